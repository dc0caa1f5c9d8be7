import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Dashboard, DashboardQuery, JobsTable, JobsTableQuery } from '../../schemas/overview.js';
import { errorAnswersOf } from '../contract.js';
import type { QueryOf, ResponseOf } from '../operation.js';
import { overviewContract } from './overview.contract.js';
import type { overviewOperations } from './overview.js';

describe('the dashboard and jobs table in the route contract (REC-17, REC-18)', () => {
  it('types their queries and answers', () => {
    expectTypeOf<QueryOf<typeof overviewOperations.getDashboard>>().toEqualTypeOf<DashboardQuery>();
    expectTypeOf<ResponseOf<typeof overviewOperations.getDashboard>>().toEqualTypeOf<Dashboard>();
    expectTypeOf<QueryOf<typeof overviewOperations.listJobsTable>>().toEqualTypeOf<JobsTableQuery>();
    expectTypeOf<ResponseOf<typeof overviewOperations.listJobsTable>>().toEqualTypeOf<JobsTable>();
  });

  it('is for the recruiter area: 401 anonymous, 403 candidates, 400 a bad query', () => {
    expect(errorAnswersOf(overviewContract)).toEqual({ getDashboard: [400, 401, 403], listJobsTable: [400, 401, 403] });
  });
});
