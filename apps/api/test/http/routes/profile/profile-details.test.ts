import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from 'date-fns';
import {
  FIELD_MESSAGES as M,
  formatDate,
  INPUT_MESSAGES as I,
  latestToday,
  PROFILE_MESSAGES as P,
  UI_MESSAGES,
  userProfileSchema,
  type UserProfile,
} from '@careers/shared';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { signUp } from '../../../helpers/accounts.js';
import { getProfile, patchProfile, personalSection } from '../../../helpers/profile.js';
import { call } from '../../../helpers/call.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const address = {
  section: 'address',
  PresentAddress: '221B MG Road, Bengaluru 560001',
  PermanentAddress: '14 Park Street, Kolkata 700016',
};
const social = { section: 'social', WebsiteLink: 'https://priya.dev', LinkedinProfile: 'https://www.linkedin.com/in/priya-sharma' };
const experience = {
  section: 'experience',
  JobTitle: 'Azure Architect',
  Company: 'Contoso AG',
  ExperienceDuration: '01-04-2021 - Present',
  KeyAchievements: 'Moved 40 workloads to Azure',
};
const education = {
  section: 'education',
  Degree: 'BTech',
  Institute: 'IIT Bombay, Mumbai',
  EducationalDuration: '01-07-2013 - 30-06-2017',
  Specialization: 'Computer Science',
};

/** A section's body as PRO-12 sends it: its fields alone. */
const strip = ({ section: _, ...fields }: Record<string, string>) => fields;

/** PRO-8's first refused day: the one after the latest "today" anywhere on Earth by the test clock. */
const dayAfterToday = () => formatDate(addDays(latestToday(ctx.clock.now()), 1));

/** The field and message of a refused save. */
async function refusal(token: string, body: Record<string, unknown>) {
  const res = await patchProfile(ctx, token, body);
  expect(res.statusCode, res.body).toBe(400);
  const { field, message } = res.json<{ field?: string; message: string }>();
  return { field, message };
}

describe('GET /api/user-details (PRO-12)', () => {
  it('needs sign-in', async () => {
    expect((await call(ctx, 'GET', '/api/user-details')).statusCode).toBe(401);
  });

  it("answers PRO-12's fields, empty for a new candidate, the e-mail and names from sign-up", async () => {
    const { email, token } = await signUp(ctx);
    const res = await getProfile(ctx, token);
    expect(res.statusCode).toBe(200);
    const profile = userProfileSchema.strict().parse(res.json());
    expect(profile).toMatchObject({
      first_name: 'Priya',
      last_name: 'Sharma',
      email,
      PrimaryMobileNo: '',
      PrimaryMobileNoVerified: 'NO',
      SecondaryMobileNoVerified: 'NO',
      ExperienceDuration: '',
      EducationalDuration: '',
      profile_photo: '',
      resume: '',
    });
  });
});

