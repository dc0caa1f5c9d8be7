import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { APPLICATION_FILE_RULES, UPLOAD_KINDS } from '@careers/shared';
import { freshEmail, register, signUp, signupPayload, verifyPayload } from '../helpers/accounts.js';
import { applicationFields, jobInput, postJob, signUpRecruiter, submitApplication, uploadedCv } from '../helpers/applications.js';
import { deliverMail } from '../helpers/outbox.js';
import { patchProfile, personalSection } from '../helpers/profile.js';
import { AnswerChecker, OUTSIDE_THE_DOCUMENT, readDocument, sampleDocx, sampleJpeg, samplePdf, samplePng } from '@careers/test-helpers';
import { changedTables, createTableState, type TableState } from '../helpers/table-state.js';
import { createTestApp, runJobs, type TestContext } from '../helpers/test-app.js';
import {
  describeRequest,
  hostileRequests,
  operationName,
  operationsOf,
  textProbes,
  type Examples,
  type HostileRequest,
  type MultipartContents,
  type Operation,
} from './hostile-requests.js';
import { call, freshIp } from '../helpers/call.js';

/**
 * GEN-12: generated hostile input for every operation of the OpenAPI document, as an anonymous
 * caller, a candidate and a recruiter. For every request: no 5xx; every 4xx answers JSON with a
 * string `message`; and a refused request changes no row of any table.
 *
 * The run is deterministic: batch i (one operation, one role) runs fast-check with seed SEED + i;
 * a failure names the seed, the batch and the request.
 */
const SEED = 20_261_122;
/** Requests per operation and role; more for the routes that take a raw (multipart) body. */
const RUNS = 12;
const RAW_BODY_RUNS = 24;
const HOUR_MS = 3_600_000;

/**
 * Rows a refused request may legitimately change: rate-limit counters count refused attempts too
 * (ACC-17), a wrong password counts against the account and address it was tried from
 * (docs/decisions/009), and a wrong code counts against the e-mailed or texted code it was checked
 * against (ACC-4, PRO-14).
 */
const VOLATILE = {
  skipTables: ['rate_limits', 'failure_counters'],
  skipColumns: { email_codes: ['attempts'], mobile_codes: ['attempts'] },
};

type Role = 'anonymous' | 'candidate' | 'recruiter';
interface Account {
  email: string;
  password: string;
  token: string;
}

let ctx: TestContext;
let operations: Operation[];
/** Checks each answer against the OpenAPI document the app serves (docs/decisions/021). */
let checker: AnswerChecker;
let examples: Examples;
let contents: MultipartContents;
const accounts = new Map<Role, Account>();
/** Server-side errors of the request in flight, to name the cause of a 500 in the failure message. */
const serverErrors: Error[] = [];

