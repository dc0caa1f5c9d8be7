import { describe, expect, it } from 'vitest';
import { messagesByField as messages } from './test-support.js';
import { FIELD_MESSAGES as M } from '../messages.js';
import { APPLICATION_MESSAGES as A } from '../application-messages.js';
import { DIALLING_CODES } from '../constants.js';
import { checkMobile, diallingCountries, toE164 } from '../phone.js';
import { personalDetailsSchema } from './profile.js';
import { submitApplicationSchema } from './applications.js';

const personal = (PrimaryMobileNoCode: string, PrimaryMobileNoRegion: string, PrimaryMobileNo: string) => ({
  first_name: 'Maria',
  last_name: 'Santos',
  PrimaryMobileNo,
  PrimaryMobileNoCode,
  PrimaryMobileNoRegion,
});

/** Region, code, a valid mobile, one digit short, one digit long, and the length message for the short/long ones. */
const COUNTRIES: [region: string, code: string, valid: string, short: string, long: string, lengthMessage: string][] = [
  ['IN', '+91', '9876543210', '987654321', '98765432101', M.primaryMobileTenDigits],
  ['PH', '+63', '9171234567', '917123456', '91712345678', M.primaryMobileTenDigits],
  ['MY', '+60', '123456789', '12345678', '12345678901', 'Primary mobile number must be 9 or 10 digits for Malaysia'],
  ['TH', '+66', '812345678', '81234567', '8123456789', 'Primary mobile number must be exactly 9 digits for Thailand'],
  ['VN', '+84', '912345678', '91234567', '9123456789', 'Primary mobile number must be exactly 9 digits for Vietnam'],
  ['SG', '+65', '81234567', '8123456', '812345678', 'Primary mobile number must be exactly 8 digits for Singapore'],
  ['LK', '+94', '712345678', '71234567', '7123456789', 'Primary mobile number must be exactly 9 digits for Sri Lanka'],
  ['ID', '+62', '81234567890', '81234567', '8123456789012', 'Primary mobile number must be 9 to 12 digits for Indonesia'],
  ['DE', '+49', '15123456789', '151234567', '151234567890', 'Primary mobile number must be 10 or 11 digits for Germany'],
  ['CH', '+41', '781234567', '78123456', '7812345678', 'Primary mobile number must be exactly 9 digits for Switzerland'],
  ['US', '+1', '2015550123', '201555012', '20155501234', M.primaryMobileTenDigits],
];

describe('mobile numbers of every country (PRO-6, docs/decisions/039)', () => {
  it.each(COUNTRIES)(
    '%s %s: a valid number passes, one digit short or long gets the country length',
    (region, code, valid, short, long, lengthMessage) => {
      expect(messages(personalDetailsSchema, personal(code, region, valid))).toEqual({});
      expect(messages(personalDetailsSchema, personal(code, region, short))).toEqual({ PrimaryMobileNo: [lengthMessage] });
      expect(messages(personalDetailsSchema, personal(code, region, long))).toEqual({ PrimaryMobileNo: [lengthMessage] });
    },
  );

  it('keeps SPEC\'s "must be exactly 10 digits" for 10-digit countries, character for character', () => {
    expect(messages(personalDetailsSchema, personal('+91', 'IN', '98765'))).toEqual({
      PrimaryMobileNo: ['Primary mobile number must be exactly 10 digits'],
    });
    expect(messages(personalDetailsSchema, personal('+91', '', 'abcdefghij'))).toEqual({
      PrimaryMobileNo: ['Primary mobile number must be exactly 10 digits'],
    });
  });

  it('refuses a number of the right length that the country does not have', () => {
    expect(messages(personalDetailsSchema, personal('+63', 'PH', '1171234567'))).toEqual({
      PrimaryMobileNo: ['Primary mobile number is not a valid mobile number for Philippines'],
    });
  });

  it('reads a trunk 0 and separators as people type them, and gives E.164', () => {
    expect(checkMobile('PH', '0917 123-4567')).toEqual({ ok: true, region: 'PH', national: '9171234567', e164: '+639171234567' });
    expect(toE164('+84', '912345678')).toBe('+84912345678');
  });

  it('takes the code alone as its main country, and refuses a region of another code', () => {
    expect(messages(personalDetailsSchema, personal('+63', '', '9171234567'))).toEqual({});
    expect(messages(personalDetailsSchema, personal('+1', 'CA', '4165550123'))).toEqual({});
    expect(messages(personalDetailsSchema, personal('+63', 'VN', '9171234567'))).toEqual({
      PrimaryMobileNoRegion: ['Choose a dialling code from the list'],
    });
  });

  it('checks the secondary number against its own country', () => {
    const value = {
      ...personal('+91', 'IN', '9876543210'),
      SecondaryMobileNoCode: '+66',
      SecondaryMobileNoRegion: 'TH',
      SecondaryMobileNo: '8123456',
    };
    expect(messages(personalDetailsSchema, value)).toEqual({
      SecondaryMobileNo: ['Secondary mobile number must be exactly 9 digits for Thailand'],
    });
    expect(messages(personalDetailsSchema, { ...value, SecondaryMobileNo: '812345678' })).toEqual({});
  });

  it("lists SPEC's 23 codes first in SPEC's order, then every other country by name", () => {
    const list = diallingCountries();
    expect(list.slice(0, DIALLING_CODES.length).map((c) => c.code)).toEqual([...DIALLING_CODES]);
    expect(list.slice(0, 3).map((c) => `${c.region} ${c.country}`)).toEqual(['US United States', 'GB United Kingdom', 'AU Australia']);
    const rest = list.slice(DIALLING_CODES.length);
    expect(rest.every((c) => !c.listed)).toBe(true);
    expect(rest.map((c) => c.country)).toEqual([...rest.map((c) => c.country)].sort((a, b) => a.localeCompare(b, 'en')));
    for (const region of ['PH', 'MY', 'TH', 'VN', 'LK', 'CA', 'KZ', 'CH'])
      expect(
        rest.some((c) => c.region === region),
        region,
      ).toBe(true);
    expect(new Set(list.map((c) => c.region)).size).toBe(list.length);
  });
});

describe("the application's mobiles (APP-2, docs/decisions/039)", () => {
  it('checks every number against its country', () => {
    const result = submitApplicationSchema(() => new Date()).safeParse({
      job_id: 1,
      mode: 'linkedin',
      cv_files: [],
      photo_files: [],
      first_name: 'Minh',
      last_name: 'Nguyen',
      mobiles: [
        { code: '+84', region: 'VN', number: '912345678' },
        { code: '+84', region: 'VN', number: '91234' },
      ],
      linkedin_profile: 'https://www.linkedin.com/in/minh',
      additional_links: [],
      present_address: '12 Nguyen Hue, District 1, Ho Chi Minh City',
      permanent_address: '',
      same_as_present: true,
      experience: [],
      education: [],
      certifications: [],
    });
    const issues = result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues).toEqual(['mobiles.1.number: Mobile number must be exactly 9 digits for Vietnam']);
    expect(A.mobileTenDigits).toBe('Mobile number must be exactly 10 digits');
  });
});
