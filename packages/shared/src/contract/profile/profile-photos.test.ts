import { describe, expect, expectTypeOf, it } from 'vitest';
import { errorAnswersOf } from '../contract.js';
import type { FileOperation, ParamsOf } from '../operation.js';
import { profilePhotosContract } from './profile-photos.contract.js';
import { profilePhotosOperations } from './profile-photos.js';

describe('the profile photos in the route contract (PRO-19, docs/decisions/021)', () => {
  it('are files outside /api, by their stored name', () => {
    expectTypeOf(profilePhotosOperations.getProfilePhoto).toExtend<FileOperation>();
    expectTypeOf<ParamsOf<typeof profilePhotosOperations.getProfilePhoto>>().toEqualTypeOf<{ file: string | number }>();
  });

  it('are public: a name that is not one 400, no such photo 404, as JSON', () => {
    expect(errorAnswersOf(profilePhotosContract)).toEqual({ getProfilePhoto: [400, 404] });
  });
});
