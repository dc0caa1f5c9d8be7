import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RecruiterSettings, RecruiterSettingsResponse } from '../../schemas/recruiter-settings.js';
import { errorAnswersOf } from '../contract.js';
import type { BodyOf, ResponseOf } from '../operation.js';
import { recruiterSettingsContract } from './recruiter-settings.contract.js';
import type { recruiterSettingsOperations } from './recruiter-settings.js';

describe('the recruiter’s settings in the route contract (docs/decisions/021)', () => {
  it('types each call through the zod-free table', () => {
    expectTypeOf<ResponseOf<typeof recruiterSettingsOperations.getRecruiterSettings>>().toEqualTypeOf<RecruiterSettingsResponse>();
    expectTypeOf<BodyOf<typeof recruiterSettingsOperations.saveRecruiterSettings>>().toEqualTypeOf<RecruiterSettings>();
  });

  it('REC-2, REC-8: recruiters and admins only (401 anonymous, 403 candidates)', () => {
    expect(errorAnswersOf(recruiterSettingsContract)).toEqual({
      getRecruiterSettings: [401, 403],
      saveRecruiterSettings: [400, 401, 403, 413, 415],
    });
  });
});
