import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import {
  CONVERSATION_MESSAGES as C,
  MESSAGE_TEXT_MAX,
  conversationSchema,
  messageTemplateResponseSchema,
  messageTemplatesSchema,
  sentMessageResponseSchema,
  unreadCountsSchema,
} from '@careers/shared';
import { signUp } from '../../../helpers/accounts.js';
import { applicationFields, postJob, signUpAdmin, signUpRecruiter, submitApplication } from '../../../helpers/applications.js';
import { deliverMail, readOutbox } from '../../../helpers/outbox.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { call } from '../../../helpers/call.js';
import { accessAudit } from '../../../../src/platform/db/schema/access-audit.js';

let ctx: TestContext;
let anna: { email: string; token: string };
let ravi: { email: string; token: string };
let admin: { email: string; token: string };
let priya: { email: string; token: string; password: string };
let arjun: { email: string; token: string };
let job: { job_id: number; job_title: string };
let priyaApp: number;
let arjunApp: number;

beforeAll(async () => {
  ctx = await createTestApp();
  anna = await signUpRecruiter(ctx);
  ravi = await signUpRecruiter(ctx, undefined, 'Ravi Kumar');
  admin = await signUpAdmin(ctx);
  priya = await signUp(ctx);
  arjun = await signUp(ctx);
  // Anna posted the job, so she watches it (REC-13); Ravi does not.
  job = await postJob(ctx, anna.token);
  const a = await submitApplication(ctx, priya.token, job.job_id, applicationFields({ first_name: 'Priya', last_name: 'Raman' }));
  expect(a.statusCode, a.body).toBe(201);
  priyaApp = a.json().application.application_id;
  const b = await submitApplication(ctx, arjun.token, job.job_id, applicationFields({ first_name: 'Arjun', last_name: 'Mehta' }));
  expect(b.statusCode, b.body).toBe(201);
  arjunApp = b.json().application.application_id;
  await deliverMail(ctx.app);
});
afterAll(() => ctx.close());

const mine = (id: number) => `/api/applications/${id}/messages`;
const team = (id: number) => `/api/recruiter/applications/${id}/messages`;
const mailsTo = (email: string) => readOutbox(ctx.config.dataDir).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()));
const candidateUnread = async (token: string) =>
  unreadCountsSchema.parse((await call(ctx, 'GET', '/api/application-messages/unread', { token })).json());
const memberUnread = async (token: string) =>
  unreadCountsSchema.parse((await call(ctx, 'GET', `/api/recruiter/jobs/${job.job_id}/unread-messages`, { token })).json());
const accessRows = (applicationId: number) =>
  ctx.database.db
    .select()
    .from(accessAudit)
    .where(and(eq(accessAudit.applicationId, applicationId), eq(accessAudit.kind, 'messages_view')));

