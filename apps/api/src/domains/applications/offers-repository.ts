import { and, desc, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { applications } from '../../platform/db/schema/applications.js';
import { applicationOffers, type ApplicationOfferRow, type NewApplicationOffer } from '../../platform/db/schema/offers.js';

export type { ApplicationOfferRow };

/** The fields a draft's form sets (REC-33). */
export type OfferTerms = Pick<
  NewApplicationOffer,
  | 'role'
  | 'engagement'
  | 'rateAmount'
  | 'rateCurrency'
  | 'rateUnit'
  | 'startDate'
  | 'endDate'
  | 'durationMonths'
  | 'hoursPerWeek'
  | 'workplace'
  | 'place'
  | 'noticeTerms'
  | 'expiresAt'
  | 'expiresTimeZone'
  | 'outsideRangeConfirmed'
>;

/** REC-33, APP-14 (docs/decisions/050): an application's offer versions. Each state change is conditional on the state it leaves. */
export function createOffersRepository(db: DbOrTx) {
  return {
    /** A new draft with the next version number of its application. */
    async insertDraft(applicationId: number, terms: OfferTerms, createdBy: number, now: Date): Promise<ApplicationOfferRow> {
      const [last] = await db
        .select({ version: sql<number>`coalesce(max(${applicationOffers.version}), 0)`.mapWith(Number) })
        .from(applicationOffers)
        .where(eq(applicationOffers.applicationId, applicationId));
      const [row] = await db
        .insert(applicationOffers)
        .values({ ...terms, applicationId, version: (last?.version ?? 0) + 1, status: 'draft', createdBy, createdAt: now, updatedAt: now })
        .returning();
      return row!;
    },

    async findById(id: number): Promise<ApplicationOfferRow | undefined> {
      const [row] = await db.select().from(applicationOffers).where(eq(applicationOffers.id, id));
      return row;
    },

    /** Every version, newest first. */
    listForApplication: (applicationId: number) =>
      db
        .select()
        .from(applicationOffers)
        .where(eq(applicationOffers.applicationId, applicationId))
        .orderBy(desc(applicationOffers.version)),

    /** APP-14: the newest version the candidate was sent (drafts are the team's). */
    async latestSent(applicationId: number): Promise<ApplicationOfferRow | undefined> {
      const [row] = await db
        .select()
        .from(applicationOffers)
        .where(and(eq(applicationOffers.applicationId, applicationId), ne(applicationOffers.status, 'draft')))
        .orderBy(desc(applicationOffers.version))
        .limit(1);
      return row;
    },

    async updateDraft(id: number, terms: OfferTerms, now: Date): Promise<ApplicationOfferRow | undefined> {
      const [row] = await db
        .update(applicationOffers)
        .set({ ...terms, updatedAt: now })
        .where(and(eq(applicationOffers.id, id), eq(applicationOffers.status, 'draft')))
        .returning();
      return row;
    },

    /** A new version replaces the open one: the sent offers of the application still open are withdrawn. */
    withdrawOpen: (applicationId: number, now: Date) =>
      db
        .update(applicationOffers)
        .set({ status: 'withdrawn', withdrawnAt: now, updatedAt: now })
        .where(and(eq(applicationOffers.applicationId, applicationId), eq(applicationOffers.status, 'sent'))),

    async markSent(id: number, letter: { key: string; sha256: string }, now: Date): Promise<ApplicationOfferRow | undefined> {
      const [row] = await db
        .update(applicationOffers)
        .set({ status: 'sent', sentAt: now, letterKey: letter.key, letterSha256: letter.sha256, updatedAt: now })
        .where(and(eq(applicationOffers.id, id), eq(applicationOffers.status, 'draft')))
        .returning();
      return row;
    },

    async withdraw(id: number, now: Date): Promise<ApplicationOfferRow | undefined> {
      const [row] = await db
        .update(applicationOffers)
        .set({ status: 'withdrawn', withdrawnAt: now, updatedAt: now })
        .where(and(eq(applicationOffers.id, id), eq(applicationOffers.status, 'sent')))
        .returning();
      return row;
    },

    /** APP-14: only a sent offer not yet expired at `now` is accepted; a second submit finds it accepted and changes nothing. */
    async accept(
      id: number,
      evidence: { name: string; ip: string; signedKey: string; signedSha256: string },
      now: Date,
    ): Promise<ApplicationOfferRow | undefined> {
      const [row] = await db
        .update(applicationOffers)
        .set({
          status: 'accepted',
          acceptedAt: now,
          acceptedName: evidence.name,
          acceptedIp: evidence.ip,
          signedKey: evidence.signedKey,
          signedSha256: evidence.signedSha256,
          updatedAt: now,
        })
        .where(and(eq(applicationOffers.id, id), eq(applicationOffers.status, 'sent'), gt(applicationOffers.expiresAt, now)))
        .returning();
      return row;
    },

    async decline(id: number, reason: string | null, now: Date): Promise<ApplicationOfferRow | undefined> {
      const [row] = await db
        .update(applicationOffers)
        .set({ status: 'declined', declinedAt: now, declineReason: reason, updatedAt: now })
        .where(and(eq(applicationOffers.id, id), eq(applicationOffers.status, 'sent')))
        .returning();
      return row;
    },

    /** PRV-2: a candidate's offers (sent ones: drafts are the team's), for the data export. */
    offersOfUser: (userId: number) =>
      db
        .select({ offer: applicationOffers })
        .from(applicationOffers)
        .innerJoin(applications, eq(applications.id, applicationOffers.applicationId))
        .where(and(eq(applications.userId, userId), ne(applicationOffers.status, 'draft')))
        .orderBy(applicationOffers.applicationId, applicationOffers.version)
        .then((rows) => rows.map((r) => r.offer)),

    /** PRV-4/PRV-5: the storage keys of a candidate's letters, for the erasure to delete. */
    async fileKeysOfUser(userId: number): Promise<string[]> {
      const rows = await db
        .select({ letterKey: applicationOffers.letterKey, signedKey: applicationOffers.signedKey })
        .from(applicationOffers)
        .innerJoin(applications, eq(applications.id, applicationOffers.applicationId))
        .where(and(eq(applications.userId, userId), isNotNull(applicationOffers.letterKey)));
      return rows.flatMap((r) => [r.letterKey, r.signedKey].filter((key): key is string => key !== null));
    },

    /**
     * PRV-4/PRV-5 (docs/decisions/050): the personal fields of an erased candidate's offers are cleared and
     * the letters' keys dropped; what stays is the offer's terms, states, instants and the two SHA-256
     * fingerprints (the team's record that an offer was made and accepted, with no name or address).
     */
    eraseForUser: (userId: number) =>
      db
        .update(applicationOffers)
        .set({ acceptedName: null, acceptedIp: null, declineReason: null, letterKey: null, signedKey: null })
        .where(
          inArray(
            applicationOffers.applicationId,
            db.select({ id: applications.id }).from(applications).where(eq(applications.userId, userId)),
          ),
        ),
  };
}
export type OffersRepository = ReturnType<typeof createOffersRepository>;
