import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INPUT_MESSAGES,
  NOTE_MESSAGES as N,
  NOTE_TEXT_MAX,
  RECRUITER_MESSAGES as R,
  applicantsResponseSchema,
  noteResponseSchema,
  notesResponseSchema,
  ratingResponseSchema,
} from '@careers/shared';
import { signUp } from '../../../helpers/accounts.js';
import { postJob, signUpRecruiter, submitApplication } from '../../../helpers/applications.js';
import { deliverMail, readOutbox } from '../../../helpers/outbox.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { call } from '../../../helpers/call.js';

let ctx: TestContext;
let anna: string;
let ravi: string;
let candidate: { token: string; email: string };
let jobId: number;
let applicationId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  anna = (await signUpRecruiter(ctx)).token;
  ravi = (await signUpRecruiter(ctx, undefined, 'Ravi Kumar')).token;
  candidate = await signUp(ctx);
  jobId = (await postJob(ctx, anna)).job_id;
  const submitted = await submitApplication(ctx, candidate.token, jobId);
  expect(submitted.statusCode, submitted.body).toBe(201);
  applicationId = (await call(ctx, 'GET', `/api/recruiter/jobs/${jobId}/applications`, { token: anna })).json().applicants[0]
    .application_id;
});
afterAll(() => ctx.close());

const notesUrl = (id = applicationId) => `/api/recruiter/applications/${id}/notes`;
const ratingUrl = (id = applicationId) => `/api/recruiter/applications/${id}/rating`;
const applicantCard = async (token: string) => {
  const res = await call(ctx, 'GET', `/api/recruiter/jobs/${jobId}/applications`, { token });
  return applicantsResponseSchema.parse(res.json()).applicants.find((a) => a.application_id === applicationId);
};

describe('private notes on an application (REC-11)', () => {
  it('a note one recruiter writes is stamped with its author and the time, and another recruiter reads it', async () => {
    const res = await call(ctx, 'POST', notesUrl(), { token: anna, payload: { text: '  Strong Intune and Autopilot background.  ' } });
    expect(res.statusCode, res.body).toBe(201);
    const { message, note } = noteResponseSchema.parse(res.json());
    expect(message).toBe(N.noteAdded);
    expect(note).toMatchObject({
      text: 'Strong Intune and Autopilot background.',
      author: 'Anna Schmidt',
      createdAt: ctx.clock.now().toISOString(),
    });

    ctx.clock.advance(60_000);
    await call(ctx, 'POST', notesUrl(), { token: ravi, payload: { text: 'Spoke on the phone: available from July.' } });

    const seen = notesResponseSchema.parse((await call(ctx, 'GET', notesUrl(), { token: ravi })).json());
    expect(seen.notes.map((n) => [n.author, n.text])).toEqual([
      ['Anna Schmidt', 'Strong Intune and Autopilot background.'],
      ['Ravi Kumar', 'Spoke on the phone: available from July.'],
    ]);
    expect(seen.notes[1]?.createdAt).toBe(ctx.clock.now().toISOString());
  });

  it('refuses an empty, blank, too long, unstorable or unknown-field note with a message, and stores nothing', async () => {
    const before = notesResponseSchema.parse((await call(ctx, 'GET', notesUrl(), { token: anna })).json()).notes.length;
    const cases: [unknown, string][] = [
      [{}, N.textRequired],
      [{ text: '   ' }, N.textRequired],
      [{ text: 'x'.repeat(NOTE_TEXT_MAX + 1) }, N.textMax(NOTE_TEXT_MAX)],
      [{ text: 'null \u0000 byte' }, INPUT_MESSAGES.textUnstorable],
    ];
    for (const [payload, expected] of cases) {
      const res = await call(ctx, 'POST', notesUrl(), { token: anna, payload: payload as object });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(expected);
    }
    expect((await call(ctx, 'POST', notesUrl(), { token: anna, payload: { text: 'ok', author: 'someone' } })).statusCode).toBe(400);
    expect(notesResponseSchema.parse((await call(ctx, 'GET', notesUrl(), { token: anna })).json()).notes).toHaveLength(before);
  });

  it('a note or rating on an application that does not exist is a 404 with a message', async () => {
    for (const [method, url, payload] of [
      ['GET', notesUrl(999_999), undefined],
      ['POST', notesUrl(999_999), { text: 'hello' }],
      ['PUT', ratingUrl(999_999), { rating: 3 }],
    ] as const) {
      const res = await call(ctx, method, url, { token: anna, ...(payload ? { payload } : {}) });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(R.applicationNotFound);
    }
    expect((await call(ctx, 'GET', '/api/recruiter/applications/abc/notes', { token: anna })).statusCode).toBe(400);
  });
});

