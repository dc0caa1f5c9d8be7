import { describe, expect, expectTypeOf, it } from 'vitest';
import type { UploadResponse } from '../../schemas/profile.js';
import { errorAnswersOf } from '../contract.js';
import type { ResponseOf, UploadOperation } from '../operation.js';
import { profileFilesContract } from './profile-files.contract.js';
import { profileFilesOperations } from './profile-files.js';

describe('the profile uploads in the route contract (docs/decisions/021)', () => {
  it('are upload operations: the web sends them with uploadTo', () => {
    expectTypeOf(profileFilesOperations.uploadResume).toExtend<UploadOperation>();
    expectTypeOf<ResponseOf<typeof profileFilesOperations.uploadProfilePhoto>>().toEqualTypeOf<UploadResponse>();
  });

  it('are for candidates only (403 for recruiters and admins), limited per account (429)', () => {
    expect(errorAnswersOf(profileFilesContract)).toEqual({
      uploadResume: [400, 401, 403, 413, 415, 429, 503],
      uploadProfilePhoto: [400, 401, 403, 413, 415, 429, 503],
    });
  });
});
