import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  GetOtpRequest,
  GetOtpResponse,
  UpdateUserDetailsRequest,
  UpdateUserDetailsResponse,
  UploadResponse,
  UserProfile,
} from '../../schemas/profile.js';
import type { ProfileTerms } from '../../profile-terms.js';
import type { ProfileTermsInput, UpdateProfileTermsResponse } from '../../schemas/profile-terms.js';
import { errorAnswersOf } from '../contract.js';
import type { BodyOf, ResponseOf, UploadOperation } from '../operation.js';
import { profileContract } from './profile.contract.js';
import { profileOperations } from './profile.js';

describe('the profile in the route contract (docs/decisions/021)', () => {
  it('types each call through the zod-free table: SPEC’s PascalCase fields, the section body checked by the server’s clock', () => {
    expectTypeOf<ResponseOf<typeof profileOperations.getUserDetails>>().toEqualTypeOf<UserProfile>();
    expectTypeOf<BodyOf<typeof profileOperations.updateUserDetails>>().toEqualTypeOf<UpdateUserDetailsRequest>();
    expectTypeOf<ResponseOf<typeof profileOperations.updateUserDetails>>().toEqualTypeOf<UpdateUserDetailsResponse>();
    expectTypeOf<BodyOf<typeof profileOperations.sendMobileOtp>>().toEqualTypeOf<GetOtpRequest>();
    expectTypeOf<ResponseOf<typeof profileOperations.sendMobileOtp>>().toEqualTypeOf<GetOtpResponse>();
  });

  it('types the terms (PRO-20): the shared ProfileTerms back, the schema’s input in', () => {
    expectTypeOf<ResponseOf<typeof profileOperations.getProfileTerms>>().toEqualTypeOf<ProfileTerms>();
    expectTypeOf<BodyOf<typeof profileOperations.updateProfileTerms>>().toEqualTypeOf<ProfileTermsInput>();
    expectTypeOf<ResponseOf<typeof profileOperations.updateProfileTerms>>().toEqualTypeOf<UpdateProfileTermsResponse>();
  });

  it('sends the uploads with uploadTo', () => {
    expectTypeOf(profileOperations.uploadResume).toExtend<UploadOperation>();
    expectTypeOf<ResponseOf<typeof profileOperations.uploadProfilePhoto>>().toEqualTypeOf<UploadResponse>();
  });

  it('is for candidates only (403 for recruiters and admins); mobile codes and uploads are limited (429)', () => {
    expect(errorAnswersOf(profileContract)).toEqual({
      getUserDetails: [401, 403],
      updateUserDetails: [400, 401, 403, 409, 413, 415, 429, 503],
      sendMobileOtp: [400, 401, 403, 409, 413, 415, 429, 503],
      verifyMobile: [400, 401, 403, 409, 413, 415, 429, 503],
      uploadResume: [400, 401, 403, 413, 415, 429, 503],
      uploadProfilePhoto: [400, 401, 403, 413, 415, 429, 503],
      getProfileTerms: [401, 403],
      updateProfileTerms: [400, 401, 403, 413, 415],
    });
  });
});
