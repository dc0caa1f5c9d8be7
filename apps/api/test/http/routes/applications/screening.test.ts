import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SCREENING_MESSAGES as S,
  SCREENING_TEMPLATES,
  answersSchemaFor,
  applicantsPageSchema,
  applicantsResponseSchema,
  applicationDraftResponseSchema,
  recruiterJobDetailsSchema,
  type ScreeningQuestionInput,
} from '@careers/shared';
import { signUp } from '../../../helpers/accounts.js';
import { applicationFields, jobInput, postJob, signUpRecruiter, submitApplication } from '../../../helpers/applications.js';
import { call } from '../../../helpers/call.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';

let ctx: TestContext;
let recruiter: string;
beforeAll(async () => {
  ctx = await createTestApp();
  recruiter = (await signUpRecruiter(ctx)).token;
});
afterAll(() => ctx.close());

/** Three questions, two with an expected answer (≥ 3 years of Intune; the right to invoice). */
const QUESTIONS: ScreeningQuestionInput[] = [
  {
    id: 'intune-years',
    type: 'number',
    text: 'How many years have you worked with Intune?',
    unit: 'years',
    required: true,
    expected: { comparison: 'gte', value: 3 },
  },
  { id: 'invoice', type: 'yes_no', text: 'Can you invoice as a freelancer?', required: true, expected: true },
  {
    id: 'start',
    type: 'choice',
    text: 'When could you start?',
    required: false,
    choices: ['At once', 'In 2 weeks', 'In a month'],
    expected: [],
  },
  { id: 'why', type: 'short_text', text: 'Why this role?', required: false },
];

const postWithQuestions = (questions: unknown) =>
  call(ctx, 'POST', '/api/recruiter/jobs', { token: recruiter, payload: { ...jobInput(), screening_questions: questions } });

const jobWithQuestions = async () => postJob(ctx, recruiter, { screening_questions: QUESTIONS });

