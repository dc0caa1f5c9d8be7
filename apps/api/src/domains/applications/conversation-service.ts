import {
  CONVERSATION_MESSAGES as C,
  profileTabPath,
  recruiterApplicantPath,
  type Conversation,
  type ConversationMessage,
  type MessageSide,
  type MessageTemplateInput,
  type MessageTemplateResponse,
  type MessageTemplates,
  type SentMessageResponse,
  type UnreadCounts,
} from '@careers/shared';
import type { AppConfig } from '../../platform/config/config.js';
import type { ApplicationRow } from '../../platform/db/schema/applications.js';
import { createRepositoryStore, type Db, type DbOrTx } from '../../platform/db/transactions.js';
import type { Clock } from '../../platform/lib/clock.js';
import { notFound } from '../../platform/lib/domain-error.js';
import type { MailOutbox } from '../../platform/mail/mail-outbox.js';
import { findUser } from '../accounts/index.js';
import { findJob } from '../jobs/index.js';
import { conversationMessageEmail, conversationReplyEmail } from './application-emails.js';
import { createApplicationRepositories } from './repositories.js';

export interface ConversationServiceDeps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'siteUrl' | 'companyName'>;
  mailOutbox: MailOutbox;
}

/** The application a conversation belongs to, as the team's read records it in the access log (REC-9). */
export interface ConversationSubject {
  applicationId: number;
  candidateId: number;
  jobId: number;
}

/**
 * APP-12, REC-29 (docs/decisions/048): team-written messages to the candidate (queued e-mail with the
 * text and a link, in the message's transaction) inside one transaction.
 */
export async function postTeamMessage(
  txDb: DbOrTx,
  deps: Pick<ConversationServiceDeps, 'config' | 'mailOutbox'>,
  o: {
    application: ApplicationRow;
    authorId: number;
    text: string;
    candidate: { email: string; firstName: string };
    jobTitle: string;
    /** False when another e-mail of the same transaction carries the text (a rejection's step e-mail, REC-29). */
    mail?: boolean;
  },
  now: Date,
): Promise<ConversationMessage> {
  const tx = createApplicationRepositories(txDb);
  const item = await tx.conversation.insert({ applicationId: o.application.id, side: 'team', authorId: o.authorId, text: o.text }, now);
  // The author has read up to their own message.
  await tx.conversation.markRead(o.application.id, o.authorId, item.id, now);
  if (o.mail === false) return item;
  const mail = conversationMessageEmail({
    to: o.candidate.email,
    firstName: o.candidate.firstName,
    jobTitle: o.jobTitle,
    text: o.text,
    link: `${deps.config.siteUrl}${profileTabPath('applied')}`,
    companyName: deps.config.companyName,
  });
  await deps.mailOutbox.enqueue(txDb, { kind: 'conversation-message', ...mail }, now);
  return item;
}

/** The candidate's first name as the team writes to them: the application's, else the profile's. */
export const candidateFirstName = (application: ApplicationRow, profileFirstName: string) =>
  application.details.first_name || profileFirstName;

