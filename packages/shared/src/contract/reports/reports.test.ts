import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FunnelReport, JobsReport, ReportFilters, ReportQueryInput, SourcesReport, TimeReport } from '../../schemas/reports.js';
import { reportQuerySchema } from '../../schemas/reports.js';
import { REPORTS_MESSAGES } from '../../reports-messages.js';
import { errorAnswersOf } from '../contract.js';
import type { QueryOf, ResponseOf } from '../operation.js';
import { reportsContract } from './reports.contract.js';
import type { reportsOperations } from './reports.js';

describe('the recruiting reports in the route contract (REC-37..REC-39)', () => {
  it('types their queries and answers', () => {
    expectTypeOf<QueryOf<typeof reportsOperations.getFunnelReport>>().toEqualTypeOf<ReportQueryInput>();
    expectTypeOf<ResponseOf<typeof reportsOperations.getFunnelReport>>().toEqualTypeOf<FunnelReport>();
    expectTypeOf<ResponseOf<typeof reportsOperations.getTimeReport>>().toEqualTypeOf<TimeReport>();
    expectTypeOf<ResponseOf<typeof reportsOperations.getSourcesReport>>().toEqualTypeOf<SourcesReport>();
    expectTypeOf<ResponseOf<typeof reportsOperations.getJobsReport>>().toEqualTypeOf<JobsReport>();
    expectTypeOf<ResponseOf<typeof reportsOperations.getReportFilters>>().toEqualTypeOf<ReportFilters>();
  });

  it('is for the recruiter area: 401 anonymous, 403 candidates, 400 a bad query', () => {
    const answers = errorAnswersOf(reportsContract);
    expect(answers.getReportFilters).toEqual([401, 403]);
    for (const name of [
      'getFunnelReport',
      'getFunnelReportCsv',
      'getTimeReport',
      'getTimeReportCsv',
      'getSourcesReport',
      'getSourcesReportCsv',
      'getJobsReport',
      'getJobsReportCsv',
    ] as const)
      expect(answers[name]).toEqual([400, 401, 403]);
  });

  it('refuses bad dates and ranges with a message', () => {
    const messages = (query: Record<string, string>) => {
      const parsed = reportQuerySchema.safeParse(query);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(messages({ from: '2026-02-30', to: '2026-03-01' })).toEqual([REPORTS_MESSAGES.fromInvalid]);
    expect(messages({ from: '2026-03-02', to: '2026-03-01' })).toEqual([REPORTS_MESSAGES.rangeReversed]);
    expect(messages({ from: '2020-01-01', to: '2026-03-01' })).toEqual([REPORTS_MESSAGES.rangeTooLong(1096)]);
    expect(messages({ from: '2026-03-01', to: '2026-03-01', country: 'XX' })).toEqual([REPORTS_MESSAGES.countryInvalid]);
    expect(messages({ to: '2026-03-01' })).toEqual([REPORTS_MESSAGES.fromInvalid]);
    expect(reportQuerySchema.parse({ from: '2026-03-01', to: '2026-03-31', jobId: '1001', source: ' LinkedIn ', country: 'in' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      jobId: 1001,
      source: 'linkedin',
      country: 'IN',
    });
  });
});
