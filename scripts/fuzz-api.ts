// `npm run fuzz:api`: a property-based fuzzer that checks the running API against its own OpenAPI document.
//
// 1. Builds (`npm run build`) unless --skip-build, then starts the production server
//    (`node apps/api/dist/server.js`) on a fresh temporary DATA_DIR, 127.0.0.1 and a free port, SMTP_URL
//    unset (mail lands in DATA_DIR/outbox/*.eml), TRUST_PROXY=1 and a new X-Forwarded-For address on every
//    request, so the per-address rate limits (ACC-17) do not answer in place of the routes. The limits per
//    account still answer 429 at times: such an answer must be in the document like any other.
// 2. Four callers: anonymous; a candidate signed up through the API (register, the code from the outbox,
//    verify, log in); a recruiter and an admin made with `npm run recruiter:create` (REC-1, REC-8) beside the
//    running server, their password set through the API with the printed link, then logged in. Real data
//    so that ids are valid and handlers are reached past validation: two jobs, an application with an
//    uploaded PDF CV, a profile with a resume and a photo, open to recruiters, a job alert, a pending
//    sign-up, an invited team member.
// 3. Reads /api/docs/json and, for every operation and caller, generates --runs requests from the
//    operation's JSON Schemas with fast-check (packages/test-helpers/src/openapi-requests.ts): known-good values from that
//    data, values generated from the schemas, boundary values and invalid ones. Each batch (operation,
//    caller) has its own seed from --seed, the operation and the role, so --operation replays it.
// 4. Checks every answer (packages/test-helpers/src/openapi-document.ts): status declared (or a 4XX range or default),
//    content type declared, a JSON body valid against the declared schema (Ajv), and no 5xx.
// 5. Prints per operation and caller the requests and violations by kind, one example of each, the
//    (operation, role, status) groups and `N responses outside the document, M × 5xx`; writes every
//    violation to fuzz-results/api.json; exits 1 when there is any, 0 otherwise.
// 6. Requests go to 127.0.0.1 only. Operations that end a caller's session or account run last (see LAST);
//    after each answer of theirs and after each batch, every caller is checked and restored: logged in
//    again, reactivated by the admin, or made anew. The output says how often.
//
// Options: --seed=20260801, --runs=40 (requests per operation and caller), --operation=<substring of
// "METHOD /path">, --role=<anonymous|candidate|recruiter|admin>, --skip-build.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { FileRef } from '@careers/shared';
import {
  codeIn,
  parseMail,
  sampleApplicationFields,
  sampleDocx,
  sampleJobInput,
  sampleJpeg,
  samplePdf,
  samplePng,
  AnswerChecker,
  operationsOf,
  readDocument,
  type Examples,
  type Operation,
  type ParsedMail,
  type SampleFile,
} from '../packages/test-helpers/src/index.js';
import { fuzz, groupsOf, Sender, summaryLines, totalsOf, type BatchResult, type Caller } from './lib/openapi-fuzz.js';
import { startProduct } from './lib/product.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS_DIR = path.join(ROOT, 'fuzz-results');

const args = new Map(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, '').split('='))
    .map(([k = '', ...v]) => [k, v.length ? v.join('=') : 'true']),
);
const seed = Number(args.get('seed') ?? 20_260_801);
const runs = Math.max(1, Number(args.get('runs') ?? 40));
const onlyOperation = args.get('operation');
const onlyRole = args.get('role');
if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');

type Role = 'anonymous' | 'candidate' | 'recruiter' | 'admin';
const ROLES: readonly Role[] = ['anonymous', 'candidate', 'recruiter', 'admin'];
type Staff = 'recruiter' | 'admin';

/**
 * Operations that end a caller's session or account, or the run's application, run last, in this
 * order: withdrawing the application, (de)activating team members, logging out, deleting the account.
 */
