import { describe, expect, expectTypeOf, it } from 'vitest';
import type { TalentCandidateDetail, TalentQuery, TalentSearchResponse } from '../../schemas/talent.js';
import { errorAnswersOf } from '../contract.js';
import type { FileOperation, QueryOf, ResponseOf } from '../operation.js';
import { recruiterTalentContract } from './recruiter.contract.js';
import { recruiterTalentOperations } from './recruiter.js';

describe('the talent pool in the recruiter area, in the route contract (REC-10, docs/decisions/021)', () => {
  it('types each call through the zod-free table; the candidate’s resume and photo are files', () => {
    expectTypeOf<QueryOf<typeof recruiterTalentOperations.searchTalent>>().toEqualTypeOf<TalentQuery>();
    expectTypeOf<ResponseOf<typeof recruiterTalentOperations.searchTalent>>().toEqualTypeOf<TalentSearchResponse>();
    expectTypeOf<ResponseOf<typeof recruiterTalentOperations.getCandidate>>().toEqualTypeOf<TalentCandidateDetail>();
    expectTypeOf(recruiterTalentOperations.getCandidateResume).toExtend<FileOperation>();
    expectTypeOf(recruiterTalentOperations.getCandidatePhoto).toExtend<FileOperation>();
    expectTypeOf(recruiterTalentOperations.getCandidate).not.toExtend<FileOperation>();
  });

  it('answers 401 anonymous and 403 candidates; a read of a candidate is logged first (503), 404 out of reach', () => {
    expect(errorAnswersOf(recruiterTalentContract)).toEqual({
      searchTalent: [400, 401, 403],
      getCandidate: [400, 401, 403, 404, 503],
      getCandidateResume: [400, 401, 403, 404, 503],
      getCandidatePhoto: [400, 401, 403, 404, 503],
    });
  });
});
