import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationsContract,
  AUTH_MESSAGES,
  authContract,
  crmContract,
  exchangeRatesContract,
  healthContract,
  jobAlertLinksContract,
  jobAlertsContract,
  jobAlertsSubscribeContract,
  jobsContract,
  myDataContract,
  overviewContract,
  privacyNoticeContract,
  profileContract,
  profilePhotosContract,
  recruiterApplicationsContract,
  conversationContract,
  recruiterConversationContract,
  interviewSlotsContract,
  interviewBookingContract,
  recruiterAuditContract,
  recruiterExchangeRatesContract,
  referralsContract,
  reportsContract,
  recruiterJobsContract,
  recruiterSystemContract,
  recruiterSettingsContract,
  recruiterCalendarFeedContract,
  calendarFeedContract,
  recruiterTalentContract,
  recruiterTeamAdminContract,
  recruiterTeamContract,
  resumeDownloadsContract,
  savedJobsContract,
  fitContract,
  sessionContract,
  talentConsentContract,
  workspaceBoardContract,
  workspaceSearchContract,
  workspaceApplicantsContract,
  scorecardsContract,
  offersContract,
  recruiterOffersContract,
  type Access,
  type Operation,
} from '@careers/shared';
import { signUp } from '../../helpers/accounts.js';
import { applicationFields, jobInput, postJob, signUpAdmin, signUpRecruiter } from '../../helpers/applications.js';
import { freshEmail } from '../../helpers/accounts.js';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';
import { call, type Method } from '../../helpers/call.js';
import { repositoriesOf } from '../../helpers/repositories.js';

let ctx: TestContext;
let candidate: string;
let candidateLogin: { email: string; password: string };
let recruiter: string;
let recruiterEmail: string;
let admin: string;
let adminEmail: string;
let recruiterId: number;
/** The password signUpRecruiter chooses. */
const RECRUITER_PASSWORD = 'recruiter pass 42';
let jobId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const signedUp = await signUp(ctx);
  candidate = signedUp.token;
  candidateLogin = signedUp;
  ({ token: recruiter, email: recruiterEmail } = await signUpRecruiter(ctx));
  ({ token: admin, email: adminEmail } = await signUpAdmin(ctx));
  recruiterId = (await repositoriesOf(ctx).users.findByEmail(recruiterEmail))?.id ?? 0;
  jobId = (await postJob(ctx, recruiter)).job_id;
});
afterAll(() => ctx.close());

interface Endpoint {
  method: Method;
  /** OpenAPI form, e.g. /api/saved-jobs/{jobId}. */
  path: string;
  body?: () => object;
  /** The call ends the caller's session (it gets a session of its own). */
  endsSession?: true;
}
const url = (path: string) =>
  path
    .replace('{jobId}', String(jobId))
    .replace('{userId}', String(recruiterId))
    .replace('{id}', String(jobId))
    .replace('{kind}', 'cv')
    .replace('{status}', 'applied')
    .replace('{scorecardId}', '1')
    .replace('{slotId}', '1')
    .replace('{offerId}', '1')
    .replace('{fileId}', '3f1e7a4c-8b2d-4c5e-9f10-2a3b4c5d6e7f')
    .replace('{file}', '0123456789abcdef0123456789abcdef.png');

