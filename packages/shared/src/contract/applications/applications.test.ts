import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  APPLICATION_FILE_KINDS,
  APPLICATION_FILE_RULES,
  type ApplicationDraftResponse,
  type ApplicationFile,
  type SubmitApplicationRequest,
  type SubmitApplicationResponse,
} from '../../schemas/applications.js';
import { errorAnswersOf, isUploadChoice } from '../contract.js';
import type { BodyOf, ParamsOf, ResponseOf, UploadOperation } from '../operation.js';
import { applicationsContract } from './applications.contract.js';
import { applicationsOperations } from './applications.js';

describe('a candidate’s drafts, applications and their files in the route contract (docs/decisions/021)', () => {
  it('types each call through the zod-free table; the submission’s body is the schema the server builds with its clock', () => {
    expectTypeOf<ResponseOf<typeof applicationsOperations.getApplicationDraft>>().toEqualTypeOf<ApplicationDraftResponse>();
    expectTypeOf<BodyOf<typeof applicationsOperations.submitApplication>>().toEqualTypeOf<SubmitApplicationRequest>();
    expectTypeOf<ResponseOf<typeof applicationsOperations.withdrawApplication>>().toEqualTypeOf<SubmitApplicationResponse>();
    expectTypeOf<ResponseOf<typeof applicationsOperations.uploadApplicationFile>>().toEqualTypeOf<ApplicationFile>();
    expectTypeOf<ParamsOf<typeof applicationsOperations.uploadApplicationFile>>().toEqualTypeOf<{ kind: string | number }>();
    expectTypeOf(applicationsOperations.uploadApplicationFile).toExtend<UploadOperation>();
    expectTypeOf(applicationsOperations.submitApplication).not.toExtend<UploadOperation>();
  });

  it('APP-3: the upload’s rules are chosen by the path’s kind, one set per kind the path accepts', () => {
    const { params, upload } = applicationsContract.schemas.uploadApplicationFile;
    expect(upload.by).toBe('kind');
    expect(upload.kinds).toBe(APPLICATION_FILE_RULES);
    expect(isUploadChoice(upload)).toBe(true);
    expect(Object.keys(upload.kinds).sort()).toEqual([...APPLICATION_FILE_KINDS].sort());
    for (const kind of APPLICATION_FILE_KINDS) expect(params.safeParse({ kind }).success).toBe(true);
    expect(params.safeParse({ kind: 'resume' }).success).toBe(false);
  });

  it('answers 401 anonymous and 403 recruiters and admins; the upload 429 past the account’s limit and 503 without storage', () => {
    expect(errorAnswersOf(applicationsContract)).toEqual({
      getApplicationDraft: [400, 401, 403, 404],
      saveApplicationDraft: [400, 401, 403, 404, 409, 413, 415],
      deleteApplicationDraft: [400, 401, 403, 413, 415],
      listApplications: [401, 403],
      submitApplication: [400, 401, 403, 404, 409, 413, 415],
      withdrawApplication: [400, 401, 403, 404, 409, 413, 415],
      uploadApplicationFile: [400, 401, 403, 413, 415, 429, 503],
      getProfileFileOffers: [401, 403],
      copyProfileFile: [400, 401, 403, 404, 413, 415, 429, 503],
    });
  });
});