describe('PATCH /api/user-details (PRO-4, PRO-6, PRO-12)', () => {
  it('saves each section on its own, leaves the others alone, and answers the new profile', async () => {
    const { token } = await signUp(ctx);
    for (const body of [
      personalSection({ first_name: 'प्रिया', SecondaryMobileNo: '501234567', SecondaryMobileNoCode: '+971' }),
      address,
      social,
      experience,
      education,
    ]) {
      const res = await patchProfile(ctx, token, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(UI_MESSAGES.profileUpdated);
    }
    const profile = (await getProfile(ctx, token)).json<UserProfile>();
    expect(profile).toMatchObject({
      first_name: 'प्रिया',
      PrimaryMobileNo: '9876543210',
      PrimaryMobileNoCode: '+91',
      SecondaryMobileNo: '501234567',
      SecondaryMobileNoCode: '+971',
      SecondaryMobileNoRegion: 'AE',
      SecondaryMobileNoE164: '+971501234567',
      PresentAddress: address.PresentAddress,
      PermanentAddress: address.PermanentAddress,
      WebsiteLink: social.WebsiteLink,
      LinkedinProfile: social.LinkedinProfile,
      JobTitle: 'Azure Architect',
      Company: 'Contoso AG',
      ExperienceDuration: '01-04-2021 - Present',
      KeyAchievements: experience.KeyAchievements,
      Degree: 'BTech',
      EducationalDuration: '01-07-2013 - 30-06-2017',
    });

    // A closed experience, then a social section cleared again.
    await patchProfile(ctx, token, { ...experience, ExperienceDuration: '01-04-2021 - 31-12-2023', KeyAchievements: '' });
    await patchProfile(ctx, token, { section: 'social', WebsiteLink: '', LinkedinProfile: '  ' });
    const after = (await getProfile(ctx, token)).json<UserProfile>();
    expect(after).toMatchObject({
      ExperienceDuration: '01-04-2021 - 31-12-2023',
      KeyAchievements: '',
      WebsiteLink: '',
      LinkedinProfile: '',
      PresentAddress: address.PresentAddress,
    });
  });

  it('answers every PRO-6 message of the personal section, naming the field', async () => {
    const { token } = await signUp(ctx);
    const cases: [Record<string, string>, string, string][] = [
      [{ first_name: '' }, 'first_name', M.firstNameRequired],
      [{ first_name: 'P' }, 'first_name', M.firstNameMin],
      [{ first_name: 'P'.repeat(51) }, 'first_name', M.firstNameMax],
      [{ first_name: 'Priya1' }, 'first_name', M.firstNameLetters],
      [{ last_name: '' }, 'last_name', M.lastNameRequired],
      [{ last_name: 'S' }, 'last_name', M.lastNameMin],
      [{ last_name: 'S'.repeat(51) }, 'last_name', M.lastNameMax],
      [{ last_name: 'Sharma!' }, 'last_name', M.lastNameLetters],
      [{ PrimaryMobileNo: '' }, 'PrimaryMobileNo', M.primaryMobileRequired],
      [{ PrimaryMobileNo: '98765' }, 'PrimaryMobileNo', M.primaryMobileTenDigits],
      [{ PrimaryMobileNoCode: '' }, 'PrimaryMobileNoCode', 'Primary mobile Number code  is required'],
      [{ PrimaryMobileNoCode: '+999' }, 'PrimaryMobileNoCode', P.diallingCodeInvalid],
      [{ SecondaryMobileNo: '9123456789' }, 'SecondaryMobileNoCode', M.secondaryMobileCodeRequired],
      [{ SecondaryMobileNoCode: '+44' }, 'SecondaryMobileNo', M.secondaryMobileRequired],
      [{ SecondaryMobileNo: '912345', SecondaryMobileNoCode: '+44' }, 'SecondaryMobileNo', M.secondaryMobileTenDigits],
    ];
    for (const [overrides, field, message] of cases)
      expect(await refusal(token, personalSection(overrides)), JSON.stringify(overrides)).toEqual({ field, message });
    // Both secondary halves blank is valid (PRO-6).
    expect((await patchProfile(ctx, token, personalSection({ SecondaryMobileNo: ' ', SecondaryMobileNoCode: '' }))).statusCode).toBe(200);
  });

  it('answers every PRO-7 message of the address, experience and education sections', async () => {
    const { token } = await signUp(ctx);
    const future = dayAfterToday();
    const cases: [Record<string, string>, string, string][] = [
      [{ ...address, PresentAddress: '' }, 'PresentAddress', M.presentAddressRequired],
      [{ ...address, PresentAddress: 'Pune' }, 'PresentAddress', M.presentAddressMin],
      [{ ...address, PresentAddress: 'x'.repeat(201) }, 'PresentAddress', M.presentAddressMax],
      [{ ...address, PermanentAddress: '' }, 'PermanentAddress', M.permanentAddressRequired],
      [{ ...address, PermanentAddress: 'Delhi' }, 'PermanentAddress', M.permanentAddressMin],
      [{ ...address, PermanentAddress: 'x'.repeat(201) }, 'PermanentAddress', M.permanentAddressMax],
      [{ ...experience, JobTitle: '' }, 'JobTitle', M.jobTitleRequired],
      [{ ...experience, JobTitle: 'A' }, 'JobTitle', 'Job title must be at least 2 characters'],
      [{ ...experience, JobTitle: 'A'.repeat(201) }, 'JobTitle', 'Job title must not exceed 200 characters'],
      [{ ...experience, Company: '' }, 'Company', M.companyRequired],
      [{ ...experience, Company: 'Acme' }, 'Company', 'Company must be at least 5 characters'],
      [{ ...experience, Company: 'A'.repeat(201) }, 'Company', 'Company must not exceed 200 characters'],
      [{ ...experience, KeyAchievements: 'Too short' }, 'KeyAchievements', M.keyAchievementsMin],
      [{ ...experience, KeyAchievements: 'x'.repeat(201) }, 'KeyAchievements', M.keyAchievementsMax],
      [{ ...experience, ExperienceDuration: ' - Present' }, 'ExperienceDuration', M.startDateRequired],
      [{ ...experience, ExperienceDuration: '01-01-2020 - ' }, 'ExperienceDuration', M.endDateRequired],
      [{ ...experience, ExperienceDuration: '01-01-2023 - 01-01-2020' }, 'ExperienceDuration', M.startAfterEnd],
      [{ ...experience, ExperienceDuration: `${future} - Present` }, 'ExperienceDuration', M.startAfterToday],
      [{ ...experience, ExperienceDuration: `01-01-2020 - ${future}` }, 'ExperienceDuration', M.endAfterToday],
      [{ ...education, Degree: '' }, 'Degree', M.degreeRequired],
      [{ ...education, Degree: 'B' }, 'Degree', 'Degree must be at least 2 characters'],
      [{ ...education, Institute: '' }, 'Institute', M.instituteRequired],
      [{ ...education, Institute: 'IIT Delhi' }, 'Institute', 'Institute must be at least 10 characters'],
      [{ ...education, Institute: 'I'.repeat(201) }, 'Institute', 'Institute must not exceed 200 characters'],
      [{ ...education, Specialization: '' }, 'Specialization', M.specializationRequired],
      [{ ...education, Specialization: 'CS' }, 'Specialization', 'Specialization must be at least 3 characters'],
      [{ ...education, EducationalDuration: '01-07-2017 - 30-06-2013' }, 'EducationalDuration', M.startAfterEnd],
    ];
    for (const [body, field, message] of cases) expect(await refusal(token, body), JSON.stringify(body)).toEqual({ field, message });
    // Every problem is listed, not only the first: the second message of a date pair, and other fields.
    const all = await patchProfile(ctx, token, { ...education, Degree: '', EducationalDuration: '01-07-2017 - 30-06-2013' });
    expect(all.json().errors).toEqual([
      { field: 'Degree', message: M.degreeRequired },
      { field: 'EducationalDuration', message: M.startAfterEnd },
      { field: 'EducationalDuration', message: M.endBeforeStart },
    ]);
    // Nothing was saved by any refused request.
    expect((await getProfile(ctx, token)).json()).toMatchObject({ PresentAddress: '', JobTitle: '', Degree: '' });
  });

  it('checks PRO-8\'s "not after today" by the app\'s clock: its today is accepted, the day after refused with the message', async () => {
    const { token } = await signUp(ctx);
    // The test clock's 10 June 2026, 10:00 UTC is already 11 June in UTC+14, the earliest time zone.
    const today = formatDate(latestToday(ctx.clock.now()));
    expect(today).toBe('11-06-2026');
    const future = dayAfterToday();
    expect(await refusal(token, { ...experience, ExperienceDuration: `01-01-2020 - ${future}` })).toEqual({
      field: 'ExperienceDuration',
      message: M.endAfterToday,
    });
    expect(await refusal(token, { ...experience, ExperienceDuration: `${future} - Present` })).toEqual({
      field: 'ExperienceDuration',
      message: M.startAfterToday,
    });
    for (const duration of [`01-01-2020 - ${today}`, `${today} - Present`, `${formatDate(ctx.clock.now())} - ${today}`]) {
      const res = await patchProfile(ctx, token, { ...experience, ExperienceDuration: duration });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ profile: UserProfile }>().profile.ExperienceDuration).toBe(duration);
    }
  });

  it("takes PRO-12's payload as written: only the edited section's fields, without `section`", async () => {
    const { email, token } = await signUp(ctx);
    const personal = strip(personalSection({ first_name: 'Ananya' }));
    expect(personal).not.toHaveProperty('email');
    for (const body of [personal, strip(address), strip(social), strip(experience), strip(education)]) {
      const res = await patchProfile(ctx, token, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(UI_MESSAGES.profileUpdated);
    }
    // The personal section may repeat the e-mail (PRO-5) here too.
    expect((await patchProfile(ctx, token, { ...personal, email })).statusCode).toBe(200);
    expect((await getProfile(ctx, token)).json()).toMatchObject({
      first_name: 'Ananya',
      PrimaryMobileNo: '9876543210',
      PresentAddress: address.PresentAddress,
      WebsiteLink: social.WebsiteLink,
      ExperienceDuration: experience.ExperienceDuration,
      Specialization: education.Specialization,
    });
  });

  it('without `section`, every PRO-6 message still comes back for its field', async () => {
    const { token } = await signUp(ctx);
    const cases: [Record<string, string>, string, string][] = [
      [strip(personalSection({ first_name: 'P' })), 'first_name', M.firstNameMin],
      [strip(personalSection({ last_name: 'Sharma!' })), 'last_name', M.lastNameLetters],
      [strip(personalSection({ PrimaryMobileNo: '98765' })), 'PrimaryMobileNo', M.primaryMobileTenDigits],
      [strip(personalSection({ PrimaryMobileNoCode: '' })), 'PrimaryMobileNoCode', 'Primary mobile Number code  is required'],
      [strip(personalSection({ SecondaryMobileNo: '9123456789' })), 'SecondaryMobileNoCode', M.secondaryMobileCodeRequired],
      [{ PresentAddress: 'Pune', PermanentAddress: address.PermanentAddress }, 'PresentAddress', M.presentAddressMin],
      [{ PresentAddress: address.PresentAddress }, 'PermanentAddress', M.permanentAddressRequired],
      [{ ...strip(experience), KeyAchievements: 'Too short' }, 'KeyAchievements', M.keyAchievementsMin],
      [{ ...strip(experience), ExperienceDuration: '01-01-2023 - 01-01-2020' }, 'ExperienceDuration', M.startAfterEnd],
      [{ ...strip(education), Institute: 'IIT Delhi' }, 'Institute', 'Institute must be at least 10 characters'],
    ];
    for (const [body, field, message] of cases) expect(await refusal(token, body), JSON.stringify(body)).toEqual({ field, message });
    expect((await getProfile(ctx, token)).json()).toMatchObject({ PresentAddress: '', JobTitle: '', Degree: '' });
  });

  it('without `section`, fields of two sections or of none are refused, naming the fields', async () => {
    const { token } = await signUp(ctx);
    const mixed = await refusal(token, {
      PresentAddress: address.PresentAddress,
      PermanentAddress: address.PermanentAddress,
      Degree: 'BTech',
    });
    expect(mixed.message).toBe(
      I.profileFieldsOfSeveralSections('PresentAddress (address), PermanentAddress (address), Degree (education)'),
    );
    expect(await refusal(token, { resume: 'resumes/x.pdf', user_id: '1' })).toEqual({
      message: I.profileNoSectionFields('resume, user_id'),
    });
    expect(await refusal(token, {})).toEqual({ message: I.profileNoSectionFields('') });
    // A known section's fields with a stranger among them: the stranger is named.
    expect((await refusal(token, { ...strip(address), user_id: '1' })).message).toBe('Unknown field: user_id');
    expect((await getProfile(ctx, token)).json()).toMatchObject({ PresentAddress: '', Degree: '' });
  });

  it('refuses to change the e-mail, fields of another section and unknown sections', async () => {
    const { email, token } = await signUp(ctx);
    expect(await refusal(token, { ...personalSection(), email: 'someone.else@example.in' })).toEqual({
      field: 'email',
      message: P.emailNotEditable,
    });
    // Repeating the e-mail (PRO-5 lists it in the personal section) is fine.
    expect((await patchProfile(ctx, token, { ...personalSection(), email: email.toUpperCase() })).statusCode).toBe(200);
    expect((await getProfile(ctx, token)).json().email).toBe(email);
    expect((await refusal(token, { ...address, Degree: 'BTech' })).message).toMatch(/Unknown field: Degree/);
    expect((await patchProfile(ctx, token, { section: 'resume', resume: 'resumes/x.pdf' })).statusCode).toBe(400);
    expect((await patchProfile(ctx, token, { first_name: 'Priya' })).statusCode).toBe(400);
  });

  it('acts on the caller only: another candidate can neither read nor change this profile', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx, undefined, { first_name: 'Arjun', last_name: 'Mehta' });
    await patchProfile(ctx, a.token, address);
    await patchProfile(ctx, b.token, { ...address, PresentAddress: 'Flat 3, Baner Road, Pune 411045' });
    expect((await getProfile(ctx, a.token)).json()).toMatchObject({
      email: a.email,
      first_name: 'Priya',
      PresentAddress: address.PresentAddress,
    });
    expect((await getProfile(ctx, b.token)).json()).toMatchObject({
      email: b.email,
      first_name: 'Arjun',
      PresentAddress: 'Flat 3, Baner Road, Pune 411045',
    });
    // There is no way to name another user: extra keys are refused.
    expect((await patchProfile(ctx, b.token, { ...address, user_id: 1 })).statusCode).toBe(400);
    expect((await patchProfile(ctx, b.token, { ...address, email: a.email })).statusCode).toBe(400);
  });

  it('concurrent saves leave one whole save, never a mix, and saves of different sections all land', async () => {
    const { token } = await signUp(ctx);
    const names = ['Aarav', 'Diya', 'Kabir', 'Meera', 'Rohan', 'Saanvi', 'Vihaan', 'Zara'];
    const saves = names.map((name, i) =>
      patchProfile(
        ctx,
        token,
        personalSection({ first_name: name, last_name: `${name}son`, PrimaryMobileNo: `98765432${String(i).padStart(2, '0')}` }),
      ),
    );
    const results = await Promise.all([...saves, patchProfile(ctx, token, address), patchProfile(ctx, token, education)]);
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const profile = (await getProfile(ctx, token)).json<UserProfile>();
    const i = names.indexOf(profile.first_name);
    expect(i).toBeGreaterThanOrEqual(0);
    expect(profile.last_name).toBe(`${profile.first_name}son`);
    expect(profile.PrimaryMobileNo).toBe(`98765432${String(i).padStart(2, '0')}`);
    expect(profile.PresentAddress).toBe(address.PresentAddress);
    expect(profile.Degree).toBe('BTech');
  });
});