describe('an application’s conversation (APP-12, REC-29)', () => {
  it('a recruiter writes; the candidate is e-mailed the text with a link, reads it on their application, and their unread count falls', async () => {
    const res = await call(ctx, 'POST', team(priyaApp), {
      token: anna.token,
      payload: { text: '  When could you start? Our brief: https://northwind.example/brief  ' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const sent = sentMessageResponseSchema.parse(res.json());
    expect(sent.message).toBe(C.sent);
    expect(sent.item).toMatchObject({
      side: 'team',
      author: 'Anna Schmidt',
      text: 'When could you start? Our brief: https://northwind.example/brief',
      createdAt: ctx.clock.now().toISOString(),
    });

    await deliverMail(ctx.app);
    const mail = mailsTo(priya.email).at(-1);
    expect(mail?.subject).toBe(C.mail.candidateSubject(job.job_title));
    expect(mail?.text).toContain('When could you start? Our brief: https://northwind.example/brief');
    expect(mail?.text).toContain(`${ctx.config.siteUrl}/profile?tab=applied`);
    expect(mail?.html).toContain('href="https://northwind.example/brief"');

    expect(await candidateUnread(priya.token)).toEqual({ total: 1, applications: [{ applicationId: priyaApp, unread: 1 }] });
    const read = conversationSchema.parse((await call(ctx, 'GET', mine(priyaApp), { token: priya.token })).json());
    expect(read.unreadBefore).toBe(1);
    expect(read.messages.map((m) => [m.side, m.text])).toEqual([
      ['team', 'When could you start? Our brief: https://northwind.example/brief'],
    ]);
    expect(await candidateUnread(priya.token)).toEqual({ total: 0, applications: [] });
  });

  it('the candidate answers; the job’s watchers are e-mailed with a link to the applicant, and each member has their own unread count', async () => {
    const annaBefore = mailsTo(anna.email).length;
    const res = await call(ctx, 'POST', mine(priyaApp), { token: priya.token, payload: { text: 'From the 1st of next month.' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(sentMessageResponseSchema.parse(res.json()).item).toMatchObject({ side: 'candidate', author: 'Priya Raman' });

    await deliverMail(ctx.app);
    const mails = mailsTo(anna.email);
    expect(mails).toHaveLength(annaBefore + 1);
    expect(mails.at(-1)?.subject).toBe(C.mail.teamSubject('Priya Raman', job.job_title));
    expect(mails.at(-1)?.text).toContain('From the 1st of next month.');
    expect(mails.at(-1)?.text).toContain(`${ctx.config.siteUrl}/recruiter/jobs/${job.job_id}#applicant-${priyaApp}`);
    // Ravi does not watch the job: no e-mail, but the reply is unread for him too.
    expect(mailsTo(ravi.email)).toHaveLength(0);

    expect(await memberUnread(anna.token)).toEqual({ total: 1, applications: [{ applicationId: priyaApp, unread: 1 }] });
    expect(await memberUnread(ravi.token)).toEqual({ total: 1, applications: [{ applicationId: priyaApp, unread: 1 }] });
    const read = conversationSchema.parse((await call(ctx, 'GET', team(priyaApp), { token: anna.token })).json());
    expect(read.unreadBefore).toBe(1);
    expect(read.messages.map((m) => m.side)).toEqual(['team', 'candidate']);
    // Anna's reading marks it read for her only.
    expect((await memberUnread(anna.token)).total).toBe(0);
    expect((await memberUnread(ravi.token)).total).toBe(1);
    // The candidate's own message is not unread for her.
    expect((await candidateUnread(priya.token)).total).toBe(0);
  });

  it('a recruiter’s reading of the messages is an access to the application, recorded in the log (REC-9)', async () => {
    const before = (await accessRows(priyaApp)).length;
    const res = await call(ctx, 'GET', team(priyaApp), { token: ravi.token });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await accessRows(priyaApp);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ candidateId: expect.any(Number), jobId: job.job_id, kind: 'messages_view' });
    // The candidate sees it in their own list of accesses (PRV-3).
    const accesses = await call(ctx, 'GET', '/api/me/accesses', { token: priya.token });
    expect(accesses.statusCode, accesses.body).toBe(200);
    expect(accesses.body).toContain(`"messages_view"`);
  });

  it('a candidate cannot read or write on another candidate’s application (404), nor use the team’s routes (403)', async () => {
    expect((await call(ctx, 'GET', mine(priyaApp), { token: arjun.token })).statusCode).toBe(404);
    const write = await call(ctx, 'POST', mine(priyaApp), { token: arjun.token, payload: { text: 'hello' } });
    expect(write.statusCode).toBe(404);
    expect(write.json().message).toBe(C.applicationNotFound);
    expect((await call(ctx, 'GET', team(priyaApp), { token: arjun.token })).statusCode).toBe(403);
    expect((await call(ctx, 'POST', team(arjunApp), { token: arjun.token, payload: { text: 'hi' } })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', mine(priyaApp))).statusCode).toBe(401);
    // Recruiters use the team's routes, not the candidate's.
    expect((await call(ctx, 'GET', mine(priyaApp), { token: anna.token })).statusCode).toBe(403);
    // Arjun's own conversation holds none of Priya's messages.
    const own = conversationSchema.parse((await call(ctx, 'GET', mine(arjunApp), { token: arjun.token })).json());
    expect(own.messages).toEqual([]);
    expect((await call(ctx, 'GET', team(2_000_000), { token: anna.token })).statusCode).toBe(404);
  });

  it('refuses an empty or too long message with the shared messages, and stores nothing', async () => {
    const cases: [object, string][] = [
      [{}, C.textRequired],
      [{ text: '   ' }, C.textRequired],
      [{ text: 'x'.repeat(MESSAGE_TEXT_MAX + 1) }, C.textMax(MESSAGE_TEXT_MAX)],
    ];
    for (const [payload, expected] of cases) {
      for (const [url, token] of [
        [mine(arjunApp), arjun.token],
        [team(arjunApp), anna.token],
      ] as const) {
        const res = await call(ctx, 'POST', url, { token, payload });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toContain(expected);
      }
    }
    const exact = await call(ctx, 'POST', mine(arjunApp), { token: arjun.token, payload: { text: 'y'.repeat(MESSAGE_TEXT_MAX) } });
    expect(exact.statusCode, exact.body).toBe(201);
    const all = conversationSchema.parse((await call(ctx, 'GET', mine(arjunApp), { token: arjun.token })).json());
    expect(all.messages).toHaveLength(1);
  });
});

describe('who is e-mailed a candidate’s reply (REC-13, REC-29, docs/decisions/048)', () => {
  it('a watcher on the daily digest for new applications still gets the reply at once; the new application waits for the digest', async () => {
    expect((await call(ctx, 'PUT', `/api/recruiter/jobs/${job.job_id}/watch`, { token: ravi.token })).statusCode).toBe(200);
    const daily = await call(ctx, 'PUT', '/api/recruiter/settings', { token: ravi.token, payload: { applicationMails: 'daily' } });
    expect(daily.statusCode, daily.body).toBe(200);
    await deliverMail(ctx.app);
    const [raviBefore, annaBefore] = [mailsTo(ravi.email).length, mailsTo(anna.email).length];

    const reply = await call(ctx, 'POST', mine(arjunApp), { token: arjun.token, payload: { text: 'Is the role remote?' } });
    expect(reply.statusCode, reply.body).toBe(201);
    await deliverMail(ctx.app);
    const subject = C.mail.teamSubject('Arjun Mehta', job.job_title);
    // Both watchers, whatever their new-application setting: a reply waits for an answer.
    expect(
      mailsTo(ravi.email)
        .slice(raviBefore)
        .map((m) => m.subject),
    ).toEqual([subject]);
    expect(
      mailsTo(anna.email)
        .slice(annaBefore)
        .map((m) => m.subject),
    ).toEqual([subject]);

    // A new application follows each watcher's choice: Anna (each) is e-mailed, Ravi (daily) is not, yet.
    const newcomer = await signUp(ctx);
    const applied = await submitApplication(ctx, newcomer.token, job.job_id, applicationFields({ first_name: 'Nisha', last_name: 'Rao' }));
    expect(applied.statusCode, applied.body).toBe(201);
    await deliverMail(ctx.app);
    expect(mailsTo(ravi.email).slice(raviBefore)).toHaveLength(1);
    expect(mailsTo(anna.email).slice(annaBefore).at(-1)?.subject).toBe(`New application for ${job.job_title}: Nisha Rao`);
  });
});

describe('rejection with care: message templates (REC-29)', () => {
  it('offers the two default templates to recruiters; only admins change them', async () => {
    const list = messageTemplatesSchema.parse((await call(ctx, 'GET', '/api/recruiter/message-templates', { token: anna.token })).json());
    expect(list.templates.map((t) => t.name)).toEqual(['Thank you, not this time', 'After the interview']);
    expect(list.templates.every((t) => t.body.includes('{firstName}') && t.body.includes('{jobTitle}'))).toBe(true);

    const payload = { name: 'Short', body: 'Hello {firstName}, thank you for applying for {jobTitle}. We chose another candidate.' };
    expect((await call(ctx, 'POST', '/api/recruiter/message-templates', { token: anna.token, payload })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/api/recruiter/message-templates', { token: priya.token })).statusCode).toBe(403);
    const added = await call(ctx, 'POST', '/api/recruiter/message-templates', { token: admin.token, payload });
    expect(added.statusCode, added.body).toBe(201);
    const { template } = messageTemplateResponseSchema.parse(added.json());
    expect(template).toMatchObject(payload);

    const empty = await call(ctx, 'PUT', `/api/recruiter/message-templates/${template.id}`, {
      token: admin.token,
      payload: { name: '', body: 'x' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(C.templates.nameRequired);
    expect((await call(ctx, 'DELETE', '/api/recruiter/message-templates/2000000', { token: admin.token })).statusCode).toBe(404);
  });

  it('ending an application as Not selected with a template posts it, filled in, in the conversation and e-mails it', async () => {
    const { templates } = messageTemplatesSchema.parse(
      (await call(ctx, 'GET', '/api/recruiter/message-templates', { token: anna.token })).json(),
    );
    const short = templates.find((t) => t.name === 'Short');
    if (!short) throw new Error('the template added above is missing');
    const mailsBefore = mailsTo(arjun.email).length;
    const res = await call(ctx, 'POST', `/api/recruiter/applications/${arjunApp}/not-selected`, {
      token: anna.token,
      payload: { templateId: short.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().applicant.status).toBe('not_selected');

    const expected = `Hello Arjun, thank you for applying for ${job.job_title}. We chose another candidate.`;
    const thread = conversationSchema.parse((await call(ctx, 'GET', mine(arjunApp), { token: arjun.token })).json());
    expect(thread.messages.at(-1)).toMatchObject({ side: 'team', author: 'Anna Schmidt', text: expected });
    expect(thread.unreadBefore).toBe(1);

    await deliverMail(ctx.app);
    const mails = mailsTo(arjun.email).slice(mailsBefore);
    // One e-mail: the step's, carrying the message (not a second "new message" e-mail).
    expect(mails.map((m) => m.subject)).toEqual([`Your application for ${job.job_title}: Not selected`]);
    expect(mails[0]?.text).toContain(expected);
    expect(mails[0]?.text).toContain('Not selected');
  });

  it('an unknown template refuses the move and moves nothing; without one, no message is sent', async () => {
    const other = await signUp(ctx);
    const applied = await submitApplication(ctx, other.token, job.job_id);
    const id: number = applied.json().application.application_id;
    const refused = await call(ctx, 'POST', `/api/recruiter/applications/${id}/not-selected`, {
      token: anna.token,
      payload: { templateId: 2_000_000 },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(C.templates.notFound);

    const bulk = await call(ctx, 'POST', `/api/recruiter/workspace/jobs/${job.job_id}/moves`, {
      token: anna.token,
      payload: { action: 'not-selected', items: [{ applicationId: id, from: 'applied' }], templateId: 2_000_000 },
    });
    expect(bulk.statusCode).toBe(404);

    const plain = await call(ctx, 'POST', `/api/recruiter/applications/${id}/not-selected`, { token: anna.token });
    expect(plain.statusCode, plain.body).toBe(200);
    const thread = conversationSchema.parse((await call(ctx, 'GET', mine(id), { token: other.token })).json());
    expect(thread.messages).toEqual([]);
  });

  it('a bulk move to Not selected sends the template to each candidate, with their own first name', async () => {
    const people = [
      { first: 'Meera', account: await signUp(ctx) },
      { first: 'Karthik', account: await signUp(ctx) },
    ];
    const items = [];
    for (const p of people) {
      const applied = await submitApplication(ctx, p.account.token, job.job_id, applicationFields({ first_name: p.first }));
      items.push({ applicationId: applied.json().application.application_id as number, from: 'applied' });
    }
    const { templates } = messageTemplatesSchema.parse(
      (await call(ctx, 'GET', '/api/recruiter/message-templates', { token: anna.token })).json(),
    );
    const first = templates[0];
    if (!first) throw new Error('no default template');
    const res = await call(ctx, 'POST', `/api/recruiter/workspace/jobs/${job.job_id}/moves`, {
      token: anna.token,
      payload: { action: 'not-selected', items, templateId: first.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().moved).toBe(2);
    for (const [i, p] of people.entries()) {
      const thread = conversationSchema.parse((await call(ctx, 'GET', mine(items[i]!.applicationId), { token: p.account.token })).json());
      expect(thread.messages).toHaveLength(1);
      expect(thread.messages[0]?.text).toContain(`Dear ${p.first},`);
      expect(thread.messages[0]?.text).toContain(job.job_title);
      expect(thread.messages[0]?.text).not.toContain('{');
    }
  });
});

describe('the conversation in the data export and the erasure (PRV-2, PRV-4)', () => {
  it('the export carries each application’s messages; deleting the account replaces every text of the conversation, both sides', async () => {
    // A team message that names the candidate, as a filled-in template does.
    const named = await call(ctx, 'POST', team(priyaApp), { token: ravi.token, payload: { text: 'Dear Priya,\nthank you.' } });
    expect(named.statusCode, named.body).toBe(201);
    const exported = await call(ctx, 'GET', '/api/me/export', { token: priya.token });
    expect(exported.statusCode).toBe(200);
    const json = unzipSync(new Uint8Array(exported.rawPayload))['data.json'];
    if (!json) throw new Error('no data.json');
    const data = JSON.parse(strFromU8(json)) as { applications: { application_id: number; messages: { side: string; text: string }[] }[] };
    const app = data.applications.find((a) => a.application_id === priyaApp);
    expect(app?.messages.map((m) => [m.side, m.text])).toEqual([
      ['team', 'When could you start? Our brief: https://northwind.example/brief'],
      ['candidate', 'From the 1st of next month.'],
      ['team', 'Dear Priya,\nthank you.'],
    ]);

    const deleted = await call(ctx, 'DELETE', '/api/me', {
      token: priya.token,
      payload: { password: priya.password, confirmation: 'DELETE' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // docs/decisions/048: the exchange keeps its shape (sides, team authors, order), none of its words.
    const thread = conversationSchema.parse((await call(ctx, 'GET', team(priyaApp), { token: anna.token })).json());
    expect(thread.messages.map((m) => [m.side, m.author, m.text])).toEqual([
      ['team', 'Anna Schmidt', C.erasedText],
      ['candidate', expect.not.stringContaining('Priya'), C.erasedText],
      ['team', 'Ravi Kumar', C.erasedText],
    ]);
    expect(JSON.stringify(thread)).not.toContain('Priya');
    // Another candidate's conversation on the same job is untouched.
    const other = conversationSchema.parse((await call(ctx, 'GET', team(arjunApp), { token: anna.token })).json());
    expect(other.messages.length).toBeGreaterThan(0);
    expect(other.messages.every((m) => m.text !== C.erasedText)).toBe(true);
  });
});
