import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema/accounts.js';
import {
  applicationInterviewers,
  applicationInterviews,
  interviewOffers,
  interviewSlots,
  type ApplicationInterviewRow,
  type InterviewOfferRow,
  type InterviewSlotRow,
} from '../../platform/db/schema/interviews.js';
import { touchActivity } from './notes-repository.js';

/** A person on an invitation. */
export interface InterviewPerson {
  id: number;
  email: string;
  name: string;
}

/** REC-30, REC-31, APP-13 (docs/decisions/049): offered times, their bookings, and the interview's people. */
export function createInterviewSlotsRepository(db: DbOrTx) {
  return {
    async offer(applicationId: number): Promise<InterviewOfferRow | undefined> {
      const [row] = await db.select().from(interviewOffers).where(eq(interviewOffers.applicationId, applicationId)).limit(1);
      return row;
    },

    /** Every time offered and not withdrawn (open or booked), earliest first. */
    async liveSlots(applicationId: number): Promise<InterviewSlotRow[]> {
      return db
        .select()
        .from(interviewSlots)
        .where(and(eq(interviewSlots.applicationId, applicationId), isNull(interviewSlots.withdrawnAt)))
        .orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.id));
    },

    async slot(applicationId: number, slotId: number): Promise<InterviewSlotRow | undefined> {
      const [row] = await db
        .select()
        .from(interviewSlots)
        .where(and(eq(interviewSlots.id, slotId), eq(interviewSlots.applicationId, applicationId)))
        .limit(1);
      return row;
    },

    /**
     * REC-30: a new offer replaces the open times of the last one (a booked time stays, the interview
     * at it is unchanged until the candidate moves it).
     */
    async replaceOffer(
      values: Omit<InterviewOfferRow, 'createdAt' | 'updatedAt'>,
      slots: { startsAt: Date; durationMinutes: number }[],
      now: Date,
    ): Promise<void> {
      await db
        .insert(interviewOffers)
        .values({ ...values, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: interviewOffers.applicationId,
          set: {
            organizerId: values.organizerId,
            timeZone: values.timeZone,
            meetingUrl: values.meetingUrl,
            place: values.place,
            interviewerIds: values.interviewerIds,
            updatedAt: now,
          },
        });
      await db
        .update(interviewSlots)
        .set({ withdrawnAt: now })
        .where(
          and(eq(interviewSlots.applicationId, values.applicationId), isNull(interviewSlots.bookedAt), isNull(interviewSlots.withdrawnAt)),
        );
      await db.insert(interviewSlots).values(slots.map((s) => ({ ...s, applicationId: values.applicationId, createdAt: now })));
      await touchActivity(db, values.applicationId, now);
    },

    /** The time this application's interview is booked at, if any. */
    async bookedSlot(applicationId: number): Promise<InterviewSlotRow | undefined> {
      const [row] = await db
        .select()
        .from(interviewSlots)
        .where(and(eq(interviewSlots.applicationId, applicationId), isNotNull(interviewSlots.bookedAt)))
        .limit(1);
      return row;
    },

    /**
     * Frees the booked time (the interview moves away from it, or was cancelled: it is withdrawn then).
     * A move never frees the time it moves to (`except`), so a stale read cannot book one time twice.
     */
    async releaseBooked(applicationId: number, now: Date, options: { withdraw: boolean; except?: number }): Promise<void> {
      await db
        .update(interviewSlots)
        .set({ bookedAt: null, ...(options.withdraw ? { withdrawnAt: now } : {}) })
        .where(
          and(
            eq(interviewSlots.applicationId, applicationId),
            isNotNull(interviewSlots.bookedAt),
            ...(options.except === undefined ? [] : [ne(interviewSlots.id, options.except)]),
          ),
        );
    },

    /**
     * APP-13: book an open time, still in the future. The conditional update is the lock: of two
     * requests for one time, the second waits for the first and then finds it booked (no row); a
     * second time of the same application breaks the partial unique index (23505). Both: 409.
     */
    async book(applicationId: number, slotId: number, now: Date): Promise<InterviewSlotRow | undefined> {
      const [row] = await db
        .update(interviewSlots)
        .set({ bookedAt: now })
        .where(
          and(
            eq(interviewSlots.id, slotId),
            eq(interviewSlots.applicationId, applicationId),
            isNull(interviewSlots.bookedAt),
            isNull(interviewSlots.withdrawnAt),
            sql`${interviewSlots.startsAt} > ${now}`,
          ),
        )
        .returning();
      return row;
    },

    /** REC-30: the interview's other interviewers (the organiser is on the interview row). */
    async setInterviewers(applicationId: number, userIds: number[]): Promise<void> {
      await db.delete(applicationInterviewers).where(eq(applicationInterviewers.applicationId, applicationId));
      if (userIds.length > 0)
        await db
          .insert(applicationInterviewers)
          .values(userIds.map((userId) => ({ applicationId, userId })))
          .onConflictDoNothing();
    },

    async interviewers(applicationId: number): Promise<InterviewPerson[]> {
      const rows = await db
        .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(applicationInterviewers)
        .innerJoin(users, eq(users.id, applicationInterviewers.userId))
        .where(eq(applicationInterviewers.applicationId, applicationId))
        .orderBy(users.id);
      return rows.map((r) => ({ id: r.id, email: r.email, name: `${r.firstName} ${r.lastName}`.trim() || r.email }));
    },

    /** Team members (not candidates) among the ids, for the offer's interviewers. */
    async teamMembers(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), ne(users.role, 'candidate'), isNull(users.deletedAt)));
      return rows.map((r) => r.id);
    },

    /** REC-31: call the interview off: same UID, SEQUENCE one higher (the CANCEL invitation's). */
    async cancelInterview(applicationId: number, reason: string, now: Date): Promise<ApplicationInterviewRow | undefined> {
      const [row] = await db
        .update(applicationInterviews)
        .set({ cancelledAt: now, cancelReason: reason, sequence: sql`${applicationInterviews.sequence} + 1`, updatedAt: now })
        .where(and(eq(applicationInterviews.applicationId, applicationId), isNull(applicationInterviews.cancelledAt)))
        .returning();
      if (row) await touchActivity(db, applicationId, now);
      return row;
    },

    /** APP-13: the zone the candidate's browser reports, kept as their last known one. */
    async recordBrowserTimeZone(userId: number, timeZone: string): Promise<void> {
      await db
        .update(users)
        .set({ browserTimeZone: timeZone })
        .where(and(eq(users.id, userId), sql`${users.browserTimeZone} IS DISTINCT FROM ${timeZone}`));
    },

    async zonesOf(userId: number): Promise<{ profile: string | null; browser: string | null }> {
      const [row] = await db
        .select({ profile: users.timeZone, browser: users.browserTimeZone })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? { profile: null, browser: null };
    },
  };
}
export type InterviewSlotsRepository = ReturnType<typeof createInterviewSlotsRepository>;
