import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ApplicantResponse } from '../../schemas/recruiter.js';
import type { NoteResponse } from '../../schemas/recruiter-notes.js';
import { errorAnswersOf } from '../contract.js';
import type { FileOperation, ResponseOf } from '../operation.js';
import { recruiterApplicationsContract } from './recruiter.contract.js';
import { recruiterApplicationsOperations } from './recruiter.js';

describe('a job’s applicants in the route contract (docs/decisions/021)', () => {
  it('types each call through the zod-free table; the file and the CSV are files', () => {
    expectTypeOf<ResponseOf<typeof recruiterApplicationsOperations.advanceApplication>>().toEqualTypeOf<ApplicantResponse>();
    expectTypeOf<ResponseOf<typeof recruiterApplicationsOperations.addNote>>().toEqualTypeOf<NoteResponse>();
    // A file is fetched as a Blob, never parsed as JSON.
    expectTypeOf<ResponseOf<typeof recruiterApplicationsOperations.getApplicationFile>>().toEqualTypeOf<never>();
    expectTypeOf(recruiterApplicationsOperations.getApplicationFile).toExtend<FileOperation>();
    expectTypeOf(recruiterApplicationsOperations.getApplicantsCsv).toExtend<FileOperation>();
    expectTypeOf(recruiterApplicationsOperations.listApplicants).not.toExtend<FileOperation>();
  });

  it('answers 401 anonymous and 403 candidates; the file and the CSV fail as JSON like the rest', () => {
    expect(errorAnswersOf(recruiterApplicationsContract)).toEqual({
      listApplicants: [400, 401, 403, 404],
      advanceApplication: [400, 401, 403, 404, 409, 413, 415, 503],
      scheduleInterview: [400, 401, 403, 404, 409, 413, 415],
      markNotSelected: [400, 401, 403, 404, 409, 413, 415, 503],
      getApplicationFile: [400, 401, 403, 404, 503],
      listNotes: [400, 401, 403, 404],
      addNote: [400, 401, 403, 404, 413, 415],
      rateApplication: [400, 401, 403, 404, 413, 415],
      getApplicantsCsv: [400, 401, 403, 404, 503],
    });
  });
});
