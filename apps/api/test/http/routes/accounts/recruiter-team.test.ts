import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, RECRUITER_INVITE_TTL_HOURS, TEAM_MESSAGES, type TeamMember } from '@careers/shared';
import { freshEmail, signUp } from '../../../helpers/accounts.js';
import { postJob, signUpAdmin, signUpRecruiter } from '../../../helpers/applications.js';
import { call } from '../../../helpers/call.js';
import { deliverMail, lastMailTo, readOutbox, resetTokenIn } from '../../../helpers/outbox.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { repositoriesOf } from '../../../helpers/repositories.js';

let ctx: TestContext;
let admin: { email: string; password: string; token: string };
let recruiter: { email: string; password: string; token: string };
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUpAdmin(ctx);
  recruiter = await signUpRecruiter(ctx);
});
afterAll(() => ctx.close());
// Some tests move the clock past the invitation's 72 hours, and sessions last 12 (ACC-13): log in afresh.
beforeEach(async () => {
  admin.token = (await login(admin.email, admin.password)).json().access_token as string;
  recruiter.token = (await login(recruiter.email, recruiter.password)).json().access_token as string;
});

const PASSWORD = 'new member pass 7';
const invite = (token: string, payload: object) => call(ctx, 'POST', '/api/recruiter/team/invitations', { token, payload });
const patch = (token: string, userId: number, active: boolean) =>
  call(ctx, 'PATCH', `/api/recruiter/team/${userId}`, { token, payload: { active } });
