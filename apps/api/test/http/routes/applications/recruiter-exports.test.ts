import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECRUITER_MESSAGES as R } from '@careers/shared';
import { signUp } from '../../../helpers/accounts.js';
import { postJob, signUpRecruiter, submitApplication } from '../../../helpers/applications.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { call } from '../../../helpers/call.js';
import { applications } from '../../../../src/platform/db/schema/applications.js';

let ctx: TestContext;
let anna: string;
let ravi: string;
beforeAll(async () => {
  ctx = await createTestApp();
  anna = (await signUpRecruiter(ctx)).token;
  ravi = (await signUpRecruiter(ctx, undefined, 'Ravi Kumar')).token;
});
afterAll(() => ctx.close());

const csvUrl = (jobId: number) => `/api/recruiter/jobs/${jobId}/applicants.csv`;
const HEADER = '\uFEFFName,E-mail,Mobile,Step,Applied on,Average rating\r\n';

describe('CSV export of a job’s applicants (REC-14)', () => {
  it('is RFC 4180 with a BOM, one row per applicant in the order they applied, with step and average rating', async () => {
    const job = await postJob(ctx, anna, { job_title: 'Intune / Autopilot Engineer (EU) "Senior"' });
    const zoe = await signUp(ctx);
    const raj = await signUp(ctx);
    expect((await submitApplication(ctx, zoe.token, job.job_id, { first_name: 'Zoë', last_name: 'O’Brien-Müller' })).statusCode).toBe(201);
    expect((await submitApplication(ctx, raj.token, job.job_id, { first_name: 'Raj', last_name: 'Patel' })).statusCode).toBe(201);
    const [first] = (await call(ctx, 'GET', `/api/recruiter/jobs/${job.job_id}/applications`, { token: anna })).json().applicants;
    await call(ctx, 'PUT', `/api/recruiter/applications/${first.application_id}/rating`, { token: anna, payload: { rating: 4 } });
    await call(ctx, 'PUT', `/api/recruiter/applications/${first.application_id}/rating`, { token: ravi, payload: { rating: 5 } });
    await call(ctx, 'POST', `/api/recruiter/applications/${first.application_id}/advance`, { token: anna, payload: { from: 'applied' } });

    const res = await call(ctx, 'GET', csvUrl(job.job_id), { token: ravi });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="applicants-${job.job_id}-intune-autopilot-engineer-eu-senior.csv"; filename*=UTF-8''applicants-${job.job_id}-intune-autopilot-engineer-eu-senior.csv`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    // The mobile starts with "+", so it is escaped like any cell that a spreadsheet would read as a formula.
    expect(res.body).toBe(
      HEADER +
        `Zoë O’Brien-Müller,${zoe.email},'+91 9876543210,Under review,2026-06-10,4.5\r\n` +
        `Raj Patel,${raj.email},'+91 9876543210,Applied,2026-06-10,\r\n`,
    );
  });

  it('escapes cells starting with =, +, -, @, tab or CR, and quotes commas, quotes and line breaks', async () => {
    const job = await postJob(ctx, anna);
    const rows: [string, string][] = [
      ['=HYPERLINK("http://evil.example","Click")', `"'=HYPERLINK(""http://evil.example"",""Click"")"`],
      ['+SUM(A1:A2)', `'+SUM(A1:A2)`],
      ['-2+3', `'-2+3`],
      ['@cmd', `'@cmd`],
      ['\tTabbed', `'\tTabbed`],
      ['\rReturn', `"'\rReturn"`],
      ['Smith, John', `"Smith, John"`],
      ['Line\nbreak', `"Line\nbreak"`],
    ];
    // Names like these cannot be submitted (PRO's name rule), but older or imported rows may hold them.
    for (const [name] of rows) {
      const candidate = await signUp(ctx);
      expect((await submitApplication(ctx, candidate.token, job.job_id)).statusCode).toBe(201);
      const listed = (await call(ctx, 'GET', `/api/recruiter/jobs/${job.job_id}/applications`, { token: anna })).json().applicants;
      await ctx.database.db
        .update(applications)
        .set({
          details: sql`jsonb_set(jsonb_set(${applications.details}, '{first_name}', ${JSON.stringify(name)}::jsonb), '{last_name}', '""')`,
        })
        .where(eq(applications.id, listed.at(-1).application_id));
    }
    const body = (await call(ctx, 'GET', csvUrl(job.job_id), { token: anna })).body;
    const names = body
      .slice(HEADER.length)
      .split(/,[^,]*@example[^,]*,'\+91 9876543210,Applied,2026-06-10,\r\n/)
      .filter(Boolean);
    expect(names).toEqual(rows.map(([, cell]) => cell));
  });

  it('a job with no applicants gives the header row alone; an unknown job is a 404 with a message', async () => {
    const job = await postJob(ctx, anna);
    expect((await call(ctx, 'GET', csvUrl(job.job_id), { token: anna })).body).toBe(HEADER);
    const missing = await call(ctx, 'GET', csvUrl(999_999), { token: anna });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(R.jobNotFound);
    expect((await call(ctx, 'GET', '/api/recruiter/jobs/abc/applicants.csv', { token: anna })).statusCode).toBe(400);
  });

  it('candidates get 403 and anonymous callers 401, with no CSV', async () => {
    const job = await postJob(ctx, anna);
    const candidate = await signUp(ctx);
    const asCandidate = await call(ctx, 'GET', csvUrl(job.job_id), { token: candidate.token });
    expect(asCandidate.statusCode).toBe(403);
    expect(asCandidate.headers['content-disposition']).toBeUndefined();
    expect((await call(ctx, 'GET', csvUrl(job.job_id))).statusCode).toBe(401);
  });
});