/** Anyone, signed in or not. */
const PUBLIC: Endpoint[] = [
  { method: 'GET', path: '/healthz' },
  { method: 'GET', path: '/readyz' },
  { method: 'GET', path: '/api/getJobOpenings' },
  { method: 'POST', path: '/api/getDetails', body: () => ({ job_id: jobId }) },
  { method: 'POST', path: '/api/register', body: () => ({}) },
  { method: 'POST', path: '/api/resend-code', body: () => ({}) },
  { method: 'POST', path: '/api/verify', body: () => ({}) },
  { method: 'POST', path: '/api/login', body: () => ({}) },
  { method: 'POST', path: '/api/forgot-password', body: () => ({}) },
  { method: 'POST', path: '/api/reset-password', body: () => ({}) },
  { method: 'GET', path: '/uploads/photos/{file}' },
  // ALR-2, ALR-5: a job alert's e-mailed links work by their signature, without signing in.
  { method: 'GET', path: '/api/job-alerts/confirm' },
  { method: 'POST', path: '/api/job-alerts/unsubscribe' },
  // REC-32: a team member's calendar feed, read by calendar apps by its secret address.
  { method: 'GET', path: '/calendar/{file}' },
  // PRV-1: what the privacy notice states.
  { method: 'GET', path: '/api/privacy-notice' },
  // PUB-19: the exchange rates the careers pages convert pay with.
  { method: 'GET', path: '/api/exchange-rates' },
];
/** ALR-1: candidates, or anonymous callers with an e-mail address (double opt-in); recruiters and admins get 403. */
const CANDIDATE_OR_ANONYMOUS: Endpoint[] = [
  { method: 'POST', path: '/api/job-alerts', body: () => ({ q: 'Access rules', frequency: 'weekly', email: freshEmail('alert') }) },
];
/** ACC-13: any signed-in user, candidate or recruiter (their own session; a recruiter has no resume: 404). */
const SIGNED_IN: Endpoint[] = [
  { method: 'GET', path: '/api/session' },
  { method: 'POST', path: '/api/logout', endsSession: true },
  { method: 'GET', path: '/uploads/resumes/{file}' },
];
/** Candidate-only endpoints: profile (PRO-12), CRM, saved jobs, drafts, applications (APP-4/APP-6). */
const CANDIDATE: Endpoint[] = [
  { method: 'POST', path: '/api/createZohoUser', body: () => ({}) },
  { method: 'PATCH', path: '/api/update-zoho-details', body: () => ({}) },
  { method: 'GET', path: '/api/user-details' },
  { method: 'PATCH', path: '/api/user-details', body: () => ({}) },
  { method: 'POST', path: '/api/get-otp', body: () => ({}) },
  { method: 'POST', path: '/api/verify/mobile', body: () => ({}) },
  { method: 'POST', path: '/api/upload/resume' },
  { method: 'POST', path: '/api/upload/profile_photo' },
  { method: 'GET', path: '/api/saved-jobs' },
  { method: 'PUT', path: '/api/saved-jobs/{jobId}' },
  { method: 'DELETE', path: '/api/saved-jobs/{jobId}' },
  // APP-10: the candidate's fit to a job.
  { method: 'GET', path: '/api/jobs/{jobId}/fit' },
  { method: 'GET', path: '/api/application-drafts/{jobId}' },
  { method: 'PUT', path: '/api/application-drafts/{jobId}', body: () => applicationFields() },
  { method: 'DELETE', path: '/api/application-drafts/{jobId}' },
  { method: 'GET', path: '/api/applications' },
  { method: 'POST', path: '/api/applications', body: () => ({ job_id: jobId, ...applicationFields() }) },
  { method: 'POST', path: '/api/application-files/{kind}' },
  { method: 'GET', path: '/api/application-files/profile' },
  { method: 'POST', path: '/api/application-files/profile/{kind}' },
  { method: 'GET', path: '/api/profile/discoverable' },
  { method: 'PUT', path: '/api/profile/discoverable', body: () => ({ discoverable: false }) },
  { method: 'GET', path: '/api/profile/terms' },
  { method: 'PUT', path: '/api/profile/terms', body: () => ({}) },
  { method: 'GET', path: '/api/me/export' },
  { method: 'GET', path: '/api/me/accesses' },
  // PRV-4: a wrong password (400) keeps the shared candidate's account for the other operations.
  { method: 'DELETE', path: '/api/me', body: () => ({ password: 'not the password' }) },
  { method: 'POST', path: '/api/applications/{id}/withdraw' },
  // APP-12: the candidate's conversations (another candidate's application: 404 to those let through).
  { method: 'GET', path: '/api/applications/{id}/messages' },
  { method: 'POST', path: '/api/applications/{id}/messages', body: () => ({ text: 'A question' }) },
  // APP-14: the candidate's offer, its letters, acceptance and decline (another candidate's: 404).
  { method: 'GET', path: '/api/applications/{id}/offer' },
  { method: 'GET', path: '/api/offers/{offerId}/letter' },
  { method: 'GET', path: '/api/offers/{offerId}/signed' },
  { method: 'POST', path: '/api/offers/{offerId}/accept', body: () => ({ full_name: 'Priya Sharma' }) },
  { method: 'POST', path: '/api/offers/{offerId}/decline', body: () => ({}) },
  { method: 'GET', path: '/api/application-messages/unread' },
  // APP-13: the candidate's interview times (another candidate's application: 404 to those let through).
  { method: 'GET', path: '/api/applications/{id}/interview-slots' },
  { method: 'POST', path: '/api/applications/{id}/interview-slots/{slotId}/book' },
  { method: 'POST', path: '/api/applications/{id}/interview/cancel', body: () => ({ reason: 'Something came up' }) },
  { method: 'POST', path: '/api/applications/{id}/interview/other-times', body: () => ({ note: 'Mornings, please' }) },
  { method: 'GET', path: '/api/job-alerts' },
  { method: 'DELETE', path: '/api/job-alerts/{id}' },
];
/** REC-2: recruiter-only endpoints. */
const RECRUITER: Endpoint[] = [
  { method: 'GET', path: '/api/recruiter/jobs' },
  { method: 'POST', path: '/api/recruiter/jobs', body: () => jobInput() },
  { method: 'GET', path: '/api/recruiter/jobs/{id}' },
  { method: 'PUT', path: '/api/recruiter/jobs/{id}', body: () => jobInput() },
  { method: 'PATCH', path: '/api/recruiter/jobs/{id}/status', body: () => ({ status: 'open' }) },
  { method: 'GET', path: '/api/recruiter/jobs/{id}/applications' },
  { method: 'POST', path: '/api/recruiter/applications/{id}/advance', body: () => ({ from: 'applied' }) },
  { method: 'POST', path: '/api/recruiter/applications/{id}/not-selected' },
  {
    method: 'PUT',
    path: '/api/recruiter/applications/{id}/interview',
    body: () => ({ date: '2026-07-01', time: '10:00', time_zone: 'UTC', duration_minutes: 30, meeting_url: 'https://meet.example.com/x' }),
  },
  { method: 'PUT', path: '/api/recruiter/jobs/{id}/watch' },
  { method: 'DELETE', path: '/api/recruiter/jobs/{id}/watch' },
  { method: 'GET', path: '/api/recruiter/settings' },
  { method: 'PUT', path: '/api/recruiter/settings', body: () => ({ applicationMails: 'each' }) },
  // REC-32: the member's own calendar feed.
  { method: 'GET', path: '/api/recruiter/calendar-feed' },
  { method: 'POST', path: '/api/recruiter/calendar-feed' },
  { method: 'DELETE', path: '/api/recruiter/calendar-feed' },
  { method: 'GET', path: '/api/recruiter/application-files/{fileId}' },
  { method: 'GET', path: '/api/recruiter/team' },
  { method: 'GET', path: '/api/recruiter/applications/{id}/notes' },
  { method: 'POST', path: '/api/recruiter/applications/{id}/notes', body: () => ({ text: 'A private note' }) },
  { method: 'PUT', path: '/api/recruiter/applications/{id}/rating', body: () => ({ rating: 4 }) },
  { method: 'GET', path: '/api/recruiter/jobs/{id}/applicants.csv' },
  { method: 'GET', path: '/api/recruiter/talent' },
  { method: 'GET', path: '/api/recruiter/candidates/{id}' },
  { method: 'GET', path: '/api/recruiter/candidates/{id}/resume' },
  { method: 'GET', path: '/api/recruiter/candidates/{id}/photo' },
  // REC-17, REC-18: the workspace's dashboard and jobs table.
  { method: 'GET', path: '/api/recruiter/workspace/dashboard' },
  // REC-37..REC-39: the reports (JSON and CSV) and their filter menus.
  { method: 'GET', path: '/api/recruiter/reports/filters' },
  { method: 'GET', path: '/api/recruiter/reports/funnel' },
  { method: 'GET', path: '/api/recruiter/reports/funnel.csv' },
  { method: 'GET', path: '/api/recruiter/reports/time' },
  { method: 'GET', path: '/api/recruiter/reports/time.csv' },
  { method: 'GET', path: '/api/recruiter/reports/sources' },
  { method: 'GET', path: '/api/recruiter/reports/sources.csv' },
  { method: 'GET', path: '/api/recruiter/reports/jobs' },
  { method: 'GET', path: '/api/recruiter/reports/jobs.csv' },
  // REC-34: every team member's own referral links.
  { method: 'GET', path: '/api/recruiter/referral-links' },
  { method: 'GET', path: '/api/recruiter/workspace/jobs' },
  // REC-23: the pipeline board (no view id: 400 for those let through).
  { method: 'GET', path: '/api/recruiter/workspace/jobs/{id}/board' },
  { method: 'GET', path: '/api/recruiter/workspace/jobs/{id}/board/{status}' },
  // REC-20: the command palette's search.
  { method: 'GET', path: '/api/recruiter/workspace/search' },
  // REC-19: the applicants table, bulk moves, side panel, thumbnails in a list view, a DOCX CV's text.
  { method: 'GET', path: '/api/recruiter/workspace/jobs/{id}/applicants' },
  {
    method: 'POST',
    path: '/api/recruiter/workspace/jobs/{id}/moves',
    body: () => ({ action: 'advance', items: [{ applicationId: 1, from: 'applied' }] }),
  },
  { method: 'GET', path: '/api/recruiter/workspace/applications/{id}' },
  { method: 'GET', path: '/api/recruiter/workspace/jobs/{id}/photos/{fileId}' },
  { method: 'GET', path: '/api/recruiter/workspace/application-files/{fileId}/text' },
  // REC-28: the interview plan and scorecards.
  { method: 'GET', path: '/api/recruiter/jobs/{id}/interview-plan' },
  {
    method: 'PUT',
    path: '/api/recruiter/jobs/{id}/interview-plan',
    body: () => ({ stages: [{ name: 'Screening call', criteria: [{ kind: 'attribute', name: 'Communication' }] }] }),
  },
  { method: 'GET', path: '/api/recruiter/applications/{id}/scorecards' },
  { method: 'PUT', path: '/api/recruiter/applications/{id}/interview-stage', body: () => ({ stageId: null }) },
  {
    method: 'POST',
    path: '/api/recruiter/applications/{id}/scorecards',
    body: () => ({ stageId: 1, scores: [], recommendation: null, submit: false }),
  },
  { method: 'PUT', path: '/api/recruiter/scorecards/{scorecardId}', body: () => ({ scores: [], recommendation: null, submit: false }) },
  // REC-29: the team's side of the conversations and the rejection templates' list.
  { method: 'GET', path: '/api/recruiter/applications/{id}/messages' },
  { method: 'POST', path: '/api/recruiter/applications/{id}/messages', body: () => ({ text: 'A question' }) },
  { method: 'GET', path: '/api/recruiter/jobs/{id}/unread-messages' },
  { method: 'GET', path: '/api/recruiter/message-templates' },
  // REC-30, REC-31: offered interview times and cancelling an interview.
  { method: 'GET', path: '/api/recruiter/applications/{id}/interview-slots' },
  {
    method: 'PUT',
    path: '/api/recruiter/applications/{id}/interview-slots',
    body: () => ({
      time_zone: 'Europe/Zurich',
      slots: [
        { date: '2027-03-26', time: '10:00', duration_minutes: 30 },
        { date: '2027-03-29', time: '10:00', duration_minutes: 30 },
      ],
      meeting_url: 'https://meet.example.com/x',
    }),
  },
  { method: 'POST', path: '/api/recruiter/applications/{id}/interview/cancel', body: () => ({ reason: 'The interviewer is ill' }) },
  // REC-33: the engagement offer (an application not at Offer: 409; an unknown offer: 404).
  { method: 'GET', path: '/api/recruiter/applications/{id}/offers' },
  { method: 'POST', path: '/api/recruiter/applications/{id}/offers', body: () => ({}) },
  { method: 'PUT', path: '/api/recruiter/offers/{offerId}', body: () => ({}) },
  { method: 'POST', path: '/api/recruiter/offers/{offerId}/send' },
  { method: 'POST', path: '/api/recruiter/offers/{offerId}/withdraw' },
  { method: 'GET', path: '/api/recruiter/offers/{offerId}/letter' },
  { method: 'GET', path: '/api/recruiter/offers/{offerId}/signed' },
];
/** REC-8: managing the team, and REC-9's access log: admins only (a recruiter who is not an admin gets 403). */
const ADMIN: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/recruiter/team/invitations',
    body: () => ({ email: freshEmail('invited'), name: 'Meera Iyer', role: 'recruiter' }),
  },
  // Reactivating an active member changes nothing.
  { method: 'PATCH', path: '/api/recruiter/team/{userId}', body: () => ({ active: true }) },
  // REC-9: the access log.
  { method: 'GET', path: '/api/recruiter/audit' },
  // REC-15: the system page and its retry of a job kind's failed jobs.
  { method: 'GET', path: '/api/recruiter/system' },
  { method: 'POST', path: '/api/recruiter/system/queues/{kind}/retry' },
  // REC-25: the exchange rates page and its update.
  { method: 'GET', path: '/api/recruiter/exchange-rates' },
  {
    method: 'PUT',
    path: '/api/recruiter/exchange-rates',
    body: () => ({ rates: [{ currency: 'PHP', per_eur: '67.5', as_of: '2025-10-01' }] }),
  },
  // REC-29: the rejection message templates are changed by admins only (an unknown id: 404).
  { method: 'POST', path: '/api/recruiter/message-templates', body: () => ({ name: 'A template', body: 'Dear {firstName}' }) },
  { method: 'PUT', path: '/api/recruiter/message-templates/{id}', body: () => ({ name: 'A template', body: 'Dear {firstName}' }) },
  { method: 'DELETE', path: '/api/recruiter/message-templates/{id}' },
  // REC-35: the referrers (employees without a workspace login) are listed, added and removed by admins only.
  { method: 'GET', path: '/api/recruiter/referrers' },
  { method: 'POST', path: '/api/recruiter/referrers', body: () => ({ name: 'Meera Iyer', email: 'meera.iyer@northwind.example' }) },
  { method: 'DELETE', path: '/api/recruiter/referrers/{id}' },
];
/** The areas registered from the route contract (docs/decisions/021): add an area once it is migrated. */
const CONTRACT_OPERATIONS: Operation[] = [
  jobsContract,
  recruiterJobsContract,
  recruiterApplicationsContract,
  conversationContract,
  recruiterConversationContract,
  interviewSlotsContract,
  interviewBookingContract,
  profileContract,
  profilePhotosContract,
  resumeDownloadsContract,
  crmContract,
  talentConsentContract,
  recruiterTalentContract,
  applicationsContract,
  savedJobsContract,
  fitContract,
  recruiterSettingsContract,
  recruiterCalendarFeedContract,
  calendarFeedContract,
  jobAlertsContract,
  jobAlertsSubscribeContract,
  jobAlertLinksContract,
  healthContract,
  authContract,
  sessionContract,
  recruiterTeamContract,
  recruiterTeamAdminContract,
  myDataContract,
  privacyNoticeContract,
  recruiterAuditContract,
  recruiterSystemContract,
  overviewContract,
  workspaceBoardContract,
  workspaceSearchContract,
  workspaceApplicantsContract,
  scorecardsContract,
  offersContract,
  recruiterOffersContract,
  exchangeRatesContract,
  recruiterExchangeRatesContract,
  referralsContract,
  reportsContract,
].flatMap((contract) => Object.values(contract.operations));
const TABLE_OF: Record<Access, Endpoint[]> = {
  public: PUBLIC,
  'anonymous-or-candidate': CANDIDATE_OR_ANONYMOUS,
  'signed-in': SIGNED_IN,
  candidate: CANDIDATE,
  'recruiter-area': RECRUITER,
  admin: ADMIN,
};
type Role = 'candidate' | 'recruiter' | 'admin';
const tokenOf = (who: Role) => (who === 'candidate' ? candidate : who === 'recruiter' ? recruiter : admin);