describe('OpenAPI', () => {
  it('documents the profile calls with the bearer scheme and the section payloads', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{
      paths: Record<
        string,
        Record<string, { security?: unknown; requestBody?: { content: Record<string, { schema: { oneOf?: unknown[] } }> } }>
      >;
    }>();
    for (const [route, method] of [
      ['/api/user-details', 'get'],
      ['/api/user-details', 'patch'],
      ['/api/get-otp', 'post'],
      ['/api/verify/mobile', 'post'],
      ['/api/upload/resume', 'post'],
      ['/api/upload/profile_photo', 'post'],
    ] as const) {
      expect(doc.paths[route]?.[method]?.security, `${method} ${route}`).toEqual([{ bearerAuth: [] }]);
    }
    const bodies = doc.paths['/api/user-details']?.patch?.requestBody?.content['application/json']?.schema.oneOf as
      { properties: Record<string, unknown>; required?: string[] }[] | undefined;
    expect(bodies).toHaveLength(5);
    // Each section's body: its fields, with `section` optional (PRO-12 leaves it out).
    expect(bodies?.map((body) => Object.keys(body.properties))).toEqual([
      [
        'section',
        'first_name',
        'last_name',
        'PrimaryMobileNo',
        'PrimaryMobileNoCode',
        'PrimaryMobileNoRegion',
        'SecondaryMobileNo',
        'SecondaryMobileNoCode',
        'SecondaryMobileNoRegion',
        'email',
      ],
      ['section', 'PresentAddress', 'PermanentAddress'],
      ['section', 'WebsiteLink', 'LinkedinProfile'],
      ['section', 'JobTitle', 'Company', 'ExperienceDuration', 'KeyAchievements'],
      ['section', 'Degree', 'Institute', 'EducationalDuration', 'Specialization'],
    ]);
    for (const body of bodies ?? []) expect(body.required ?? []).not.toContain('section');
  });
});