const draftOf = async (token: string, jobId: number) => {
  const res = await call(ctx, 'GET', `/api/application-drafts/${jobId}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return applicationDraftResponseSchema.parse(res.json());
};

describe('screening questions on a job (REC-27)', () => {
  it('a question about current or previous pay is refused with why (EU Pay Transparency Directive Art. 5), in English and German', async () => {
    for (const text of [
      'What is your current CTC?',
      'What was your last salary?',
      'CTC?',
      'What do you earn today?',
      'Wie hoch ist Ihr aktuelles Gehalt?',
      'Ihr bisheriges Gehalt?',
    ]) {
      const res = await postWithQuestions([{ id: 'pay', type: 'number', text, unit: 'EUR', required: true }]);
      expect(res.statusCode, text).toBe(400);
      expect(res.json()).toMatchObject({ message: S.payHistoryRefused, field: 'screening_questions.0.text' });
      expect(res.json().message).toMatch(/Pay Transparency Directive.*Art\. 5/);
    }
    // Expected pay is not pay history.
    for (const text of ['What is your expected day rate?', 'Ihre Gehaltsvorstellung?', 'What is your expected CTC?']) {
      expect((await postWithQuestions([{ id: 'rate', type: 'number', text, unit: 'EUR', required: true }])).statusCode, text).toBe(201);
    }
  });

  it('keeps the questions with their expected answers for the editor, takes the templates, and refuses more than 10', async () => {
    const job = await jobWithQuestions();
    const res = await call(ctx, 'GET', `/api/recruiter/jobs/${job.job_id}`, { token: recruiter });
    expect(res.statusCode).toBe(200);
    const details = recruiterJobDetailsSchema.parse(res.json());
    expect(details.screening_questions.map((q) => q.id)).toEqual(['intune-years', 'invoice', 'start', 'why']);
    expect(details.screening_questions[0]).toMatchObject({ expected: { comparison: 'gte', value: 3 }, unit: 'years' });

    const templates = await postWithQuestions(SCREENING_TEMPLATES.map((t) => t.question));
    expect(templates.statusCode, templates.body).toBe(201);

    const eleven = Array.from({ length: 11 }, (_, i) => ({ id: `q${i}`, type: 'short_text', text: `Question ${i}?`, required: false }));
    const tooMany = await postWithQuestions(eleven);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(S.questionsTooMany);

    // Editing replaces the set; a choice's expected answer must be one of its choices.
    const edited = await call(ctx, 'PUT', `/api/recruiter/jobs/${job.job_id}`, {
      token: recruiter,
      payload: {
        ...jobInput(),
        screening_questions: [{ id: 'c', type: 'choice', text: 'Pick one', choices: ['A', 'B'], expected: ['C'] }],
      },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().message).toBe(S.expectedChoiceUnknown);
  });
});

describe('answering screening questions (APP-11)', () => {
  it('the draft keeps the answers, and the form gets the questions without their expected answers', async () => {
    const job = await jobWithQuestions();
    const { token } = await signUp(ctx);
    const empty = await draftOf(token, job.job_id);
    expect(empty.draft).toBeNull();
    expect(empty.screening_questions.map((q) => q.id)).toEqual(['intune-years', 'invoice', 'start', 'why']);
    expect(JSON.stringify(empty.screening_questions)).not.toContain('expected');

    const fields = applicationFields({ screening_answers: { 'intune-years': '2', invoice: true } });
    const saved = await call(ctx, 'PUT', `/api/application-drafts/${job.job_id}`, { token, payload: fields });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await draftOf(token, job.job_id)).draft?.fields.screening_answers).toEqual({ 'intune-years': '2', invoice: true });
  });

  it('refuses answers with the messages the browser shows (one shared schema), each under its question', async () => {
    const job = await jobWithQuestions();
    const { token } = await signUp(ctx);
    const answers = { 'intune-years': 'many', start: 'Tomorrow', why: 'x'.repeat(301) };
    const res = await submitApplication(ctx, token, job.job_id, { screening_answers: answers });
    expect(res.statusCode).toBe(400);

    // What the browser's form refuses, from the questions the form receives.
    const { screening_questions } = await draftOf(token, job.job_id);
    const browser = answersSchemaFor(screening_questions).safeParse(answers);
    expect(browser.success).toBe(false);
    const expected = (browser.error?.issues ?? []).map((i) => ({ message: i.message, field: `screening_answers.${i.path.join('.')}` }));
    expect(expected.map((e) => e.message)).toEqual([S.answerNumber, S.answerYesNo, S.answerChoose, S.answerTooLong]);
    expect(res.json()).toMatchObject({ message: S.answerNumber, field: 'screening_answers.intune-years', errors: expected });
    // Nothing was stored.
    expect((await call(ctx, 'GET', '/api/applications', { token })).json().applications).toEqual([]);
  });

  it('does not flag an optional question left blank, even when it has an expected answer (REC-27)', async () => {
    const job = await postJob(ctx, recruiter, {
      screening_questions: [
        { id: 'invoice', type: 'yes_no', text: 'Can you invoice as a freelancer?', required: false, expected: true },
        {
          id: 'years',
          type: 'number',
          text: 'Years with Intune?',
          unit: 'years',
          required: false,
          expected: { comparison: 'gte', value: 3 },
        },
      ],
    });
    const { token } = await signUp(ctx);
    const res = await submitApplication(ctx, token, job.job_id, { screening_answers: { years: 1 } });
    expect(res.statusCode, res.body).toBe(201);
    const list = await call(ctx, 'GET', `/api/recruiter/jobs/${job.job_id}/applications`, { token: recruiter });
    const [applicant] = applicantsResponseSchema.parse(list.json()).applicants;
    // The answered one is compared (and its unit agrees with the number); the blank one is not a mismatch.
    expect(applicant?.does_not_meet).toEqual(['Years with Intune: 1 year (expected at least 3 years)']);
    expect(applicant?.screening_answers.find((a) => a.id === 'invoice')?.answer).toBeNull();
  });

  it('flags answers that miss an expected answer "Does not meet", and the application stays in Applied', async () => {
    const job = await jobWithQuestions();
    const { token } = await signUp(ctx);
    const res = await submitApplication(ctx, token, job.job_id, {
      screening_answers: { 'intune-years': 2, invoice: false, start: 'At once' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().application.status).toBe('applied');

    const list = await call(ctx, 'GET', `/api/recruiter/jobs/${job.job_id}/applications`, { token: recruiter });
    const [applicant] = applicantsResponseSchema.parse(list.json()).applicants;
    expect(applicant?.status).toBe('applied');
    expect(applicant?.does_not_meet).toEqual([
      'How many years have you worked with Intune: 2 years (expected at least 3 years)',
      'Can you invoice as a freelancer: No (expected Yes)',
    ]);
    expect(applicant?.screening_answers).toEqual([
      { id: 'intune-years', question: 'How many years have you worked with Intune?', type: 'number', unit: 'years', answer: 2 },
      { id: 'invoice', question: 'Can you invoice as a freelancer?', type: 'yes_no', answer: false },
      { id: 'start', question: 'When could you start?', type: 'choice', answer: 'At once' },
      { id: 'why', question: 'Why this role?', type: 'short_text', answer: null },
    ]);
    // The candidate's own list: still Applied, nothing hidden or ended.
    const mine = (await call(ctx, 'GET', '/api/applications', { token })).json().applications;
    expect(mine).toMatchObject([{ job_id: job.job_id, status: 'applied' }]);
  });

  it('puts the answers and the flag in the candidate’s data export', async () => {
    const job = await jobWithQuestions();
    const { token } = await signUp(ctx);
    expect((await submitApplication(ctx, token, job.job_id, { screening_answers: { 'intune-years': 1, invoice: true } })).statusCode).toBe(
      201,
    );
    const res = await call(ctx, 'GET', '/api/me/export', { token });
    expect(res.statusCode).toBe(200);
    const json = unzipSync(new Uint8Array(res.rawPayload))['data.json'];
    const data = JSON.parse(strFromU8(json ?? new Uint8Array())) as {
      applications: { screeningAnswers: unknown[]; doesNotMeet: string[] }[];
    };
    expect(data.applications[0]?.screeningAnswers).toHaveLength(4);
    expect(data.applications[0]?.doesNotMeet).toEqual(['How many years have you worked with Intune: 1 year (expected at least 3 years)']);
  });
});

describe('erasure (PRV-4)', () => {
  it('empties the answers and the flag with the account, and the application stays for the recruiters', async () => {
    const job = await jobWithQuestions();
    const candidate = await signUp(ctx);
    expect(
      (await submitApplication(ctx, candidate.token, job.job_id, { screening_answers: { 'intune-years': 1, invoice: false } })).statusCode,
    ).toBe(201);
    const gone = await call(ctx, 'DELETE', '/api/me', {
      token: candidate.token,
      payload: { password: candidate.password, confirmation: 'DELETE' },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const list = await call(ctx, 'GET', `/api/recruiter/jobs/${job.job_id}/applications`, { token: recruiter });
    expect(applicantsResponseSchema.parse(list.json()).applicants).toMatchObject([
      { status: 'applied', screening_answers: [], does_not_meet: [] },
    ]);
  });
});

describe('needs review in the applicants table (REC-27)', () => {
  it('filters and counts the flagged applications still in Applied; moving one on is the review', async () => {
    const job = await jobWithQuestions();
    const meets = { 'intune-years': 5, invoice: true };
    const misses = { 'intune-years': 1, invoice: true };
    const ids: number[] = [];
    for (const answers of [meets, misses, misses]) {
      const { token } = await signUp(ctx);
      const res = await submitApplication(ctx, token, job.job_id, { screening_answers: answers });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().application.application_id as number);
    }
    const page = async (query: Record<string, string>) => {
      const qs = new URLSearchParams({ view: randomUUID(), ...query }).toString();
      const res = await call(ctx, 'GET', `/api/recruiter/workspace/jobs/${job.job_id}/applicants?${qs}`, { token: recruiter });
      expect(res.statusCode, res.body).toBe(200);
      return applicantsPageSchema.parse(res.json());
    };
    const all = await page({});
    expect(all.total).toBe(3);
    expect(all.needsReviewCount).toBe(2);
    expect(
      all.rows
        .filter((r) => r.needsReview)
        .map((r) => r.applicationId)
        .sort(),
    ).toEqual([ids[1], ids[2]].sort());
    expect(all.rows.find((r) => r.applicationId === ids[1])?.doesNotMeet).toEqual([
      'How many years have you worked with Intune: 1 year (expected at least 3 years)',
    ]);

    const flagged = await page({ needsReview: 'true' });
    expect(flagged.rows.map((r) => r.applicationId).sort()).toEqual([ids[1], ids[2]].sort());
    expect(flagged.total).toBe(2);

    // A person moves one on: it keeps its flag but no longer needs review.
    const moved = await call(ctx, 'POST', `/api/recruiter/applications/${ids[1]}/advance`, {
      token: recruiter,
      payload: { from: 'applied' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await page({ needsReview: 'true' });
    expect(after.rows.map((r) => r.applicationId)).toEqual([ids[2]]);
    expect(after.needsReviewCount).toBe(1);
    const movedRow = (await page({})).rows.find((r) => r.applicationId === ids[1]);
    expect(movedRow).toMatchObject({ status: 'under_review', needsReview: false });
    expect(movedRow?.doesNotMeet).toHaveLength(1);

    const bad = await call(ctx, 'GET', `/api/recruiter/workspace/jobs/${job.job_id}/applicants?view=${randomUUID()}&needsReview=yes`, {
      token: recruiter,
    });
    expect(bad.statusCode).toBe(400);
  });
});