const team = async (token: string): Promise<TeamMember[]> => {
  const res = await call(ctx, 'GET', '/api/recruiter/team', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().members as TeamMember[];
};
const memberOf = async (email: string) => {
  const found = (await team(admin.token)).find((m) => m.email === email.toLowerCase());
  if (!found) throw new Error(`${email} is not on the team`);
  return found;
};
const setPassword = (token: string) =>
  call(ctx, 'POST', '/api/reset-password', { payload: { token, new_password: PASSWORD, confirm_new_password: PASSWORD } });
const login = (username: string, password = PASSWORD) => call(ctx, 'POST', '/api/login', { payload: { username, password } });

/** Invite, read the mail from the outbox, set the password, log in: the new member's token. */
async function inviteAndJoin(role: 'recruiter' | 'admin', email = freshEmail(role)) {
  const res = await invite(admin.token, { email, name: 'Ravi Kumar', role });
  expect(res.statusCode, res.body).toBe(201);
  await deliverMail(ctx.app);
  expect((await setPassword(resetTokenIn(lastMailTo(ctx.config.dataDir, email)))).statusCode).toBe(200);
  const signedIn = await login(email);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return { id: (res.json().member as TeamMember).id, email, token: signedIn.json().access_token as string };
}

describe('the team (REC-8)', () => {
  it('an admin made by recruiter:create --admin logs in with role admin and works in the recruiter area', async () => {
    const session = await call(ctx, 'GET', '/api/session', { token: admin.token });
    expect(session.json().user_details.role).toBe('admin');
    expect((await postJob(ctx, admin.token)).job_id).toBeGreaterThan(0);
    expect((await call(ctx, 'GET', '/api/recruiter/jobs', { token: admin.token })).statusCode).toBe(200);
  });

  it('lists members with name, e-mail, role, state and last login; any recruiter may read it', async () => {
    const members = await team(recruiter.token);
    const me = members.find((m) => m.email === admin.email);
    expect(me).toMatchObject({ name: 'Anna Schmidt', role: 'admin', active: true, state: 'active', deactivated_at: null });
    expect(me?.last_login_at).toBe(ctx.clock.now().toISOString());
    expect(members.find((m) => m.email === recruiter.email)).toMatchObject({ role: 'recruiter', active: true });
    expect(members.every((m) => m.role === 'admin' || m.role === 'recruiter')).toBe(true);
  });

  it('an invitation e-mails a single-use set-password link (text and HTML), valid 72 hours; the member is pending until they log in', async () => {
    const email = freshEmail('Invited');
    const res = await invite(admin.token, { email, name: 'Meera Iyer', role: 'recruiter' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: TEAM_MESSAGES.invited(email.toLowerCase()),
      member: { role: 'recruiter', state: 'pending' },
    });
    expect((await memberOf(email)).state).toBe('pending');

    await deliverMail(ctx.app);
    const mail = lastMailTo(ctx.config.dataDir, email);
    expect(mail.subject).toContain('recruiter team');
    expect(mail.text).toContain('Anna Schmidt invited you');
    expect(mail.text).toContain(`expires in ${RECRUITER_INVITE_TTL_HOURS} hours`);
    expect(mail.html).toContain('Choose your password');
    const token = resetTokenIn(mail);
    expect(mail.html).toContain(token);

    ctx.clock.advance((RECRUITER_INVITE_TTL_HOURS * 60 - 1) * 60_000);
    expect((await setPassword(token)).statusCode).toBe(200);
    expect((await setPassword(token)).statusCode).toBe(400);
    const signedIn = await login(email);
    expect(signedIn.json().user_details).toMatchObject({ first_name: 'Meera', last_name: 'Iyer', role: 'recruiter' });
    const members = await team(signedIn.json().access_token as string);
    expect(members.find((m) => m.email === email.toLowerCase())?.state).toBe('active');
  });

  it('an invitation link is dead after 72 hours', async () => {
    const email = freshEmail('late');
    await invite(admin.token, { email, name: 'Late Comer', role: 'recruiter' });
    await deliverMail(ctx.app);
    const token = resetTokenIn(lastMailTo(ctx.config.dataDir, email));
    ctx.clock.advance(RECRUITER_INVITE_TTL_HOURS * 3_600_000 + 1000);
    expect((await setPassword(token)).statusCode).toBe(400);
  });

  it('inviting the same address again voids the old link', async () => {
    const email = freshEmail('twice');
    await invite(admin.token, { email, name: 'Twice Asked', role: 'admin' });
    await deliverMail(ctx.app);
    const first = resetTokenIn(lastMailTo(ctx.config.dataDir, email));
    const again = await invite(admin.token, { email, name: 'Twice Asked', role: 'admin' });
    expect(again.statusCode, again.body).toBe(201);
    await deliverMail(ctx.app);
    const second = resetTokenIn(lastMailTo(ctx.config.dataDir, email));
    expect(second).not.toBe(first);
    expect((await setPassword(first)).statusCode).toBe(400);
    expect((await setPassword(second)).statusCode).toBe(200);
    expect((await login(email)).json().user_details.role).toBe('admin');
    expect((await team(admin.token)).filter((m) => m.email === email.toLowerCase())).toHaveLength(1);
  });

  it('an invited admin can manage the team', async () => {
    const other = await inviteAndJoin('admin');
    const res = await invite(other.token, { email: freshEmail('by-second-admin'), name: 'Sita Rao', role: 'recruiter' });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses bad invitations with a message a person understands, and stores nothing', async () => {
    const candidate = await signUp(ctx);
    await deliverMail(ctx.app);
    const before = readOutbox(ctx.config.dataDir).length;
    const cases: [object, number, string][] = [
      [{ email: 'nope', name: 'X Y', role: 'recruiter' }, 400, 'Invalid email'],
      [{ email: freshEmail(), name: '  ', role: 'recruiter' }, 400, TEAM_MESSAGES.nameRequired],
      [{ email: freshEmail(), name: 'X Y', role: 'candidate' }, 400, ''],
      [{ email: candidate.email, name: 'X Y', role: 'recruiter' }, 409, TEAM_MESSAGES.candidateAddress],
      [{ email: recruiter.email, name: 'X Y', role: 'admin' }, 409, TEAM_MESSAGES.roleMismatch('Recruiter')],
    ];
    for (const [payload, status, message] of cases) {
      const res = await invite(admin.token, payload);
      expect(res.statusCode, res.body).toBe(status);
      if (message) expect(res.json().message).toBe(message);
    }
    await deliverMail(ctx.app);
    expect(readOutbox(ctx.config.dataDir).length).toBe(before);
    expect((await login(candidate.email, candidate.password)).json().user_details.role).toBe('candidate');
    expect((await memberOf(recruiter.email)).role).toBe('recruiter');
  });

  it('recruiters who are not admins get 403 on the writes; candidates 403; anonymous 401', async () => {
    const candidate = await signUp(ctx);
    const target = (await memberOf(admin.email)).id;
    for (const token of [recruiter.token, candidate.token]) {
      const inv = await invite(token, { email: freshEmail(), name: 'X Y', role: 'admin' });
      expect(inv.statusCode).toBe(403);
      expect(inv.json().message).toBe(AUTH_MESSAGES.forbidden);
      expect((await patch(token, target, false)).statusCode).toBe(403);
    }
    expect((await call(ctx, 'GET', '/api/recruiter/team', { token: candidate.token })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/api/recruiter/team')).statusCode).toBe(401);
    expect((await memberOf(admin.email)).active).toBe(true);
  });

  it('deactivation ends the member’s sessions at once and blocks login; reactivation lets them log in again', async () => {
    const member = await inviteAndJoin('recruiter');
    const second = (await login(member.email)).json().access_token as string;
    expect((await call(ctx, 'GET', '/api/recruiter/jobs', { token: member.token })).statusCode).toBe(200);

    const off = await patch(admin.token, member.id, false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ message: TEAM_MESSAGES.deactivated('Ravi Kumar'), member: { active: false, state: 'deactivated' } });
    for (const token of [member.token, second]) expect((await call(ctx, 'GET', '/api/recruiter/jobs', { token })).statusCode).toBe(401);

    const refused = await login(member.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: TEAM_MESSAGES.loginDeactivated, msg: TEAM_MESSAGES.loginDeactivated });
    // A deactivated member is reactivated, not re-invited.
    const reinvite = await invite(admin.token, { email: member.email, name: 'Ravi Kumar', role: 'recruiter' });
    expect(reinvite.statusCode).toBe(409);
    expect(reinvite.json().message).toBe(TEAM_MESSAGES.inviteDeactivated);

    const on = await patch(admin.token, member.id, true);
    expect(on.json()).toMatchObject({ message: TEAM_MESSAGES.reactivated('Ravi Kumar'), member: { active: true, state: 'active' } });
    const back = await login(member.email);
    expect(back.statusCode).toBe(200);
    expect((await call(ctx, 'GET', '/api/recruiter/jobs', { token: back.json().access_token as string })).statusCode).toBe(200);
  });

  it('the last active admin cannot be deactivated (409); with another admin active, they can', async () => {
    const solo = await createTestApp();
    try {
      const first = await signUpAdmin(solo);
      const firstId = ((await call(solo, 'GET', '/api/recruiter/team', { token: first.token })).json().members as TeamMember[])[0]?.id ?? 0;
      const res = await call(solo, 'PATCH', `/api/recruiter/team/${firstId}`, { token: first.token, payload: { active: false } });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(TEAM_MESSAGES.lastAdmin);
      expect((await call(solo, 'GET', '/api/recruiter/jobs', { token: first.token })).statusCode).toBe(200);

      const second = await signUpAdmin(solo);
      const ok = await call(solo, 'PATCH', `/api/recruiter/team/${firstId}`, { token: second.token, payload: { active: false } });
      expect(ok.statusCode, ok.body).toBe(200);
      const secondId = ((await call(solo, 'GET', '/api/recruiter/team', { token: second.token })).json().members as TeamMember[]).find(
        (m) => m.email === second.email,
      )?.id;
      const last = await call(solo, 'PATCH', `/api/recruiter/team/${secondId}`, { token: second.token, payload: { active: false } });
      expect(last.statusCode).toBe(409);
    } finally {
      await solo.close();
    }
  });

  it('two admins deactivating each other at the same moment: one succeeds, the other gets 409', async () => {
    const duo = await createTestApp();
    try {
      const a = await signUpAdmin(duo);
      const b = await signUpAdmin(duo);
      const ids = ((await call(duo, 'GET', '/api/recruiter/team', { token: a.token })).json().members as TeamMember[]).map((m) => m.id);
      const idOf = async (email: string) => (await repositoriesOf(duo).users.findByEmail(email))?.id ?? 0;
      const [idA, idB] = [await idOf(a.email), await idOf(b.email)];
      expect(ids.sort()).toEqual([idA, idB].sort());
      const answers = await Promise.all([
        call(duo, 'PATCH', `/api/recruiter/team/${idB}`, { token: a.token, payload: { active: false } }),
        call(duo, 'PATCH', `/api/recruiter/team/${idA}`, { token: b.token, payload: { active: false } }),
      ]);
      // The loser may also find its own session ended (401) if the winner's commit came first.
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const members = (await repositoriesOf(duo).users.listTeam()).filter((m) => m.deactivatedAt === null);
      expect(members).toHaveLength(1);
    } finally {
      await duo.close();
    }
  });

  it('an unknown member or a candidate’s id is a 404; a bad id or body a 400', async () => {
    const candidate = await signUp(ctx);
    const candidateId = (await repositoriesOf(ctx).users.findByEmail(candidate.email.toLowerCase()))?.id ?? 0;
    expect((await patch(admin.token, 999_999, false)).json().message).toBe(TEAM_MESSAGES.memberNotFound);
    expect((await patch(admin.token, candidateId, false)).statusCode).toBe(404);
    expect((await call(ctx, 'PATCH', '/api/recruiter/team/abc', { token: admin.token, payload: { active: false } })).statusCode).toBe(400);
    expect(
      (await call(ctx, 'PATCH', `/api/recruiter/team/${candidateId}`, { token: admin.token, payload: { active: 'no' } })).statusCode,
    ).toBe(400);
    expect((await login(candidate.email, candidate.password)).statusCode).toBe(200);
  });
});
