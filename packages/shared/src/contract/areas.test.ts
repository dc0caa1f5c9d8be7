import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  ApplicantResponse,
  UploadResponse,
  JobDetailsRequest,
  JobDetailsResponse,
  JobInput,
  JobListQuery,
  JobListResponse,
  NoteResponse,
  RecruiterJobResponse,
} from '../index.js';
import { errorAnswersOf } from './contract.js';
import type { BodyOf, FileOperation, ParamsOf, QueryOf, ResponseOf, UploadOperation } from './operation.js';
import { profileFilesContract } from './profile/profile-files.schemas.js';
import { profileFilesOperations } from './profile/profile-files.js';
import { recruiterApplicationsContract } from './applications/recruiter.schemas.js';
import { recruiterApplicationsOperations } from './applications/recruiter.js';
import { recruiterJobsContract } from './jobs/recruiter.schemas.js';
import type { recruiterJobsOperations } from './jobs/recruiter.js';
import { jobsContract } from './jobs/jobs.schemas.js';
import type { jobsOperations } from './jobs/jobs.js';
import type { careersListOperations } from './jobs/jobs-landing.js';

describe('the areas of the route contract (docs/decisions/021)', () => {
  it('jobs: SPEC’s legacy names and shapes (D1), typed through the zod-free tables', () => {
    expectTypeOf<QueryOf<typeof careersListOperations.getJobOpenings>>().toEqualTypeOf<JobListQuery>();
    expectTypeOf<ResponseOf<typeof careersListOperations.getJobOpenings>>().toEqualTypeOf<JobListResponse>();
    expectTypeOf<ParamsOf<typeof careersListOperations.getJobOpenings>>().toEqualTypeOf<undefined>();
    expectTypeOf<BodyOf<typeof jobsOperations.getDetails>>().toEqualTypeOf<JobDetailsRequest>();
    expectTypeOf<ResponseOf<typeof jobsOperations.getDetails>>().toEqualTypeOf<JobDetailsResponse>();
    expect(errorAnswersOf(jobsContract)).toEqual({ getJobOpenings: [400], getDetails: [400, 404, 413, 415] });
  });

  it('the recruiter area’s postings: 401 anonymous, 403 candidates; 413/415 where a body is read', () => {
    expectTypeOf<ParamsOf<typeof recruiterJobsOperations.updateJob>>().toEqualTypeOf<{ id: string | number }>();
    expectTypeOf<BodyOf<typeof recruiterJobsOperations.updateJob>>().toEqualTypeOf<JobInput>();
    expectTypeOf<ResponseOf<typeof recruiterJobsOperations.createJob>>().toEqualTypeOf<RecruiterJobResponse>();
    expect(errorAnswersOf(recruiterJobsContract)).toEqual({
      listPostedJobs: [401, 403],
      createJob: [400, 401, 403, 413, 415],
      getJob: [400, 401, 403, 404],
      updateJob: [400, 401, 403, 404, 413, 415],
      setJobStatus: [400, 401, 403, 404, 413, 415],
      watchJob: [400, 401, 403, 404, 413, 415],
      unwatchJob: [400, 401, 403, 404, 413, 415],
    });
  });

  it('the recruiter area’s applicants: the file and the CSV are files, their failures JSON', () => {
    expectTypeOf<ResponseOf<typeof recruiterApplicationsOperations.advanceApplication>>().toEqualTypeOf<ApplicantResponse>();
    expectTypeOf<ResponseOf<typeof recruiterApplicationsOperations.addNote>>().toEqualTypeOf<NoteResponse>();
    // A file is fetched as a Blob, never parsed as JSON.
    expectTypeOf<ResponseOf<typeof recruiterApplicationsOperations.getApplicationFile>>().toEqualTypeOf<never>();
    expectTypeOf(recruiterApplicationsOperations.getApplicationFile).toExtend<FileOperation>();
    expectTypeOf(recruiterApplicationsOperations.getApplicantsCsv).toExtend<FileOperation>();
    expectTypeOf(recruiterApplicationsOperations.listApplicants).not.toExtend<FileOperation>();
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

  it('the profile uploads: multipart, candidates only (403 for recruiters and admins)', () => {
    expectTypeOf(profileFilesOperations.uploadResume).toExtend<UploadOperation>();
    expectTypeOf<ResponseOf<typeof profileFilesOperations.uploadProfilePhoto>>().toEqualTypeOf<UploadResponse>();
    expect(errorAnswersOf(profileFilesContract)).toEqual({
      uploadResume: [400, 401, 403, 413, 415, 429, 503],
      uploadProfilePhoto: [400, 401, 403, 413, 415, 429, 503],
    });
  });
});
