import {
  INTERVIEW_CHANGE_HOURS,
  INTERVIEW_SCHEDULING_MESSAGES as S,
  RECRUITER_MESSAGES as R,
  applicationInterviewPath,
  outsideCandidateDay,
  recruiterApplicantPath,
  zonedInstant,
  zonedTime,
  type ApplicantResponse,
  type Job,
  type CandidateSlots,
  type CandidateSlotsResponse,
  type OfferedSlot,
  type RecruiterSlots,
  type SlotOfferInput,
  type SlotOfferResponse,
  slotOfferInputSchema,
} from '@careers/shared';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../platform/config/config.js';
import type { ApplicationRow } from '../../platform/db/schema/applications.js';
import type { ApplicationInterviewRow, InterviewSlotRow } from '../../platform/db/schema/interviews.js';
import { createRepositoryStore, type Db, type DbOrTx } from '../../platform/db/transactions.js';
import type { Clock } from '../../platform/lib/clock.js';
import { conflict, invalid, notFound } from '../../platform/lib/domain-error.js';
import { isUniqueViolation } from '../../platform/lib/errors.js';
import type { MailOutbox } from '../../platform/mail/mail-outbox.js';
import { findUser } from '../accounts/index.js';
import { findJob } from '../jobs/index.js';
import { interviewCalendar } from './interview-calendar.js';
import { interviewChangeEmail, slotsOfferedEmail, type InterviewChange } from './interview-scheduling-emails.js';
import type { InterviewPerson } from './interview-slots-repository.js';
import { createApplicationRepositories, type ApplicationRepositories } from './repositories.js';

export interface InterviewSchedulingDeps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'siteUrl' | 'companyName'>;
  mailOutbox: MailOutbox;
}

const HOUR = 3_600_000;
/** 409: the change comes too late for the candidate (APP-13's 12 hours). */
const tooLate = () => conflict(S.tooLate(INTERVIEW_CHANGE_HOURS));

/**
 * REC-30, REC-31, APP-13 (docs/decisions/049): the recruiter offers interview times, the candidate books
 * one (or moves to another, or cancels) and both sides get the same calendar event: a stable UID, a
 * SEQUENCE one higher for each change, METHOD:CANCEL when it is called off. Every instant is stored in
 * UTC with the zone it was given in, and shown on each reader's clock (@date-fns/tz).
 */