beforeAll(async () => {
  ctx = await createTestApp(
    // Every batch moves the clock an hour (fresh rate-limit windows); sessions must outlive the run.
    { SESSION_TTL_HOURS: String(24 * 30) },
    { extend: (app) => void app.addHook('onError', async (_request, _reply, error) => void serverErrors.push(error)) },
  );
  const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = readDocument(docs.json());
  operations = operationsOf(document);
  checker = new AnswerChecker(document);

  const candidate = await signUp(ctx);
  const recruiter = await signUpRecruiter(ctx);
  accounts.set('candidate', candidate);
  accounts.set('recruiter', recruiter);
  // A job with an application (and its CV) for the recruiter's routes, one without for the candidate's.
  const applied = await postJob(ctx, recruiter.token);
  const open = await postJob(ctx, recruiter.token, { job_title: 'Microsoft 365 Security Consultant' });
  const cv = await uploadedCv(ctx, candidate.token);
  const submitted = await submitApplication(ctx, candidate.token, applied.job_id, { mode: 'standard', cv_files: [cv] });
  if (submitted.statusCode !== 201) throw new Error(`application failed: ${submitted.statusCode} ${submitted.body}`);
  const applicationId = submitted.json().application.application_id as number;
  // A sign-up waiting for its code and a profile mobile number, so code checks reach a real code.
  const pending = freshEmail('pending');
  await register(ctx, pending);
  const profile = await patchProfile(ctx, candidate.token, personalSection());
  if (profile.statusCode !== 200) throw new Error(`profile failed: ${profile.statusCode} ${profile.body}`);

  const bodies: Record<string, unknown> = {
    'POST /api/register': signupPayload(pending),
    'POST /api/verify': verifyPayload(pending, '000000'),
    'POST /api/resend-code': { username: pending },
    'POST /api/recruiter/jobs': jobInput(),
    'PUT /api/recruiter/jobs/{id}': jobInput(),
    'PUT /api/application-drafts/{jobId}': applicationFields(),
    'POST /api/applications': { job_id: open.job_id, ...applicationFields() },
  };
  const values: Record<string, unknown> = {
    username: candidate.email,
    password: candidate.password,
    new_password: 'a new pass phrase 42',
    confirm_new_password: 'a new pass phrase 42',
    otp: '000000',
    mobile: '+91 9876543210',
    first_name: 'Priya',
    last_name: 'Sharma',
    PrimaryMobileNo: '9876543210',
    PrimaryMobileNoCode: '+91',
    PresentAddress: '12 MG Road, Bengaluru 560001',
    PermanentAddress: '4 Park Street, Kolkata 700016',
    WebsiteLink: 'https://priya.example.in',
    LinkedinProfile: 'https://www.linkedin.com/in/priya-sharma',
    JobTitle: 'Azure Engineer',
    Company: 'Contoso Ltd',
    ExperienceDuration: '01-06-2021 - Present',
    KeyAchievements: 'Moved 40 workloads to Azure',
    Degree: 'Bachelor of Technology',
    Institute: 'Indian Institute of Science',
    EducationalDuration: '01-06-2014 - 01-06-2018',
    Specialization: 'Computer Science',
    job_id: open.job_id,
    jobId: open.job_id,
    kind: 'cv',
    fileId: cv.id,
    file: `${'0'.repeat(32)}.png`,
    page: '1',
    pageSize: '10',
    q: 'Azure',
  };
  examples = {
    body: (op) => bodies[operationName(op)],
    value: (op, name) => (name === 'id' ? (op.path.includes('/applications/') ? applicationId : applied.job_id) : values[name]),
  };

  const largestLimit = Math.max(
    ...Object.values(UPLOAD_KINDS).map((k) => k.maxBytes),
    ...Object.values(APPLICATION_FILE_RULES).map((k) => k.maxBytes),
  );
  const oversized = Buffer.alloc(largestLimit + 1, 0x20);
  samplePdf().copy(oversized);
  contents = {
    files: {
      pdf: samplePdf(),
      png: samplePng(),
      jpeg: sampleJpeg(),
      docx: sampleDocx(),
      text: Buffer.from('plain text, not a file type'),
      empty: Buffer.alloc(0),
    },
    oversized,
  };
}, 120_000);

afterAll(async () => ctx?.close());

/** A new session for an account whose session a request ended (POST /api/logout answered 200). */
async function logInAgain(role: Role) {
  const account = accounts.get(role);
  if (!account) return;
  let res = await call(ctx, 'POST', '/api/login', { payload: { username: account.email, password: account.password } });
  if (res.statusCode === 429) {
    ctx.clock.advance(61_000);
    res = await call(ctx, 'POST', '/api/login', { payload: { username: account.email, password: account.password } });
  }
  if (res.statusCode !== 200) throw new Error(`login again as ${role} failed: ${res.statusCode} ${res.body}`);
  account.token = res.json().access_token as string;
}

/**
 * A request the server never answers would stop the run at the test's timeout with no word of which
 * one it was; one still unanswered after HANG_MS counts as a hang and fails with its description.
 * (No request is expected to come near it: this only names a hang, it measures no speed. The slowest
 * answers of a whole run take well under a second, on PostgreSQL too, so the limit stays two orders
 * of magnitude above them on a loaded machine; the test's own timeout leaves room for a few hangs.)
 */
