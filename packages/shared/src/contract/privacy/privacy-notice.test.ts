import { describe, expect, expectTypeOf, it } from 'vitest';
import type { PrivacyNoticeSettings } from '../../schemas/privacy-notice.js';
import { errorAnswersOf } from '../contract.js';
import type { ResponseOf } from '../operation.js';
import { privacyNoticeContract } from './privacy-notice.contract.js';
import { privacyNoticeOperations } from './privacy-notice.js';

describe('the privacy notice’s settings in the route contract (PRV-1, docs/decisions/021)', () => {
  it('are public and refuse nothing', () => {
    expect(privacyNoticeOperations.getPrivacyNoticeSettings.access).toBe('public');
    expectTypeOf<ResponseOf<typeof privacyNoticeOperations.getPrivacyNoticeSettings>>().toEqualTypeOf<PrivacyNoticeSettings>();
    expect(errorAnswersOf(privacyNoticeContract)).toEqual({ getPrivacyNoticeSettings: [] });
  });
});
