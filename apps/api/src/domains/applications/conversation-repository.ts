import { and, asc, count, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ConversationMessage, MessageSide, MessageTemplate, UnreadCounts } from '@careers/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema/accounts.js';
import { applications } from '../../platform/db/schema/applications.js';
import { applicationMessageReads, applicationMessages, messageTemplates } from '../../platform/db/schema/conversation.js';
import { jobWatchers } from '../../platform/db/schema/interviews.js';
import { touchActivity } from './notes-repository.js';

/** The other side's messages are the ones a reader may not have read. */
const otherSide = (side: MessageSide): MessageSide => (side === 'candidate' ? 'team' : 'candidate');

/**
 * APP-12, REC-29 (docs/decisions/048): an application's messages, the readers' markers (the candidate's
 * and each member's) and the team's rejection message templates.
 */
export function createConversationRepository(db: DbOrTx) {
  const columns = {
    id: applicationMessages.id,
    side: applicationMessages.side,
    text: applicationMessages.text,
    createdAt: applicationMessages.createdAt,
    firstName: users.firstName,
    lastName: users.lastName,
    candidateName: applications.candidateName,
  };
  type Row = {
    id: number;
    side: MessageSide;
    text: string;
    createdAt: Date;
    firstName: string | null;
    lastName: string | null;
    candidateName: string | null;
  };
  const toMessage = (row: Row): ConversationMessage => ({
    id: row.id,
    side: row.side,
    author:
      row.side === 'candidate'
        ? (row.candidateName ?? null)
        : row.firstName === null
          ? null
          : `${row.firstName} ${row.lastName ?? ''}`.trim() || null,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  });
  const select = () =>
    db
      .select(columns)
      .from(applicationMessages)
      .innerJoin(applications, eq(applications.id, applicationMessages.applicationId))
      .leftJoin(users, eq(users.id, applicationMessages.authorId));

  const toTemplate = (row: { id: number; name: string; body: string; updatedAt: Date }): MessageTemplate => ({
    id: row.id,
    name: row.name,
    body: row.body,
    updatedAt: row.updatedAt.toISOString(),
  });

  /** Unread counts of the given applications for one reader: messages of `side` after the reader's marker. */
  async function unreadOf(where: SQL, readerId: number, side: MessageSide): Promise<UnreadCounts> {
    const rows = await db
      .select({ applicationId: applicationMessages.applicationId, unread: count() })
      .from(applicationMessages)
      .innerJoin(applications, eq(applications.id, applicationMessages.applicationId))
      .leftJoin(
        applicationMessageReads,
        and(eq(applicationMessageReads.applicationId, applicationMessages.applicationId), eq(applicationMessageReads.readerId, readerId)),
      )
      .where(
        and(
          where,
          eq(applicationMessages.side, side),
          or(isNull(applicationMessageReads.readUpTo), gt(applicationMessages.id, applicationMessageReads.readUpTo)),
        ),
      )
      .groupBy(applicationMessages.applicationId)
      .orderBy(applicationMessages.applicationId);
    return { total: rows.reduce((sum, r) => sum + r.unread, 0), applications: rows };
  }

  return {
    /** An application's messages, oldest first. */
    async messagesOf(applicationId: number): Promise<ConversationMessage[]> {
      const rows = await select().where(eq(applicationMessages.applicationId, applicationId)).orderBy(asc(applicationMessages.id));
      return rows.map(toMessage);
    },

    /** PRV-2: every message on the candidate's applications, for the data export. */
    async messagesOfUser(userId: number): Promise<(ConversationMessage & { applicationId: number })[]> {
      const rows = await db
        .select({ ...columns, applicationId: applicationMessages.applicationId })
        .from(applicationMessages)
        .innerJoin(applications, eq(applications.id, applicationMessages.applicationId))
        .leftJoin(users, eq(users.id, applicationMessages.authorId))
        .where(eq(applications.userId, userId))
        .orderBy(asc(applicationMessages.applicationId), asc(applicationMessages.id));
      return rows.map((row) => ({ applicationId: row.applicationId, ...toMessage(row) }));
    },

    /** A message, written on the app's clock; the application's last activity moves with it (docs/decisions/032). */
    async insert(
      values: { applicationId: number; side: MessageSide; authorId: number; text: string },
      now: Date,
    ): Promise<ConversationMessage> {
      const [row] = await db
        .insert(applicationMessages)
        .values({ ...values, createdAt: now })
        .returning({ id: applicationMessages.id });
      if (!row) throw new Error('insert into application_messages returned no row');
      await touchActivity(db, values.applicationId, now);
      const [message] = await select().where(eq(applicationMessages.id, row.id));
      if (!message) throw new Error('the message just written was not found');
      return toMessage(message);
    },

    /** How many of the other side's messages the reader has not read. */
    async unreadIn(applicationId: number, readerId: number, readerSide: MessageSide): Promise<number> {
      const counts = await unreadOf(eq(applicationMessages.applicationId, applicationId), readerId, otherSide(readerSide));
      return counts.total;
    },

    /** The reader has read every message up to `upTo` (a marker never moves back). */
    async markRead(applicationId: number, readerId: number, upTo: number, now: Date): Promise<void> {
      await db
        .insert(applicationMessageReads)
        .values({ applicationId, readerId, readUpTo: upTo, readAt: now })
        .onConflictDoUpdate({
          target: [applicationMessageReads.applicationId, applicationMessageReads.readerId],
          set: { readUpTo: sql`greatest(${applicationMessageReads.readUpTo}, excluded.read_up_to)`, readAt: now },
        });
    },

    /** APP-12: the team's messages the candidate has not read, on each of their applications. */
    unreadForCandidate: (userId: number) => unreadOf(eq(applications.userId, userId), userId, 'team'),

    /** REC-29: the candidate messages one member has not read, on each application of a job. */
    unreadForMember: (jobId: number, memberId: number) => unreadOf(eq(applications.jobId, jobId), memberId, 'candidate'),

    /** REC-29: a candidate's reply reaches every watcher of the job (team members only), whatever their new-application mail setting. */
    async watchersOf(jobId: number): Promise<{ userId: number; email: string }[]> {
      return db
        .select({ userId: users.id, email: users.email })
        .from(jobWatchers)
        .innerJoin(users, eq(users.id, jobWatchers.userId))
        .where(and(eq(jobWatchers.jobId, jobId), ne(users.role, 'candidate')))
        .orderBy(users.id);
    },

    /**
     * PRV-4/PRV-5 (docs/decisions/048): the whole conversation of the erased candidate's applications
     * keeps its place (who wrote when, the team's authors), every text replaced, both sides: the
     * candidate's own words, and the team's, which can name them (a template filled with their first
     * name, a reply quoting them). The candidate's message authorship and read markers go.
     */
    async eraseConversationsOf(userId: number, replacement: string): Promise<void> {
      const ids = db.select({ id: applications.id }).from(applications).where(eq(applications.userId, userId));
      await db
        .update(applicationMessages)
        .set({ text: replacement, authorId: null })
        .where(and(inArray(applicationMessages.applicationId, ids), eq(applicationMessages.side, 'candidate')));
      await db
        .update(applicationMessages)
        .set({ text: replacement })
        .where(and(inArray(applicationMessages.applicationId, ids), eq(applicationMessages.side, 'team')));
      await db.delete(applicationMessageReads).where(eq(applicationMessageReads.readerId, userId));
    },

    async templates(): Promise<MessageTemplate[]> {
      const rows = await db.select().from(messageTemplates).orderBy(asc(messageTemplates.id));
      return rows.map(toTemplate);
    },

    async template(id: number): Promise<MessageTemplate | undefined> {
      const [row] = await db.select().from(messageTemplates).where(eq(messageTemplates.id, id));
      return row && toTemplate(row);
    },

    async addTemplate(values: { name: string; body: string; updatedBy: number }, now: Date): Promise<MessageTemplate> {
      const [row] = await db
        .insert(messageTemplates)
        .values({ ...values, updatedAt: now })
        .returning();
      if (!row) throw new Error('insert into message_templates returned no row');
      return toTemplate(row);
    },

    async updateTemplate(
      id: number,
      values: { name: string; body: string; updatedBy: number },
      now: Date,
    ): Promise<MessageTemplate | undefined> {
      const [row] = await db
        .update(messageTemplates)
        .set({ ...values, updatedAt: now })
        .where(eq(messageTemplates.id, id))
        .returning();
      return row && toTemplate(row);
    },

    async deleteTemplate(id: number): Promise<boolean> {
      const rows = await db.delete(messageTemplates).where(eq(messageTemplates.id, id)).returning({ id: messageTemplates.id });
      return rows.length > 0;
    },
  };
}
export type ConversationRepository = ReturnType<typeof createConversationRepository>;