describe('ratings (REC-11)', () => {
  it('one rating per recruiter: rating again replaces it; the card shows the average and the count', async () => {
    expect((await applicantCard(anna))?.rating).toEqual({ average: null, count: 0 });

    const first = await call(ctx, 'PUT', ratingUrl(), { token: anna, payload: { rating: 2 } });
    expect(first.statusCode, first.body).toBe(200);
    expect(ratingResponseSchema.parse(first.json())).toEqual({ message: N.ratingSaved, rating: { average: 2, count: 1, mine: 2 } });

    await call(ctx, 'PUT', ratingUrl(), { token: anna, payload: { rating: 5 } });
    const ravis = ratingResponseSchema.parse((await call(ctx, 'PUT', ratingUrl(), { token: ravi, payload: { rating: 4 } })).json());
    expect(ravis.rating).toEqual({ average: 4.5, count: 2, mine: 4 });

    expect((await applicantCard(ravi))?.rating).toEqual({ average: 4.5, count: 2 });
    expect(notesResponseSchema.parse((await call(ctx, 'GET', notesUrl(), { token: anna })).json()).rating).toEqual({
      average: 4.5,
      count: 2,
      mine: 5,
    });
  });

  it('refuses a rating outside 1–5, a fraction or a text with a message, and keeps the old one', async () => {
    for (const rating of [0, 6, 3.5, '4', null]) {
      const res = await call(ctx, 'PUT', ratingUrl(), { token: anna, payload: { rating } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(N.ratingRange);
    }
    expect((await applicantCard(anna))?.rating).toEqual({ average: 4.5, count: 2 });
  });
});

describe('candidates never see notes or ratings (REC-11)', () => {
  const SECRET = 'Strong Intune';
  /** Anything that could carry a note or a rating: the note's text, the field names and the author's name. */
  const leaks = (body: string) => [SECRET, 'available from July', '"rating"', '"notes"', 'Ravi Kumar'].filter((s) => body.includes(s));

  it('no candidate response carries them: every GET a candidate may call, a new submission and the step e-mail', async () => {
    // Every GET operation of the API outside the recruiter area, as the candidate who applied.
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const gets = Object.entries(doc.paths)
      .filter(([path, ops]) => 'get' in ops && !path.startsWith('/api/recruiter') && !path.startsWith('/api/docs'))
      .map(([path]) => path.replace('{jobId}', String(jobId)).replace('{id}', String(applicationId)));
    expect(gets).toEqual(
      expect.arrayContaining(['/api/applications', '/api/user-details', '/api/session', `/api/application-drafts/${jobId}`]),
    );
    for (const path of gets) {
      const res = await call(ctx, 'GET', path, { token: candidate.token });
      expect(leaks(res.body), `${path} ${res.statusCode}`).toEqual([]);
    }
    // The candidate's own list does show this application (so the walk looked at it).
    expect((await call(ctx, 'GET', '/api/applications', { token: candidate.token })).json().applications).toHaveLength(1);

    // A new submission's answer.
    const other = await postJob(ctx, anna);
    const submitted = await submitApplication(ctx, candidate.token, other.job_id);
    expect(submitted.statusCode).toBe(201);
    expect(leaks(submitted.body)).toEqual([]);

    // The e-mail a step change sends the candidate.
    const moved = await call(ctx, 'POST', `/api/recruiter/applications/${applicationId}/advance`, {
      token: anna,
      payload: { from: 'applied' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await deliverMail(ctx.app);
    const mails = readOutbox(ctx.config.dataDir).filter((m) => m.to.toLowerCase().includes(candidate.email.toLowerCase()));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(leaks(mail.raw)).toEqual([]);
  });

  it('a candidate calling the notes and rating operations gets 403 and writes nothing', async () => {
    const before = notesResponseSchema.parse((await call(ctx, 'GET', notesUrl(), { token: anna })).json());
    for (const [method, url, payload] of [
      ['GET', notesUrl(), undefined],
      ['POST', notesUrl(), { text: 'I am great' }],
      ['PUT', ratingUrl(), { rating: 5 }],
    ] as const) {
      const res = await call(ctx, method, url, { token: candidate.token, ...(payload ? { payload } : {}) });
      expect(res.statusCode).toBe(403);
      expect(leaks(res.body)).toEqual([]);
    }
    expect(notesResponseSchema.parse((await call(ctx, 'GET', notesUrl(), { token: anna })).json())).toEqual(before);
  });
});