export function createInterviewSchedulingService({ db, clock, config, mailOutbox }: InterviewSchedulingDeps) {
  const repos = createRepositoryStore(db, createApplicationRepositories);
  const host = new URL(config.siteUrl).hostname;

  /** The candidate's zone: their profile's (PRO-20), else their browser's last known one, else UTC. */
  async function candidateZone(userId: number, on: ApplicationRepositories = repos): Promise<CandidateSlots['candidate_zone']> {
    const zones = await on.interviewSlots.zonesOf(userId);
    if (zones.profile) return { time_zone: zones.profile, source: 'profile' };
    if (zones.browser) return { time_zone: zones.browser, source: 'browser' };
    return { time_zone: 'UTC', source: 'none' };
  }

  const slotView = (slot: InterviewSlotRow, recruiterZone: string, candidate: string): OfferedSlot => ({
    id: slot.id,
    starts_at: slot.startsAt.toISOString(),
    duration_minutes: slot.durationMinutes,
    recruiter: zonedTime(slot.startsAt, slot.durationMinutes, recruiterZone),
    candidate: zonedTime(slot.startsAt, slot.durationMinutes, candidate),
    outside_candidate_day: outsideCandidateDay(slot.startsAt, slot.durationMinutes, candidate),
    booked: slot.bookedAt !== null,
  });

  async function anyApplication(id: number): Promise<ApplicationRow> {
    const application = await repos.applications.findById(id);
    if (!application) throw notFound(R.applicationNotFound);
    return application;
  }

  /** The candidate's own application; another candidate's is as unknown as a missing one (404). */
  async function ownApplication(userId: number, id: number): Promise<ApplicationRow> {
    const application = await repos.applications.findById(id);
    if (application?.userId !== userId) throw notFound(S.notFound);
    return application;
  }

  async function jobOf(application: ApplicationRow): Promise<Job> {
    const job = await findJob(db, application.jobId);
    if (!job) throw notFound(S.notFound);
    return job;
  }

  async function person(on: DbOrTx, userId: number | null): Promise<InterviewPerson | undefined> {
    if (userId === null) return undefined;
    const user = await findUser(on, userId);
    return user ? { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() || user.email } : undefined;
  }

  const live = (row: ApplicationInterviewRow | undefined) => (row && row.cancelledAt === null ? row : undefined);

  /**
   * REC-31: the one invitation of this change (same UID, the row's SEQUENCE) e-mailed to the candidate
   * and to the organiser and each interviewer, each with the time on their own clock.
   */
  async function notifyChange(
    txDb: DbOrTx,
    tx: ApplicationRepositories,
    o: { application: ApplicationRow; job: Job; row: ApplicationInterviewRow; change: InterviewChange; reason: string | null; now: Date },
  ): Promise<void> {
    // Inside the transaction every read goes through its one connection, one after another (a client
    // runs one query at a time; node-postgres deprecates queueing them).
    const candidate = await findUser(txDb, o.application.userId);
    const organizer = await person(txDb, o.row.organizerId);
    const interviewers = await tx.interviewSlots.interviewers(o.application.id);
    const zone = await candidateZone(o.application.userId, tx);
    if (!candidate) throw notFound(S.notFound);
    const firstName = o.application.details.first_name || candidate.firstName;
    const candidateName = `${o.application.details.first_name} ${o.application.details.last_name}`.trim() || candidate.email;
    const team = [...(organizer ? [organizer] : []), ...interviewers.filter((p) => p.id !== organizer?.id)];
    const method = o.change === 'cancelled' ? ('CANCEL' as const) : ('REQUEST' as const);
    const calendar = interviewCalendar({
      uid: `${o.row.uid}@${host}`,
      sequence: o.row.sequence,
      startsAt: o.row.startsAt,
      durationMinutes: o.row.durationMinutes,
      meetingUrl: o.row.meetingUrl,
      place: o.row.place,
      title: `Interview: ${o.job.job_title} (${config.companyName})`,
      description: `Interview with ${candidateName} for ${o.job.job_title}.${o.row.meetingUrl ? ` Join at ${o.row.meetingUrl}` : o.row.place ? ` At ${o.row.place}` : ''}`,
      organizer: organizer ?? { name: config.companyName, email: `no-reply@${host}` },
      attendee: { name: candidateName, email: candidate.email },
      interviewers: interviewers.filter((p) => p.id !== organizer?.id),
      method,
      now: o.now,
    });
    const candidateTime = zonedTime(o.row.startsAt, o.row.durationMinutes, zone.time_zone);
    const recruiterTime = zonedTime(o.row.startsAt, o.row.durationMinutes, o.row.timeZone);
    const common = {
      candidateName,
      jobTitle: o.job.job_title,
      change: o.change,
      meetingUrl: o.row.meetingUrl,
      place: o.row.place,
      reason: o.reason,
      companyName: config.companyName,
      calendar: { method, content: calendar },
    };
    // One supersede key per person and interview: an older invitation not sent yet is replaced by this one.
    const key = (who: string) => `interview:${o.application.id}:${who}`;
    await mailOutbox.enqueue(
      txDb,
      {
        kind: 'interview-update',
        supersedeKey: key('candidate'),
        ...interviewChangeEmail({
          ...common,
          to: candidate.email,
          side: 'candidate',
          firstName,
          yours: candidateTime,
          theirs: recruiterTime,
          link: `${config.siteUrl}${applicationInterviewPath(o.application.id)}`,
        }),
      },
      o.now,
    );
    // REC-32: each team member reads the time in the zone of their settings, else the one the times were offered in.
    const memberZones: string[] = [];
    for (const m of team) memberZones.push((await tx.recruiterSettings.find(m.id)).timeZone ?? o.row.timeZone);
    for (const [i, member] of team.entries())
      await mailOutbox.enqueue(
        txDb,
        {
          kind: 'interview-update',
          supersedeKey: key(String(member.id)),
          ...interviewChangeEmail({
            ...common,
            to: member.email,
            side: 'team',
            firstName: null,
            yours: zonedTime(o.row.startsAt, o.row.durationMinutes, memberZones[i] ?? o.row.timeZone),
            theirs: candidateTime,
            link: `${config.siteUrl}${recruiterApplicantPath(o.application.jobId, o.application.id)}`,
          }),
        },
        o.now,
      );
  }

  async function recruiterView(application: ApplicationRow): Promise<RecruiterSlots> {
    const [zone, offer, slots, interview] = await Promise.all([
      candidateZone(application.userId),
      repos.interviewSlots.offer(application.id),
      repos.interviewSlots.liveSlots(application.id),
      repos.applications.applicant(application.id),
    ]);
    const now = clock.now();
    return {
      candidate_zone: zone,
      slots: offer
        ? slots.filter((s) => s.bookedAt !== null || s.startsAt > now).map((s) => slotView(s, offer.timeZone, zone.time_zone))
        : [],
      meeting_url: offer?.meetingUrl ?? null,
      place: offer?.place ?? null,
      interviewer_ids: offer?.interviewerIds ?? [],
      interview: interview?.interview ?? null,
    };
  }

  async function candidatePage(application: ApplicationRow): Promise<CandidateSlots> {
    const now = clock.now();
    const [zone, offer, slots, job, row] = await Promise.all([
      candidateZone(application.userId),
      repos.interviewSlots.offer(application.id),
      repos.interviewSlots.liveSlots(application.id),
      jobOf(application),
      repos.applications.findInterview(application.id),
    ]);
    const interview = (await repos.applications.listItem(application.id))?.interview ?? null;
    const open = application.status === 'interview' && offer;
    const current = live(row);
    const changeUntil = current ? new Date(current.startsAt.getTime() - INTERVIEW_CHANGE_HOURS * HOUR) : null;
    return {
      application_id: application.id,
      job_title: job.job_title,
      candidate_zone: zone,
      // APP-13: open times still ahead, and the booked one (marked); a time booked or withdrawn is gone.
      slots: open
        ? slots
            .filter((s) => (s.bookedAt === null && s.startsAt > now) || (s.bookedAt !== null && current !== undefined))
            .map((s) => slotView(s, offer.timeZone, zone.time_zone))
        : [],
      meeting_url: offer?.meetingUrl ?? null,
      place: offer?.place ?? null,
      interview,
      interview_time: row ? zonedTime(row.startsAt, row.durationMinutes, zone.time_zone) : null,
      change_until: changeUntil?.toISOString() ?? null,
      can_change: changeUntil !== null && changeUntil > now && application.status === 'interview',
    };
  }

  /** APP-13: the candidate may change their own interview only up to INTERVIEW_CHANGE_HOURS before it. */
  function checkCandidateMayChange(row: ApplicationInterviewRow, now: Date) {
    if (row.startsAt <= now) throw conflict(S.interviewPassed);
    if (row.startsAt.getTime() - now.getTime() < INTERVIEW_CHANGE_HOURS * HOUR) throw tooLate();
  }

  async function cancel(application: ApplicationRow, reason: string): Promise<void> {
    const job = await jobOf(application);
    const now = clock.now();
    await repos.transaction(async (tx, txDb) => {
      const row = await tx.interviewSlots.cancelInterview(application.id, reason, now);
      if (!row) throw conflict(S.alreadyCancelled);
      // The time it was at is withdrawn: the recruiter offers new times (REC-31).
      await tx.interviewSlots.releaseBooked(application.id, now, { withdraw: true });
      await notifyChange(txDb, tx, { application, job, row, change: 'cancelled', reason, now });
    });
  }

  return {
    /** REC-30: the offered times of an application, on both clocks, for the recruiter's picker. */
    async recruiterSlots(applicationId: number): Promise<RecruiterSlots> {
      return recruiterView(await anyApplication(applicationId));
    },

    /** REC-30: offer 2–12 times (replacing the open ones of an earlier offer); the candidate is e-mailed a link. */
    async offer(actorId: number, applicationId: number, body: SlotOfferInput): Promise<SlotOfferResponse> {
      const input = slotOfferInputSchema.parse(body);
      const application = await anyApplication(applicationId);
      if (application.status !== 'interview') throw conflict(S.notAtInterview);
      const now = clock.now();
      const slots = input.slots.map((s) => ({
        startsAt: zonedInstant(s.date, s.time, input.time_zone),
        durationMinutes: s.duration_minutes,
      }));
      slots.forEach((s, i) => {
        if (s.startsAt <= now) throw invalid(S.slotInPast, `slots.${i}.date`);
      });
      const wanted = [...new Set(input.interviewer_ids.filter((id) => id !== actorId))];
      const members = await repos.interviewSlots.teamMembers(wanted);
      if (members.length !== wanted.length) throw invalid(S.interviewerUnknown, 'interviewer_ids');
      const [job, candidate, zone] = await Promise.all([
        jobOf(application),
        findUser(db, application.userId),
        candidateZone(application.userId),
      ]);
      if (!candidate) throw notFound(R.applicationNotFound);
      await repos.transaction(async (tx, txDb) => {
        await tx.interviewSlots.replaceOffer(
          {
            applicationId: application.id,
            organizerId: actorId,
            timeZone: input.time_zone,
            meetingUrl: input.meeting_url ?? null,
            place: input.meeting_url ? null : (input.place ?? null),
            interviewerIds: wanted,
          },
          slots,
          now,
        );
        const mail = slotsOfferedEmail({
          to: candidate.email,
          firstName: application.details.first_name || candidate.firstName,
          jobTitle: job.job_title,
          candidateZone: zone.time_zone,
          slots: slots
            .slice()
            .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
            .map((s) => ({
              candidate: zonedTime(s.startsAt, s.durationMinutes, zone.time_zone),
              recruiter: zonedTime(s.startsAt, s.durationMinutes, input.time_zone),
            })),
          link: `${config.siteUrl}${applicationInterviewPath(application.id)}`,
          companyName: config.companyName,
        });
        await mailOutbox.enqueue(txDb, { kind: 'interview-times', supersedeKey: `interview-times:${application.id}`, ...mail }, now);
      });
      return { message: S.offerSent(slots.length), offer: await recruiterView(application) };
    },

    /** REC-31: the recruiter calls the interview off at any time, with a reason. */
    async recruiterCancel(applicationId: number, reason: string): Promise<ApplicantResponse> {
      const application = await anyApplication(applicationId);
      if (!live(await repos.applications.findInterview(application.id))) throw conflict(S.noInterview);
      await cancel(application, reason);
      const applicant = await repos.applications.applicant(application.id);
      if (!applicant) throw notFound(R.applicationNotFound);
      return { message: S.cancelled, applicant };
    },

    /** APP-13: the candidate's page; the zone their browser sends is kept as their last known one. */
    async candidateSlots(userId: number, applicationId: number, browserZone?: string): Promise<CandidateSlots> {
      const application = await ownApplication(userId, applicationId);
      if (browserZone) await repos.interviewSlots.recordBrowserTimeZone(userId, browserZone);
      return candidatePage(application);
    },

    /**
     * APP-13: book an offered time, or move the interview to it. Two requests for one time give one
     * booking and one 409 (the database decides: see `book`).
     */
    async book(userId: number, applicationId: number, slotId: number): Promise<CandidateSlotsResponse> {
      const application = await ownApplication(userId, applicationId);
      if (application.status !== 'interview') throw conflict(S.notAtInterview);
      const now = clock.now();
      const [offer, slot, existing, job] = await Promise.all([
        repos.interviewSlots.offer(application.id),
        repos.interviewSlots.slot(application.id, slotId),
        repos.applications.findInterview(application.id),
        jobOf(application),
      ]);
      if (!offer || !slot) throw notFound(S.slotNotFound);
      if (slot.withdrawnAt !== null) throw conflict(S.slotNotFound);
      const current = live(existing);
      if (current && slot.bookedAt !== null && current.startsAt.getTime() === slot.startsAt.getTime()) throw conflict(S.alreadyBooked);
      if (current) checkCandidateMayChange(current, now);
      await repos.transaction(async (tx, txDb) => {
        // A move frees the time it leaves (open again for this application).
        if (current) await tx.interviewSlots.releaseBooked(application.id, now, { withdraw: false, except: slot.id });
        let booked: InterviewSlotRow | undefined;
        try {
          booked = await tx.interviewSlots.book(application.id, slot.id, now);
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(S.slotTaken);
          throw error;
        }
        if (!booked) throw conflict(S.slotTaken);
        const row = await tx.applications.saveInterview(
          {
            applicationId: application.id,
            uid: randomUUID(),
            startsAt: booked.startsAt,
            durationMinutes: booked.durationMinutes,
            meetingUrl: offer.meetingUrl,
            place: offer.place,
            timeZone: offer.timeZone,
            organizerId: offer.organizerId,
          },
          now,
        );
        await tx.interviewSlots.setInterviewers(application.id, offer.interviewerIds);
        await notifyChange(txDb, tx, { application, job, row, change: current ? 'moved' : 'booked', reason: null, now });
      });
      return { message: current ? S.movedDone : S.bookedDone, page: await candidatePage(application) };
    },

    /** APP-13: the candidate cancels, with a reason, up to INTERVIEW_CHANGE_HOURS before. */
    async candidateCancel(userId: number, applicationId: number, reason: string): Promise<CandidateSlotsResponse> {
      const application = await ownApplication(userId, applicationId);
      const current = live(await repos.applications.findInterview(application.id));
      if (!current) throw conflict(S.noInterview);
      checkCandidateMayChange(current, clock.now());
      await cancel(application, reason);
      return { message: S.cancelled, page: await candidatePage(application) };
    },

    /** APP-13: none of the times suit: the text the candidate's note goes to the team with (the conversation). */
    async otherTimesMessage(userId: number, applicationId: number, note: string): Promise<string> {
      const application = await ownApplication(userId, applicationId);
      if (application.status !== 'interview') throw conflict(S.notAtInterview);
      return S.otherTimesMessage(note);
    },

    async candidatePage(userId: number, applicationId: number): Promise<CandidateSlots> {
      return candidatePage(await ownApplication(userId, applicationId));
    },
  };
}
export type InterviewSchedulingService = ReturnType<typeof createInterviewSchedulingService>;