const HANG_MS = 30_000;
async function unlessHanging<T>(answer: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), HANG_MS)));
  try {
    return await Promise.race([answer, hung]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether the request's URL is an instance of the operation's path template: every path parameter
 * present and not a dot segment. `/api/saved-jobs/` (an empty id) is the collection's URL and
 * `/api/saved-jobs/..` the parent's (RFC 3986 §5.2.4): their answers are those other resources' (or the
 * not-found answer), which the operation's entry in the document does not describe.
 */
function denotes(op: Operation, url: string): boolean {
  const pattern = op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)');
  const match = new RegExp(`^${pattern}$`).exec(url.split('?')[0] ?? '');
  if (!match) return false;
  return match.slice(1).every((segment) => {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // Not decodable: the router answers 400 for the operation, which its entry describes.
    }
    return decoded !== '.' && decoded !== '..';
  });
}

/** The innermost message of an error (a failed query's database error rather than the SQL text). */
function rootMessage(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  return (inner instanceof Error ? inner.message : String(inner)).replace(/\s+/g, ' ').slice(0, 160);
}

function errorBodyProblem(res: { headers: Record<string, string | number | string[] | undefined>; body: string }): string | null {
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json'))
    return `content type ${String(res.headers['content-type'])}, body ${res.body.slice(0, 200)}`;
  try {
    const body = JSON.parse(res.body) as { message?: unknown };
    return typeof body.message === 'string' && body.message.trim() !== '' ? null : `no string message in ${res.body.slice(0, 200)}`;
  } catch {
    return `body is not JSON: ${res.body.slice(0, 200)}`;
  }
}