const send = (e: Endpoint, token?: string) =>
  call(ctx, e.method, url(e.path), { ...(token ? { token } : {}), ...(e.body ? { payload: e.body() } : {}) });
const name = (e: Endpoint) => `${e.method} ${e.path}`;

/** A second session of the same account, for calls that end the one they use. */
async function newSession(email: string, password: string): Promise<string> {
  const res = await call(ctx, 'POST', '/api/login', { payload: { username: email, password } });
  expect(res.statusCode).toBe(200);
  return res.json().access_token as string;
}
const tokenFor = async (who: Role, e: Endpoint) => {
  if (!e.endsSession) return tokenOf(who);
  if (who === 'candidate') return newSession(candidateLogin.email, candidateLogin.password);
  return newSession(who === 'recruiter' ? recruiterEmail : adminEmail, RECRUITER_PASSWORD);
};

describe('access rules of every API operation, for anonymous callers, candidates, recruiters and admins (REC-2, REC-8, ACC-13, docs/decisions/010)', () => {
  it('the tables below cover every operation in the OpenAPI document', () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const listed = [...PUBLIC, ...CANDIDATE_OR_ANONYMOUS, ...SIGNED_IN, ...CANDIDATE, ...RECRUITER, ...ADMIN].map(name);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(listed.sort());
  });

  it('each operation of the route contract is in the table of its access rule', () => {
    for (const operation of CONTRACT_OPERATIONS) {
      const key = `${operation.method} ${operation.path.replace(/:(\w+)/g, '{$1}')}`;
      expect(TABLE_OF[operation.access].map(name), key).toContain(key);
    }
  });

  for (const e of PUBLIC) {
    for (const who of ['anonymous', 'candidate', 'recruiter', 'admin'] as const) {
      it(`${name(e)} as ${who}: answered (no 401 or 403)`, async () => {
        const res = await send(e, who === 'anonymous' ? undefined : tokenOf(who));
        expect(res.statusCode, res.body).not.toBe(401);
        expect(res.statusCode, res.body).not.toBe(403);
      });
    }
  }

  for (const e of CANDIDATE_OR_ANONYMOUS) {
    for (const who of ['anonymous', 'candidate'] as const) {
      it(`${name(e)} as ${who}: answered (no 401 or 403)`, async () => {
        const res = await send(e, who === 'anonymous' ? undefined : tokenOf(who));
        expect(res.statusCode, res.body).not.toBe(401);
        expect(res.statusCode, res.body).not.toBe(403);
      });
    }
    for (const who of ['recruiter', 'admin'] as const) {
      it(`${name(e)} as a ${who}: 403`, async () => {
        const res = await send(e, tokenOf(who));
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(AUTH_MESSAGES.forbidden);
      });
    }
  }

  for (const e of [...SIGNED_IN, ...CANDIDATE, ...RECRUITER, ...ADMIN]) {
    it(`${name(e)} without a token: 401`, async () => {
      const res = await send(e);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(AUTH_MESSAGES.authMissing);
    });
  }
  const refused: [Endpoint, Role][] = [
    ...CANDIDATE.flatMap((e): [Endpoint, Role][] => [
      [e, 'recruiter'],
      [e, 'admin'],
    ]),
    ...RECRUITER.map((e): [Endpoint, Role] => [e, 'candidate']),
    ...ADMIN.flatMap((e): [Endpoint, Role][] => [
      [e, 'candidate'],
      [e, 'recruiter'],
    ]),
  ];
  for (const [e, who] of refused) {
    it(`${name(e)} as a ${who}: 403`, async () => {
      const res = await send(e, tokenOf(who));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(AUTH_MESSAGES.forbidden);
    });
  }

  it('a refused call changed nothing', async () => {
    const job = (await call(ctx, 'GET', `/api/recruiter/jobs/${jobId}`, { token: recruiter })).json().job;
    expect(job.status).toBe('open');
    expect(job.job_title).toBe(jobInput().job_title);
    expect((await call(ctx, 'GET', '/api/recruiter/jobs', { token: recruiter })).json().jobs).toHaveLength(1);
    expect((await call(ctx, 'GET', '/api/user-details', { token: recruiter })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/api/applications', { token: candidate })).json()).toMatchObject({ applications: [] });
  });

  const allowed: [Endpoint, Role][] = [
    ...SIGNED_IN.flatMap((e): [Endpoint, Role][] => [
      [e, 'candidate'],
      [e, 'recruiter'],
      [e, 'admin'],
    ]),
    ...CANDIDATE.map((e): [Endpoint, Role] => [e, 'candidate']),
    // REC-8: an admin is a recruiter who also manages the team.
    ...RECRUITER.flatMap((e): [Endpoint, Role][] => [
      [e, 'recruiter'],
      [e, 'admin'],
    ]),
    ...ADMIN.map((e): [Endpoint, Role] => [e, 'admin']),
  ];
  for (const [e, who] of allowed) {
    it(`${name(e)} as a ${who}: let through (no 401 or 403)`, async () => {
      const res = await send(e, await tokenFor(who, e));
      expect(res.statusCode, res.body).not.toBe(401);
      expect(res.statusCode, res.body).not.toBe(403);
    });
  }
});