const LAST = ['POST /api/applications/{id}/withdraw', 'PATCH /api/recruiter/team/{userId}', 'POST /api/logout', 'DELETE /api/me'];

const PASSWORD = 'correct horse 42';
const STAFF_PASSWORD = 'recruiter pass 42';

// --------------------------------------------------------------------------------------------
// Talking to the server during set-up

/** A new client address each time, from 198.18.0.0/15 (reserved for benchmarks): never a real client. */
let addressCounter = 0;
function nextAddress(): string {
  const n = addressCounter++ % 131_072;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

interface Reply {
  status: number;
  text: string;
  json: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

/** A field of a JSON answer, by path (`['application', 'application_id']`). */
function field(value: unknown, ...keys: (string | number)[]): unknown {
  let node = value;
  for (const key of keys) node = Array.isArray(node) ? node[Number(key)] : isRecord(node) ? node[String(key)] : undefined;
  return node;
}

const numberAt = (value: unknown, ...keys: (string | number)[]) => {
  const found = field(value, ...keys);
  if (typeof found !== 'number') throw new Error(`no number at ${keys.join('.')} in ${JSON.stringify(value).slice(0, 300)}`);
  return found;
};
const stringAt = (value: unknown, ...keys: (string | number)[]) => {
  const found = field(value, ...keys);
  if (typeof found !== 'string') throw new Error(`no text at ${keys.join('.')} in ${JSON.stringify(value).slice(0, 300)}`);
  return found;
};

let base = '';

async function api(
  method: string,
  url: string,
  options: { token?: string; json?: unknown; body?: Buffer; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { 'x-forwarded-for': nextAddress(), ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: Buffer | undefined = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = Buffer.from(JSON.stringify(options.json));
  }
  const response = await fetch(`${base}${url}`, { method, headers, ...(body ? { body } : {}) });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json };
}

async function expectStatus(what: string, reply: Promise<Reply>, status: number): Promise<Reply> {
  const got = await reply;
  if (got.status !== status) throw new Error(`${what}: ${got.status} ${got.text.slice(0, 300)}`);
  return got;
}

/** A multipart body with one file, as the browser's upload slots send it. */
function multipart(fieldName: string, file: SampleFile): { body: Buffer; headers: Record<string, string> } {
  const boundary = 'fuzzApiSetupBoundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The newest mail to `email` in DATA_DIR/outbox (written by the server's mail worker after the request). */
async function mailTo(dataDir: string, email: string, after = 0): Promise<ParsedMail> {
  const dir = path.join(dataDir, 'outbox');
  for (let tries = 0; tries < 300; tries++) {
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
    const mail = files
      .sort()
      .map((file) => parseMail(readFileSync(path.join(dir, file), 'utf8')))
      .filter((m) => m.to.toLowerCase().includes(email.toLowerCase()))
      .at(after);
    if (mail) return mail;
    await sleep(100);
  }
  throw new Error(`no mail to ${email} in ${dir}`);
}

// --------------------------------------------------------------------------------------------
// Callers

interface Account {
  email: string;
  password: string;
  token: string;
}

const accounts = new Map<Exclude<Role, 'anonymous'>, Account>();
let emailCounter = 0;
const freshEmail = (label: string) => `fuzz.${label}.${process.pid}.${++emailCounter}@example.in`;
const handled = { loggedInAgain: 0, reactivated: 0, madeAnew: 0, uploadCandidates: 0 };

async function logIn(email: string, password: string): Promise<Reply> {
  return api('POST', '/api/login', { json: { username: email, password } });
}

/** A candidate as one signs up: register, the code from the outbox, verify, log in. */
async function signUpCandidate(dataDir: string): Promise<Account> {
  const email = freshEmail('candidate');
  const signup = { first_name: 'Priya', last_name: 'Sharma', username: email, password: PASSWORD };
  await expectStatus('register', api('POST', '/api/register', { json: signup }), 200);
  const code = codeIn(await mailTo(dataDir, email));
  await expectStatus('verify', api('POST', '/api/verify', { json: { ...signup, otp: code } }), 200);
  const login = await expectStatus('log in', logIn(email, PASSWORD), 200);
  return { email, password: PASSWORD, token: stringAt(login.json, 'access_token') };
}

/** REC-1: `npm run recruiter:create` beside the running server, then the printed link's password page and login. */
async function createStaff(dataDir: string, role: Staff): Promise<Account> {
  const email = freshEmail(role);
  const cli = spawnSync(
    'npm',
    [
      'run',
      '--silent',
      'recruiter:create',
      '--',
      '--email',
      email,
      '--name',
      role === 'admin' ? 'Lena Berg' : 'Anna Schmidt',
      ...(role === 'admin' ? ['--admin'] : []),
    ],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' } },
  );
  const link = /https?:\/\/\S+[?&]token=\S+/.exec(cli.stdout)?.[0];
  if (cli.status !== 0 || !link) throw new Error(`recruiter:create ${role}: exit ${cli.status}\n${cli.stdout}\n${cli.stderr}`);
  const token = new URL(link).searchParams.get('token') ?? '';
  await expectStatus(
    `set the ${role}'s password`,
    api('POST', '/api/reset-password', { json: { token, new_password: STAFF_PASSWORD, confirm_new_password: STAFF_PASSWORD } }),
    200,
  );
  const login = await expectStatus(`log in as ${role}`, logIn(email, STAFF_PASSWORD), 200);
  return { email, password: STAFF_PASSWORD, token: stringAt(login.json, 'access_token') };
}

/**
 * Makes sure a caller can still act: its session answers, or it logs in again, or (a deactivated team
 * member) the admin reactivates it, or (a deleted account) a new one takes its place.
 */
async function restore(role: Exclude<Role, 'anonymous'>, dataDir: string): Promise<void> {
  const account = accounts.get(role);
  if (!account) return;
  if ((await api('GET', '/api/session', { token: account.token })).status === 200) return;
  let login = await logIn(account.email, account.password);
  if (login.status !== 200 && role !== 'candidate') {
    const admin = accounts.get('admin');
    const team = admin ? await api('GET', '/api/recruiter/team', { token: admin.token }) : undefined;
    const member = listOf(field(team?.json, 'members')).find((m) => field(m, 'email') === account.email);
    if (admin && member !== undefined && field(member, 'active') === false) {
      const reactivated = await api('PATCH', `/api/recruiter/team/${numberAt(member, 'id')}`, {
        token: admin.token,
        json: { active: true },
      });
      if (reactivated.status === 200) {
        handled.reactivated += 1;
        login = await logIn(account.email, account.password);
      }
    }
  }
  if (login.status === 200) {
    account.token = stringAt(login.json, 'access_token');
    handled.loggedInAgain += 1;
    return;
  }
  handled.madeAnew += 1;
  accounts.set(role, role === 'candidate' ? await signUpCandidate(dataDir) : await createStaff(dataDir, role));
}

// --------------------------------------------------------------------------------------------
// Data, and the known-good values taken from it

interface RunData {
  jobIds: number[];
  /** A job the candidate has not applied to (drafts, saving, applying). */
  openJobId: number;
  applicationId: number;
  cvFileId: string;
  candidateUserId: number | undefined;
  recruiterUserId: number;
  inviteeUserId: number;
  alertId: number;
  alertToken: string;
  photoFile: string;
  resumeFile: string;
  pendingEmail: string;
  pendingCode: string;
}

const SAMPLE_FILES: SampleFile[] = [
  { filename: 'Priya Sharma CV.pdf', contentType: 'application/pdf', data: samplePdf() },
  { filename: 'me.png', contentType: 'image/png', data: samplePng() },
  { filename: 'me.jpg', contentType: 'image/jpeg', data: sampleJpeg() },
  { filename: 'cv.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', data: sampleDocx() },
  { filename: 'notes.txt', contentType: 'text/plain', data: Buffer.from('plain text, not a file type') },
];

const jobInput = (title?: string) => sampleJobInput(title ? { job_title: title } : {});
const applicationFields = (mode: 'linkedin' | 'standard', cvFiles: FileRef[] = []) => sampleApplicationFields({ mode, cv_files: cvFiles });

const PROFILE_SECTIONS = [
  {
    section: 'personal',
    first_name: 'Priya',
    last_name: 'Sharma',
    PrimaryMobileNo: '9876543210',
    PrimaryMobileNoCode: '+91',
    SecondaryMobileNo: '',
    SecondaryMobileNoCode: '',
  },
  { section: 'address', PresentAddress: '12 MG Road, Bengaluru 560001', PermanentAddress: '4 Park Street, Kolkata 700016' },
  { section: 'social', WebsiteLink: 'https://priya.example.in', LinkedinProfile: 'https://www.linkedin.com/in/priya-sharma' },
  {
    section: 'experience',
    JobTitle: 'Azure Engineer',
    Company: 'Contoso Ltd',
    ExperienceDuration: '01-06-2021 - Present',
    KeyAchievements: 'Moved 40 workloads to Azure',
  },
  {
    section: 'education',
    Degree: 'Bachelor of Technology',
    Institute: 'Indian Institute of Science',
    EducationalDuration: '01-06-2014 - 01-06-2018',
    Specialization: 'Computer Science',
  },
];

async function createData(dataDir: string): Promise<RunData> {
  const recruiter = accounts.get('recruiter');
  const candidate = accounts.get('candidate');
  const admin = accounts.get('admin');
  if (!recruiter || !candidate || !admin) throw new Error('callers first');
  const postJob = async (title: string) =>
    numberAt(
      (await expectStatus('post a job', api('POST', '/api/recruiter/jobs', { token: recruiter.token, json: jobInput(title) }), 201)).json,
      'job',
      'job_id',
    );
  const appliedJobId = await postJob('Azure Landing Zone Architect');
  const openJobId = await postJob('Microsoft 365 Security Consultant');

  // The candidate's profile, with a resume and a photo, open to recruiters (the talent pool).
  for (const section of PROFILE_SECTIONS)
    await expectStatus(`profile ${section.section}`, api('PATCH', '/api/user-details', { token: candidate.token, json: section }), 200);
  const pdf = SAMPLE_FILES[0];
  const png = SAMPLE_FILES[1];
  if (!pdf || !png) throw new Error('sample files');
  const resume = await expectStatus(
    'upload a resume',
    api('POST', '/api/upload/resume', { token: candidate.token, ...multipart('resume', pdf) }),
    200,
  );
  const photo = await expectStatus(
    'upload a photo',
    api('POST', '/api/upload/profile_photo', { token: candidate.token, ...multipart('profile_photo', png) }),
    200,
  );
  await expectStatus(
    'open the profile to recruiters',
    api('PUT', '/api/profile/discoverable', { token: candidate.token, json: { discoverable: true } }),
    200,
  );

  // An application with an uploaded PDF CV; a saved job, a draft and a job alert.
  const cv = await expectStatus(
    'upload a CV',
    api('POST', '/api/application-files/cv', { token: candidate.token, ...multipart('cv', pdf) }),
    201,
  );
  const cvFile = { id: stringAt(cv.json, 'id'), name: stringAt(cv.json, 'name'), size: numberAt(cv.json, 'size') };
  const applied = await expectStatus(
    'apply',
    api('POST', '/api/applications', {
      token: candidate.token,
      json: { job_id: appliedJobId, ...applicationFields('standard', [cvFile]) },
    }),
    201,
  );
  await expectStatus('save a job', api('PUT', `/api/saved-jobs/${openJobId}`, { token: candidate.token }), 200);
  await expectStatus(
    'save a draft',
    api('PUT', `/api/application-drafts/${openJobId}`, { token: candidate.token, json: applicationFields('linkedin') }),
    200,
  );
  const alert = await expectStatus(
    'create a job alert',
    api('POST', '/api/job-alerts', { token: candidate.token, json: { frequency: 'daily', q: 'Azure' } }),
    200,
  );
  const alertEmail = freshEmail('alerts');
  await expectStatus('subscribe anonymously', api('POST', '/api/job-alerts', { json: { frequency: 'weekly', email: alertEmail } }), 202);
  const confirm = /[?&]confirm=([^\s&"<>]+)/.exec((await mailTo(dataDir, alertEmail)).text)?.[1];

  // A sign-up waiting for its code; an invited team member (userId for the team routes).
  const pendingEmail = freshEmail('pending');
  await expectStatus(
    'register a pending sign-up',
    api('POST', '/api/register', { json: { first_name: 'Ravi', last_name: 'Kumar', username: pendingEmail, password: PASSWORD } }),
    200,
  );
  const pendingCode = codeIn(await mailTo(dataDir, pendingEmail));
  const inviteeEmail = freshEmail('invitee');
  await expectStatus(
    'invite a team member',
    api('POST', '/api/recruiter/team/invitations', {
      token: admin.token,
      json: { email: inviteeEmail, name: 'Ravi Kumar', role: 'recruiter' },
    }),
    201,
  );
  const team = field((await expectStatus('the team', api('GET', '/api/recruiter/team', { token: admin.token }), 200)).json, 'members');
  const memberId = (email: string) => {
    return numberAt(
      listOf(team).find((m) => field(m, 'email') === email),
      'id',
    );
  };

  // The candidate's user id, as recruiters find them in the talent pool (the resume's text is read after the upload).
  let candidateUserId: number | undefined;
  for (let tries = 0; tries < 50 && candidateUserId === undefined; tries++) {
    const talent = await api('GET', '/api/recruiter/talent', { token: recruiter.token });
    const found = field(talent.json, 'candidates', 0, 'id');
    if (typeof found === 'number') candidateUserId = found;
    else await sleep(200);
  }

  return {
    jobIds: [appliedJobId, openJobId],
    openJobId,
    applicationId: numberAt(applied.json, 'application', 'application_id'),
    cvFileId: cvFile.id,
    candidateUserId,
    recruiterUserId: memberId(recruiter.email),
    inviteeUserId: memberId(inviteeEmail),
    alertId: numberAt(alert.json, 'job_alert', 'id'),
    alertToken: confirm ? decodeURIComponent(confirm) : 'no-token',
    photoFile: path.basename(stringAt(photo.json, 'profile_photo')),
    resumeFile: path.basename(stringAt(resume.json, 'resume')),
    pendingEmail,
    pendingCode,
  };
}

/** A date in dd-MM-yyyy or yyyy-MM-dd some days from now (interviews are in the future). */
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The known-good values each caller starts from: the run's ids, its own e-mail and password, valid bodies. */
function examplesFor(role: Role, data: RunData): Examples {
  const own = () => (role === 'anonymous' ? accounts.get('candidate') : accounts.get(role));
  const freshAddress = (label: string) => fc.nat({ max: 1_000_000 }).map((n) => `fuzz.${label}.${seed}.${n}@example.in`);
  const interview = {
    date: daysFromNow(30),
    time: '10:00',
    time_zone: 'Europe/Berlin',
    duration_minutes: 60,
    meeting_url: 'https://teams.microsoft.com/l/meetup-join/fuzz',
  };
  const byName: Record<string, fc.Arbitrary<unknown>> = {
    jobId: fc.constantFrom(data.openJobId, ...data.jobIds),
    job_id: fc.constantFrom(data.openJobId, ...data.jobIds),
    fileId: fc.constant(data.cvFileId),
    userId: fc.constantFrom(data.inviteeUserId),
    member: fc.constant(data.recruiterUserId),
    first_name: fc.constant('Priya'),
    last_name: fc.constant('Sharma'),
    otp: fc.constantFrom('000000', data.pendingCode),
    mobile: fc.constant('+91 9876543210'),
    mobile_type: fc.constant('PrimaryMobileNoVerified'),
    new_password: fc.constant('a new pass phrase 42'),
    confirm_new_password: fc.constant('a new pass phrase 42'),
    confirmation: fc.constant('DELETE'),
    name: fc.constant('Ravi Kumar'),
    text: fc.constant('Strong Azure landing zone background.'),
    q: fc.constantFrom('Azure', 'security', ''),
    country: fc.constant('+91'),
    // Each section's fields (not `section` itself, which names one section of five).
    ...Object.fromEntries(
      PROFILE_SECTIONS.flatMap((s) => Object.entries(s))
        .filter(([k]) => k !== 'section')
        .map(([k, v]) => [k, fc.constant(v)]),
    ),
    ...Object.fromEntries(Object.entries(jobInput()).map(([k, v]) => [k, fc.constant(v)])),
    ...Object.fromEntries(Object.entries(interview).map(([k, v]) => [k, fc.constant(v)])),
  };
  if (data.candidateUserId !== undefined) byName.candidate = fc.constant(data.candidateUserId);
  return {
    files: SAMPLE_FILES,
    value(op: Operation, name: string) {
      if (name === 'id') {
        if (op.path.includes('/applications/{id}')) return fc.constant(data.applicationId);
        if (op.path.includes('/candidates/{id}')) return data.candidateUserId === undefined ? undefined : fc.constant(data.candidateUserId);
        if (op.path.includes('/job-alerts/{id}')) return fc.constant(data.alertId);
        if (op.path.includes('/jobs/{id}')) return fc.constantFrom(...data.jobIds);
        return undefined;
      }
      if (name === 'file') return fc.constant(op.path.includes('/photos/') ? data.photoFile : data.resumeFile);
      if (name === 'token') return op.path.startsWith('/api/job-alerts/') ? fc.constant(data.alertToken) : undefined;
      if (name === 'username') {
        if (op.path === '/api/register') return freshAddress('signup');
        if (op.path === '/api/verify' || op.path === '/api/resend-code') return fc.constant(data.pendingEmail);
        return fc.constantFrom(...[own()?.email, accounts.get('candidate')?.email].filter((e) => e !== undefined));
      }
      if (name === 'email') return op.path === '/api/user-details' ? fc.constant(own()?.email ?? '') : freshAddress('subscriber');
      if (name === 'password') return fc.constant(op.path === '/api/register' ? PASSWORD : (own()?.password ?? PASSWORD));
      return byName[name];
    },
    body(op: Operation) {
      switch (op.key) {
        case 'POST /api/register':
          return freshAddress('signup').map((username) => ({ first_name: 'Priya', last_name: 'Sharma', username, password: PASSWORD }));
        case 'POST /api/verify':
          return fc.constant({
            first_name: 'Ravi',
            last_name: 'Kumar',
            username: data.pendingEmail,
            password: PASSWORD,
            otp: data.pendingCode,
          });
        case 'POST /api/login':
          return fc.constant({ username: own()?.email ?? '', password: own()?.password ?? '' });
        case 'PATCH /api/user-details':
          return fc.constantFrom(...PROFILE_SECTIONS);
        case 'POST /api/recruiter/jobs':
        case 'PUT /api/recruiter/jobs/{id}':
          return fc.constant(jobInput());
        case 'PUT /api/application-drafts/{jobId}':
          return fc.constant(applicationFields('linkedin'));
        case 'POST /api/applications':
          return fc.constant({ job_id: data.openJobId, ...applicationFields('linkedin') });
        case 'PUT /api/recruiter/applications/{id}/interview':
          return fc.constant(interview);
        case 'POST /api/recruiter/applications/{id}/advance':
          return fc.constantFrom({ from: 'applied' }, { from: 'under_review', interview }, { from: 'interview' }, { from: 'offer' });
        case 'POST /api/job-alerts':
          return role === 'anonymous'
            ? freshAddress('subscriber').map((email) => ({ frequency: 'weekly', email, q: 'Azure' }))
            : fc.constant({ frequency: 'daily', q: 'Azure', category: 'Microsoft Cloud' });
        case 'POST /api/recruiter/team/invitations':
          return freshAddress('invitee').map((email) => ({ email, name: 'Ravi Kumar', role: 'recruiter' }));
        case 'DELETE /api/me':
          return fc.constant({ password: own()?.password ?? '', confirmation: 'DELETE' });
        default:
          return undefined;
      }
    },
  };
}

// --------------------------------------------------------------------------------------------

function orderOperations(all: Operation[]): Operation[] {
  const rank = (op: Operation) => LAST.indexOf(op.key);
  return [...all.filter((op) => rank(op) < 0), ...all.filter((op) => rank(op) >= 0).sort((a, b) => rank(a) - rank(b))];
}

async function main() {
  const started = Date.now();
  if (args.get('skip-build') !== 'true') {
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'careers-fuzz-api-'));
  // As root, the managed PostgreSQL runs as the postgres user, which must pass through to DATA_DIR.
  chmodSync(workDir, 0o711);
  const dataDir = path.join(workDir, 'data');
  let product: Awaited<ReturnType<typeof startProduct>> | undefined;
  let sender: Sender | undefined;
  const stopAll = async () => {
    sender?.close();
    await product?.proc.stop();
    product = undefined;
    rmSync(workDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  try {
    product = await startProduct({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      TWILIO_ACCOUNT_SID: '',
      TWILIO_AUTH_TOKEN: '',
      TWILIO_FROM: '',
      ZOHO_CLIENT_ID: '',
      ZOHO_CLIENT_SECRET: '',
      ZOHO_REFRESH_TOKEN: '',
      S3_BUCKET: '',
      S3_ENDPOINT: '',
      S3_ACCESS_KEY_ID: '',
      S3_SECRET_ACCESS_KEY: '',
      // One proxy in front: the client address is the X-Forwarded-For entry each request brings (a new one each time).
      TRUST_PROXY: '1',
      // The waits before a code may be sent again (ACC-4, PRO-14) would otherwise answer 429 to all but the first.
      EMAIL_CODE_RESEND_SECONDS: '1',
      MOBILE_OTP_RESEND_SECONDS: '1',
      SESSION_TTL_HOURS: '24',
    });
    base = product.base;
    console.log(
      `fuzz:api: server ${base} (pid ${product.proc.pid}) ready after ${(product.readyMs / 1000).toFixed(1)} s; DATA_DIR ${dataDir}`,
    );

    accounts.set('candidate', await signUpCandidate(dataDir));
    accounts.set('recruiter', await createStaff(dataDir, 'recruiter'));
    accounts.set('admin', await createStaff(dataDir, 'admin'));
    const data = await createData(dataDir);
    console.log(
      `callers: anonymous, a candidate (signed up through the API), a recruiter and an admin (npm run recruiter:create); data: jobs ${data.jobIds.join(', ')}, application ${data.applicationId} with a PDF CV, a profile with a resume and a photo${data.candidateUserId === undefined ? ' (not found in the talent pool)' : ''}`,
    );

    const doc = readDocument(await (await fetch(`${base}/api/docs/json`)).json());
    const operations = orderOperations(operationsOf(doc)).filter((op) => !onlyOperation || op.key.includes(onlyOperation));
    if (operations.length === 0) throw new Error(`no operation matches --operation=${onlyOperation}`);
    const callers: Caller[] = ROLES.filter((role) => !onlyRole || role === onlyRole).map((role) => ({
      role,
      headers: (): Record<string, string> => {
        const token = role === 'anonymous' ? undefined : accounts.get(role)?.token;
        return token ? { authorization: `Bearer ${token}` } : {};
      },
      examples: examplesFor(role, data),
    }));
    if (callers.length === 0) throw new Error(`no role ${onlyRole}: ${ROLES.join(', ')}`);
    console.log(
      `${operations.length} operations × ${callers.length} callers × ${runs} requests (seed ${seed}); the operations that end sessions or accounts run last: ${LAST.join(', ')}`,
    );

    const restoreAll = async () => {
      for (const role of ['candidate', 'recruiter', 'admin'] as const) await restore(role, dataDir);
    };
    // The uploads count against one limit per account (ACC-17: 30 an hour, invalid uploads too), which a
    // single candidate would spend in the first upload batch: each upload operation's candidate batch
    // runs as a candidate of its own, signed up for it; the run's candidate comes back after it.
    let runCandidate: Account | undefined;
    sender = new Sender(base);
    const fuzzStarted = Date.now();
    let done = 0;
    const results: BatchResult[] = await fuzz({
      operations,
      callers,
      checker: new AnswerChecker(doc),
      sender,
      runs,
      seed,
      headersFor: () => ({ 'x-forwarded-for': nextAddress() }),
      afterAnswer: async (op, caller, _request, answer) => {
        if (answer.status !== 200 || caller.role === 'anonymous') return;
        if (op.key === 'POST /api/logout' || op.key === 'DELETE /api/me' || op.key === 'PATCH /api/recruiter/team/{userId}')
          await restoreAll();
      },
      beforeBatch: async (op, caller) => {
        if (caller.role !== 'candidate' || !op.describesMultipart) return;
        runCandidate = accounts.get('candidate');
        accounts.set('candidate', await signUpCandidate(dataDir));
        handled.uploadCandidates += 1;
      },
      afterBatch: async (result) => {
        if (runCandidate) accounts.set('candidate', runCandidate);
        runCandidate = undefined;
        await restoreAll();
        if (result.role === callers.at(-1)?.role) {
          done += 1;
          console.log(`  [${done}/${operations.length}] ${result.operation}`);
        }
      },
    });
    const fuzzMs = Date.now() - fuzzStarted;

    console.log('');
    for (const line of summaryLines(results)) console.log(line);
    const totals = totalsOf(results);
    const handling = `Destructive operations ran last (${LAST.join(', ')}); every caller was checked after each of their 200s and after every batch: logged in again ${handled.loggedInAgain} times, reactivated by the admin ${handled.reactivated} times, made anew ${handled.madeAnew} times. The ${handled.uploadCandidates} candidate batches of the upload operations ran as candidates of their own (the per-account upload limit).`;
    console.log(handling);
    console.log(
      `Fuzzing took ${(fuzzMs / 1000).toFixed(0)} s (${((totals.requests / fuzzMs) * 1000).toFixed(0)} requests/s); the whole run ${((Date.now() - started) / 1000).toFixed(0)} s.`,
    );

    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(
      path.join(RESULTS_DIR, 'api.json'),
      `${JSON.stringify(
        {
          seed,
          runs,
          node: process.version,
          cores: os.cpus().length,
          operation: onlyOperation ?? null,
          role: onlyRole ?? null,
          totals,
          handling,
          batches: results.map(({ violations, ...batch }) => ({ ...batch, violations: violations.length })),
          groups: groupsOf(results),
          violations: results.flatMap((r) => r.violations),
        },
        null,
        2,
      )}\n`,
    );
    writeFileSync(path.join(RESULTS_DIR, 'server-stderr.log'), product.proc.stderr());
    console.log(`Every violation in ${path.relative(ROOT, RESULTS_DIR)}/api.json (the server's log in server-stderr.log).`);
    return totals.outside + totals.fiveXx + totals.noAnswer > 0 ? 1 : 0;
  } finally {
    await stopAll();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