/** APP-12, REC-29 (docs/decisions/048): both sides of each application's conversation and the rejection templates. */
export function createConversationService(deps: ConversationServiceDeps) {
  const { db, clock, config, mailOutbox } = deps;
  const repos = createRepositoryStore(db, createApplicationRepositories);

  async function application(id: number): Promise<ApplicationRow> {
    const row = await repos.applications.findById(id);
    if (!row) throw notFound(C.applicationNotFound);
    return row;
  }

  /** Another candidate's application is as unknown as a missing one (404). */
  async function ownApplication(userId: number, id: number): Promise<ApplicationRow> {
    const row = await repos.applications.findById(id);
    if (row?.userId !== userId) throw notFound(C.applicationNotFound);
    return row;
  }

  /** The messages, how many of the other side's the reader had not read, and the reader's marker moved to the end. */
  async function read(applicationId: number, readerId: number, side: MessageSide): Promise<Conversation> {
    const [messages, unreadBefore] = await Promise.all([
      repos.conversation.messagesOf(applicationId),
      repos.conversation.unreadIn(applicationId, readerId, side),
    ]);
    const last = messages.at(-1);
    if (last) await repos.conversation.markRead(applicationId, readerId, last.id, clock.now());
    return { messages, unreadBefore };
  }

  async function template(id: number) {
    const found = await repos.conversation.template(id);
    if (!found) throw notFound(C.templates.notFound);
    return found;
  }

  return {
    /** APP-12: the candidate reads their application's conversation. */
    async candidateRead(userId: number, applicationId: number): Promise<Conversation> {
      await ownApplication(userId, applicationId);
      return read(applicationId, userId, 'candidate');
    },

    /** APP-12: the candidate writes; every watcher of the job is e-mailed the text with a link to the applicant. */
    async candidateSend(userId: number, applicationId: number, text: string): Promise<SentMessageResponse> {
      const row = await ownApplication(userId, applicationId);
      const job = await findJob(db, row.jobId);
      if (!job) throw notFound(C.applicationNotFound);
      const now = clock.now();
      const item = await repos.transaction(async (tx, txDb) => {
        const message = await tx.conversation.insert({ applicationId, side: 'candidate', authorId: userId, text }, now);
        await tx.conversation.markRead(applicationId, userId, message.id, now);
        const candidateName = `${row.details.first_name} ${row.details.last_name}`.trim() || C.fromCandidate('');
        const link = `${config.siteUrl}${recruiterApplicantPath(row.jobId, row.id)}`;
        for (const watcher of await tx.conversation.watchersOf(row.jobId)) {
          const mail = conversationReplyEmail({
            to: watcher.email,
            candidateName,
            jobTitle: job.job_title,
            text,
            link,
            companyName: config.companyName,
          });
          await mailOutbox.enqueue(txDb, { kind: 'conversation-reply', ...mail }, now);
        }
        return message;
      });
      return { message: C.sent, item };
    },

    /** APP-12: the team's messages the candidate has not read. */
    candidateUnread: (userId: number): Promise<UnreadCounts> => repos.conversation.unreadForCandidate(userId),

    /** REC-9: whose data a team read of this conversation touches (not found when there is no such application). */
    async subject(applicationId: number): Promise<ConversationSubject> {
      const row = await application(applicationId);
      return { applicationId: row.id, candidateId: row.userId, jobId: row.jobId };
    },

    /** REC-29: a member reads the conversation (the caller has recorded the access first, REC-9). */
    async teamRead(memberId: number, applicationId: number): Promise<Conversation> {
      await application(applicationId);
      return read(applicationId, memberId, 'team');
    },

    /** REC-29: a member writes; the candidate is e-mailed the text with a link to their applications. */
    async teamSend(memberId: number, applicationId: number, text: string): Promise<SentMessageResponse> {
      const row = await application(applicationId);
      const [job, candidate] = await Promise.all([findJob(db, row.jobId), findUser(db, row.userId)]);
      if (!job || !candidate) throw notFound(C.applicationNotFound);
      const now = clock.now();
      const item = await repos.transaction((_tx, txDb) =>
        postTeamMessage(
          txDb,
          deps,
          {
            application: row,
            authorId: memberId,
            text,
            candidate: { email: candidate.email, firstName: candidateFirstName(row, candidate.firstName) },
            jobTitle: job.job_title,
          },
          now,
        ),
      );
      return { message: C.sent, item };
    },

    /** REC-29: the candidate messages a member has not read, per application of the job. */
    async memberUnread(memberId: number, jobId: number): Promise<UnreadCounts> {
      if (!(await findJob(db, jobId))) throw notFound(C.applicationNotFound);
      return repos.conversation.unreadForMember(jobId, memberId);
    },

    async templates(): Promise<MessageTemplates> {
      return { templates: await repos.conversation.templates() };
    },

    template,

    async addTemplate(adminId: number, input: MessageTemplateInput): Promise<MessageTemplateResponse> {
      const saved = await repos.conversation.addTemplate({ name: input.name, body: input.body, updatedBy: adminId }, clock.now());
      return { message: C.templates.added, template: saved };
    },

    async updateTemplate(adminId: number, id: number, input: MessageTemplateInput): Promise<MessageTemplateResponse> {
      const saved = await repos.conversation.updateTemplate(id, { name: input.name, body: input.body, updatedBy: adminId }, clock.now());
      if (!saved) throw notFound(C.templates.notFound);
      return { message: C.templates.saved, template: saved };
    },

    async deleteTemplate(id: number): Promise<{ message: string }> {
      if (!(await repos.conversation.deleteTemplate(id))) throw notFound(C.templates.notFound);
      return { message: C.templates.deleted };
    },
  };
}
export type ConversationService = ReturnType<typeof createConversationService>;