describe('generated hostile input for every OpenAPI operation (GEN-12)', () => {
  test('no 5xx, a JSON message on every 4xx, no row changed by a refused request, every answer one the document describes', async () => {
    const state = await createTableState(ctx.database.db, VOLATILE);
    // The state check sees a stored row (here: a new sign-up waiting for its code).
    const unchanged = await state.snapshot();
    await register(ctx, freshEmail('state-check'));
    expect(changedTables(unchanged, await state.snapshot()).join()).toMatch(/pending_signups/);

    let known: Map<string, TableState> | null = null;
    const statuses = new Map<number, number>();
    let sent = 0;
    const failures: string[] = [];
    /** Every failing request, by operation and kind of failure, with the first one as the example. */
    const classes = new Map<string, { count: number; example: string }>();
    const record = (key: string, example: string) => {
      const earlier = classes.get(key);
      classes.set(key, { count: (earlier?.count ?? 0) + 1, example: earlier?.example ?? example });
    };
    /** Answers the OpenAPI document does not describe (status, content type or body), by operation and kind. */
    const outsideTheDocument = new Map<string, { count: number; example: string }>();
    const roles: Role[] = ['anonymous', 'candidate', 'recruiter'];

    let batch = 0;
    for (const op of operations) {
      for (const role of roles) {
        const seed = SEED + batch;
        batch += 1;
        // Each batch starts in fresh rate-limit windows (the longest is an hour, ACC-17), so requests reach validation.
        ctx.clock.advance(HOUR_MS);
        const property = fc.asyncProperty(hostileRequests(op, examples, contents), async (request: HostileRequest) => {
          const account = accounts.get(role);
          // Mail goes out from the outbox worker after the request that queued it (docs/decisions/009):
          // what an accepted request queued is delivered before the next snapshot, so that the worker's
          // writes are not taken for the next request's. Likewise the resume text an accepted upload
          // has extracted after its answer (the talent pool's document), and the files an accepted
          // account deletion queued for removal (PRV-4: the worker marks each row done).
          if (!known) {
            await deliverMail(ctx.app);
            await runJobs(ctx.app, 'talent-text');
            await runJobs(ctx.app, 'file-deletions');
          }
          const before: Map<string, TableState> = known ?? (await state.snapshot());
          known = null;
          serverErrors.length = 0;
          const answer = ctx.app.inject({
            method: request.method,
            url: request.url,
            remoteAddress: freshIp(),
            headers: { ...request.headers, ...(account ? { authorization: `Bearer ${account.token}` } : {}) },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          sent += 1;
          const res = await unlessHanging(answer);
          if (!res) {
            const hung = `${describeRequest(request, role)} → no answer after ${HANG_MS / 1000} s`;
            record(`${operationName(op)} → never answered`, hung);
            throw new Error(hung);
          }
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const seen = `${describeRequest(request, role)} → ${res.statusCode}`;
          const contentType = res.headers['content-type'];
          if (denotes(op, request.url))
            for (const finding of checker.check(op, {
              status: res.statusCode,
              contentType: typeof contentType === 'string' ? contentType : undefined,
              body: res.rawPayload,
            })) {
              if (!OUTSIDE_THE_DOCUMENT.includes(finding.kind)) continue;
              const key = `${operationName(op)} → ${res.statusCode} ${finding.kind}`;
              const earlier = outsideTheDocument.get(key);
              outsideTheDocument.set(key, { count: (earlier?.count ?? 0) + 1, example: earlier?.example ?? `${seen}: ${finding.detail}` });
            }
          const fail = (kind: string, detail: string) => {
            record(`${operationName(op)} → ${kind}`, `${seen} ${detail}`);
            throw new Error(`${seen} ${detail}`);
          };
          if (res.statusCode >= 500) {
            const cause = serverErrors.map(rootMessage).join(' / ') || 'no error logged';
            fail(`${res.statusCode} (${cause})`, `${res.body.slice(0, 200)}; server error: ${cause}`);
          }
          if (res.statusCode === 200 && op.path === '/api/logout' && account) await logInAgain(role);
          if (res.statusCode < 400) return;
          const problem = errorBodyProblem(res);
          if (problem) fail(`${res.statusCode} without a JSON message`, problem);
          const after = await state.snapshot();
          known = after;
          const changed = changedTables(before, after);
          if (changed.length)
            fail(
              `${res.statusCode} but changed ${changed.map((c) => c.split(' ')[0]).join(', ')}`,
              `(${res.body.slice(0, 200)}) but changed ${changed.join(', ')}`,
            );
        });
        // The text probes run first, then the random requests. No shrinking: the first failing request
        // is reported as it was sent (shrinking a hang would cost HANG_MS per step).
        const probes = textProbes(op, examples).map((request): [HostileRequest] => [request]);
        const details = await fc.check(property, {
          seed,
          numRuns: op.rawBody ? RAW_BODY_RUNS : RUNS,
          examples: probes,
          endOnFailure: true,
        });
        if (details.failed) {
          const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
          failures.push(
            `${operationName(op)} as ${role} (seed ${SEED}, batch ${batch - 1}: seed ${seed})\n${fc.defaultReportMessage(details)}\nError: ${error}`,
          );
        }
      }
    }

    const counts = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ');
    const fiveXx = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
    console.log(`generated-input: ${sent} requests over ${operations.length} operations, ${fiveXx} × 5xx (seed ${SEED}; ${counts})`);
    const distinct = [...classes].map(([key, { count, example }]) => `- ${key}: ${count} request(s), e.g. ${example}`);
    expect(
      failures,
      `seed ${SEED}: ${failures.length} failing batches\n\nFailure classes:\n${distinct.join('\n')}\n\n${failures.join('\n\n')}`,
    ).toEqual([]);
    const outside = [...outsideTheDocument].map(([key, { count, example }]) => `- ${key}: ${count} answer(s), e.g. ${example}`);
    expect(outside, `seed ${SEED}: answers the OpenAPI document does not describe`).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(1_000);
    // The bulk of the requests reached validation rather than a rate limit.
    expect(statuses.get(429) ?? 0).toBeLessThan(sent / 20);
  }, 600_000);
});
