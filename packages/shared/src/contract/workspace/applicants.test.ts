import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ApplicantPanel, ApplicantsPage, MoveApplicationsResponse } from '../../schemas/workspace-applicants.js';
import { errorAnswersOf } from '../contract.js';
import type { ResponseOf } from '../operation.js';
import { workspaceApplicantsContract } from './applicants.contract.js';
import type { workspaceApplicantsOperations } from './applicants.js';

describe('the applicants table in the route contract (REC-19, docs/decisions/021)', () => {
  it('types its answers', () => {
    expectTypeOf<ResponseOf<typeof workspaceApplicantsOperations.listJobApplicants>>().toEqualTypeOf<ApplicantsPage>();
    expectTypeOf<ResponseOf<typeof workspaceApplicantsOperations.moveApplications>>().toEqualTypeOf<MoveApplicationsResponse>();
    expectTypeOf<ResponseOf<typeof workspaceApplicantsOperations.getApplicantPanel>>().toEqualTypeOf<ApplicantPanel>();
  });

  it('is for recruiters and admins, and says which failures each operation may answer', () => {
    expect(errorAnswersOf(workspaceApplicantsContract)).toEqual({
      listJobApplicants: [400, 401, 403, 404, 503],
      moveApplications: [400, 401, 403, 404, 413, 415],
      getApplicantPanel: [400, 401, 403, 404, 503],
      getApplicantPhoto: [400, 401, 403, 404],
      getApplicationCvText: [400, 401, 403, 404, 503],
    });
  });
});
