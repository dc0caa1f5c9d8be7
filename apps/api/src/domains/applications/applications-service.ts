import {
  APPLICATION_MESSAGES as A,
  OFFER_MESSAGES as O,
  APPLICATION_STEP_LABELS,
  RECRUITER_MESSAGES as R,
  answersSchemaFor,
  applicationDetails,
  countedSource,
  referralCodeOf,
  canMarkNotSelected,
  publicScreeningQuestion,
  screeningMismatches,
  storedScreeningAnswers,
  canWithdraw,
  fillTemplate,
  CONVERSATION_MESSAGES as C,
  nextStep,
  profileTabPath,
  recruiterApplicantPath,
  type Applicant,
  type ApplicantResponse,
  type ApplicationDraftResponse,
  type ApplicationFields,
  type ApplicationStatus,
  type LaterStatus,
  type ScreeningAnswers,
  type ScreeningQuestion,
  type FileRef,
  type InterviewInput,
  type Job,
  type SubmitApplicationResponse,
  type SubmittedApplication,
} from '@careers/shared';
import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import type { AppConfig } from '../../platform/config/config.js';
import type { ApplicationFileRow, ApplicationRow } from '../../platform/db/schema/applications.js';
import { createRepositoryStore, type Db } from '../../platform/db/transactions.js';
import type { Clock } from '../../platform/lib/clock.js';
import { isUniqueViolation } from '../../platform/lib/errors.js';
import { conflict, invalid, invalidFields, notFound } from '../../platform/lib/domain-error.js';
import type { MailOutbox } from '../../platform/mail/mail-outbox.js';
import { applicationStatusEmail, interviewMovedEmail, newApplicationEmail, type InterviewMailDetails } from './application-emails.js';
import { interviewCalendar } from './interview-calendar.js';
import { postTeamMessage } from './conversation-service.js';
import type { ApplicationInterviewRow } from '../../platform/db/schema/interviews.js';
import { findUser } from '../accounts/index.js';
import { findJob, findScreeningQuestions } from '../jobs/index.js';
import { refreshTalentDocument } from '../talent/index.js';
import { refreshFits } from './application-fits.js';
import { referrerIdOf, tellReferrerOfHire } from './referrals-service.js';
import { applicantsCsv } from './applicants-csv.js';
import { createApplicationRepositories, type ApplicationRepositories } from './repositories.js';

export interface ApplicationsServiceDeps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'siteUrl' | 'companyName'>;
  mailOutbox: MailOutbox;
}

/** Saved jobs, drafts, submissions (APP-4, APP-6), a job's applicants and the recruiter's step changes (REC-5, REC-6). */
export function createApplicationsService({ db, clock, config, mailOutbox }: ApplicationsServiceDeps) {
  const repos = createRepositoryStore(db, createApplicationRepositories);

  async function existingJob(jobId: number): Promise<Job> {
    const job = await findJob(db, jobId);
    if (!job) throw notFound(A.jobNotFound);
    return job;
  }

  /** A posting as the recruiter area looks it up: open or closed, else REC-4's not found. */
  async function existingRecruiterJob(jobId: number): Promise<Job> {
    const job = await findJob(db, jobId);
    if (!job) throw notFound(R.jobNotFound);
    return job;
  }

  /** Only open jobs can be saved, drafted for or applied to (PUB-14). */
  async function openJob(jobId: number): Promise<Job> {
    const job = await existingJob(jobId);
    if (job.status !== 'open') throw conflict(A.jobClosed);
    return job;
  }

  /**
   * APP-11: the submitted answers checked against the job's questions with the browser's own schema
   * (`answersSchemaFor`), so the API refuses what the form refuses, with the same texts, each under
   * `screening_answers.<question id>`.
   */
  function checkedAnswers(questions: ScreeningQuestion[], answers: unknown): ScreeningAnswers {
    const result = answersSchemaFor(questions).safeParse(answers);
    if (result.success) return result.data;
    const [first, ...rest] = result.error.issues.map((issue) => ({
      message: issue.message,
      field: ['screening_answers', ...issue.path.map(String)].join('.'),
    }));
    if (!first) throw invalid(A.jobNotFound);
    throw invalidFields([first, ...rest]);
  }

  /** Keep only file references that are still the candidate's and unused, with their stored names. */
  async function liveFiles(userId: number, fields: ApplicationFields): Promise<ApplicationFields> {
    const owned = await repos.applications.unattachedFilesOf(
      userId,
      [...fields.cv_files, ...fields.photo_files].map((f) => f.id),
    );
    const keep = (refs: FileRef[], kind: 'cv' | 'photo') =>
      refs.flatMap((ref) => owned.filter((f) => f.id === ref.id && f.kind === kind).map(({ id, name, size }) => ({ id, name, size })));
    return { ...fields, cv_files: keep(fields.cv_files, 'cv'), photo_files: keep(fields.photo_files, 'photo') };
  }

  /** The interview's instant: the recruiter's local date and time in their zone; never in the past. */
  function interviewStart(input: InterviewInput, now: Date): Date {
    const [year, month, day] = input.date.split('-').map(Number);
    const [hours, minutes] = input.time.split(':').map(Number);
    const startsAt = new Date(new TZDate(year!, month! - 1, day!, hours!, minutes!, 0, input.time_zone).getTime());
    if (startsAt.getTime() <= now.getTime()) throw invalid(R.interviewInPast, 'interview.date');
    return startsAt;
  }

  /** Save the interview in the caller's transaction and write its invitation (same UID, next SEQUENCE on a move). */
  async function saveInterview(
    tx: ApplicationRepositories,
    o: {
      application: ApplicationRow;
      input: InterviewInput;
      startsAt: Date;
      actor: { id: number; email: string; name: string };
      job: Job;
      candidate: { email: string; name: string };
      now: Date;
    },
  ): Promise<InterviewMailDetails> {
    const row: ApplicationInterviewRow = await tx.applications.saveInterview(
      {
        applicationId: o.application.id,
        uid: randomUUID(),
        startsAt: o.startsAt,
        durationMinutes: o.input.duration_minutes,
        meetingUrl: o.input.meeting_url,
        timeZone: o.input.time_zone,
        organizerId: o.actor.id,
      },
      o.now,
    );
    // REC-30: a time the candidate had booked is free again once the recruiter fixes the interview directly.
    await tx.interviewSlots.releaseBooked(o.application.id, o.now, { withdraw: false });
    const calendar = interviewCalendar({
      uid: `${row.uid}@${new URL(config.siteUrl).hostname}`,
      sequence: row.sequence,
      startsAt: row.startsAt,
      durationMinutes: row.durationMinutes,
      meetingUrl: row.meetingUrl,
      title: `Interview: ${o.job.job_title} (${config.companyName})`,
      description: `Your interview for ${o.job.job_title}. Join at ${row.meetingUrl}`,
      organizer: { name: o.actor.name, email: o.actor.email },
      attendee: o.candidate,
      now: o.now,
    });
    return { startsAt: row.startsAt, timeZone: row.timeZone, durationMinutes: row.durationMinutes, meetingUrl: row.meetingUrl, calendar };
  }

  async function recruiter(actorId: number): Promise<{ id: number; email: string; name: string }> {
    const actor = await findUser(db, actorId);
    if (!actor) throw new Error('the signed-in recruiter is missing');
    return { id: actor.id, email: actor.email, name: `${actor.firstName} ${actor.lastName}`.trim() || actor.email };
  }

  async function changeStatus(
    application: ApplicationRow,
    to: LaterStatus,
    actorId: number,
    interview?: InterviewInput,
    templateId?: number,
  ): Promise<ApplicantResponse> {
    const [job, candidate, template] = await Promise.all([
      existingJob(application.jobId),
      findUser(db, application.userId),
      templateId === undefined ? undefined : repos.conversation.template(templateId),
    ]);
    if (templateId !== undefined && !template) throw notFound(C.templates.notFound);
    if (!candidate) throw notFound(R.applicationNotFound);
    const now = clock.now();
    const startsAt = interview && interviewStart(interview, now);
    const actor = interview && (await recruiter(actorId));
    const firstName = application.details.first_name || candidate.firstName;
    const message = template && fillTemplate(template.body, { firstName, jobTitle: job.job_title });
    await repos.transaction(async (tx, txDb) => {
      if (!(await tx.applications.transition(application.id, application.status, to, actorId, now))) {
        const current = await tx.applications.findById(application.id);
        throw conflict(R.alreadyMoved(APPLICATION_STEP_LABELS[current?.status ?? to]));
      }
      const invitation =
        interview && startsAt && actor
          ? await saveInterview(tx, {
              application,
              input: interview,
              startsAt,
              actor,
              job,
              candidate: { email: candidate.email, name: firstName },
              now,
            })
          : undefined;
      // Queued with the change and sent after the commit (docs/decisions/009): the candidate hears of
      // every move, and a slow mail server never holds the recruiter or the database.
      await mailOutbox.enqueue(
        txDb,
        {
          kind: 'application-status',
          ...applicationStatusEmail({
            to: candidate.email,
            firstName,
            jobTitle: job.job_title,
            status: to,
            link: `${config.siteUrl}${profileTabPath('applied')}`,
            companyName: config.companyName,
            ...(invitation ? { interview: invitation } : {}),
            ...(message !== undefined ? { message } : {}),
          }),
        },
        now,
      );
      // REC-36: the referrer hears of a hire in the move's transaction (a bulk move comes through here too).
      if (to === 'hired')
        await tellReferrerOfHire(txDb, { mailOutbox, config }, { applicationId: application.id, jobTitle: job.job_title }, now);
      // REC-29 (docs/decisions/048): the chosen rejection template, filled in, joins the conversation in
      // the move's transaction; the step's e-mail above carries its text (one e-mail, not two).
      if (message !== undefined)
        await postTeamMessage(
          txDb,
          { config, mailOutbox },
          {
            application,
            authorId: actorId,
            text: message,
            candidate: { email: candidate.email, firstName },
            jobTitle: job.job_title,
            mail: false,
          },
          now,
        );
    });
    const applicant = await repos.applications.applicant(application.id);
    if (!applicant) throw notFound(R.applicationNotFound);
    return { message: to === 'not_selected' ? R.notSelectedDone : R.moved(APPLICATION_STEP_LABELS[to]), applicant };
  }

  /**
   * REC-33, APP-14: while the candidate may still accept a sent offer, their acceptance is what moves the
   * application to Hired, and Not selected would leave them an offer they can no longer accept: either move
   * by hand waits until the team withdraws the offer (or it expires, or the candidate answers).
   */
  async function refuseWhileOfferOpen(application: ApplicationRow, to: 'hired' | 'not_selected') {
    const offer = await repos.offers.latestSent(application.id);
    if (offer?.status === 'sent' && offer.expiresAt.getTime() > clock.now().getTime())
      throw conflict(to === 'hired' ? O.openOfferHired : O.openOfferNotSelected);
  }

  /** Why a final application cannot move (REC-6, APP-9). */
  const finalMessage = (status: ApplicationStatus) =>
    status === 'hired' ? R.hiredIsFinal : status === 'withdrawn' ? R.withdrawnIsFinal : R.notSelectedIsFinal;

  async function findApplication(id: number): Promise<ApplicationRow> {
    const application = await repos.applications.findById(id);
    if (!application) throw notFound(R.applicationNotFound);
    return application;
  }

  return {
    savedJobs: (userId: number) => repos.savedJobs.list(userId),

    async saveJob(userId: number, jobId: number): Promise<{ message: string }> {
      await openJob(jobId);
      await repos.savedJobs.save(userId, jobId, clock.now());
      return { message: A.jobSaved };
    },

    async unsaveJob(userId: number, jobId: number): Promise<{ message: string }> {
      await repos.savedJobs.remove(userId, jobId);
      return { message: A.jobUnsaved };
    },

    /** APP-4: the draft for this job, with files that are gone left out. */
    async draft(userId: number, jobId: number): Promise<ApplicationDraftResponse> {
      await existingJob(jobId);
      // APP-11: the form asks the job's questions, without their expected answers.
      const screening_questions = ((await findScreeningQuestions(db, jobId)) ?? []).map(publicScreeningQuestion);
      const draft = await repos.drafts.find(userId, jobId);
      if (!draft) return { draft: null, screening_questions };
      const fields = await liveFiles(userId, draft.fields);
      return {
        // A draft saved before screening questions existed has no answers.
        draft: {
          job_id: jobId,
          updated_at: draft.updatedAt.toISOString(),
          fields: { ...fields, screening_answers: fields.screening_answers ?? {} },
        },
        screening_questions,
      };
    },

    async saveDraft(userId: number, jobId: number, fields: ApplicationFields): Promise<{ message: string }> {
      await openJob(jobId);
      if (await repos.applications.findByUserAndJob(userId, jobId)) throw conflict(A.alreadyApplied);
      await repos.drafts.save(userId, jobId, fields, clock.now());
      return { message: A.draftSaved };
    },

    async deleteDraft(userId: number, jobId: number): Promise<{ message: string }> {
      await repos.drafts.delete(userId, jobId);
      return { message: A.draftDiscarded };
    },

    /**
     * APP-4: create the application, attach its files and drop the draft, all or nothing. The
     * unique key (candidate, job) refuses a second application even when two arrive at once.
     */
    async submit(user: { id: number; email: string }, input: SubmittedApplication): Promise<SubmitApplicationResponse> {
      const job = await openJob(input.job_id);
      if (await repos.applications.findByUserAndJob(user.id, job.job_id)) throw conflict(A.alreadyApplied);
      const questions = (await findScreeningQuestions(db, job.job_id)) ?? [];
      const answers = checkedAnswers(questions, input.screening_answers);
      const ids = [...input.cv_files, ...input.photo_files].map((f) => f.id);
      const owned = await repos.applications.unattachedFilesOf(user.id, ids);
      const checkKind = (refs: FileRef[], kind: 'cv' | 'photo', field: string) => {
        for (const ref of refs) if (!owned.some((f) => f.id === ref.id && f.kind === kind)) throw invalid(A.fileUnknown, field);
      };
      checkKind(input.cv_files, 'cv', 'cv_files');
      checkKind(input.photo_files, 'photo', 'photo_files');
      const now = clock.now();
      const touches = input.source_touches ?? null;
      const id = await repos.transaction(async (tx, txDb) => {
        let row: ApplicationRow;
        try {
          row = await tx.applications.insert(
            {
              userId: user.id,
              jobId: job.job_id,
              mode: input.mode,
              details: applicationDetails(input, user.email),
              screeningAnswers: storedScreeningAnswers(questions, answers),
              // REC-27: a flag for a person to review (GDPR Art. 22): the application stays in Applied like any other.
              doesNotMeet: screeningMismatches(questions, answers),
              // APP-15, REC-34 (docs/decisions/052): counted under the first touch; both touches kept.
              source: countedSource(touches),
              sourceTouches: touches,
              referrerId: await referrerIdOf(txDb, referralCodeOf(touches)),
            },
            now,
          );
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(A.alreadyApplied);
          throw error;
        }
        if (!(await tx.applications.attachFiles(user.id, ids, row.id))) throw invalid(A.fileUnknown, 'cv_files');
        await tx.drafts.delete(user.id, job.job_id);
        // REC-10: the application's entries and CV text join the talent pool's document.
        await refreshTalentDocument(txDb, user.id, now);
        // REC-26 (docs/decisions/043): the recruiters' explainable fit is written with the application.
        await refreshFits(txDb, { applicationIds: [row.id] }, now);
        // REC-13: each watcher of the job is told, queued with the application (docs/decisions/009).
        const candidateName = `${row.details.first_name} ${row.details.last_name}`.trim() || row.details.email;
        const link = `${config.siteUrl}${recruiterApplicantPath(job.job_id, row.id)}`;
        for (const watcher of await tx.recruiterSettings.watchersOf(job.job_id)) {
          const mail = newApplicationEmail({
            to: watcher.email,
            candidateName,
            jobTitle: job.job_title,
            link,
            companyName: config.companyName,
          });
          await mailOutbox.enqueue(txDb, { kind: 'new-application', ...mail }, now);
        }
        return row.id;
      });
      const application = await repos.applications.listItem(id);
      if (!application) throw new Error('the new application is missing');
      return { message: A.submitted, application };
    },

    applications: (userId: number) => repos.applications.listForUser(userId),

    /** APP-8/REC-6: one step along the timeline, from the status the recruiter saw. */
    async advance(actorId: number, applicationId: number, from: ApplicationStatus, interview?: InterviewInput): Promise<ApplicantResponse> {
      const application = await findApplication(applicationId);
      const current = application.status;
      if (current !== from) throw conflict(R.alreadyMoved(APPLICATION_STEP_LABELS[current]));
      const to = nextStep(current);
      if (!to) throw conflict(finalMessage(current));
      // REC-12: an interview rides only on the move to Interview.
      if (interview && to !== 'interview') throw invalid(R.interviewNotAtStep, 'interview');
      if (to === 'hired') await refuseWhileOfferOpen(application, to);
      return changeStatus(application, to, actorId, interview);
    },

    /**
     * REC-12: schedule or move the interview of an application at the Interview step. The candidate
     * gets an updated invitation: the same UID, a higher SEQUENCE; an older one not sent yet is replaced.
     */
    async scheduleInterview(actorId: number, applicationId: number, input: InterviewInput): Promise<ApplicantResponse> {
      const application = await findApplication(applicationId);
      if (application.status !== 'interview') throw conflict(R.interviewNotAtStep);
      const [job, candidate, actor] = await Promise.all([
        existingJob(application.jobId),
        findUser(db, application.userId),
        recruiter(actorId),
      ]);
      if (!candidate) throw notFound(R.applicationNotFound);
      const now = clock.now();
      const startsAt = interviewStart(input, now);
      const firstName = application.details.first_name || candidate.firstName;
      const moved = (await repos.applications.findInterview(application.id)) !== undefined;
      await repos.transaction(async (tx, txDb) => {
        const invitation = await saveInterview(tx, {
          application,
          input,
          startsAt,
          actor,
          job,
          candidate: { email: candidate.email, name: firstName },
          now,
        });
        const link = `${config.siteUrl}${profileTabPath('applied')}`;
        const mail = moved
          ? interviewMovedEmail({
              to: candidate.email,
              firstName,
              jobTitle: job.job_title,
              link,
              companyName: config.companyName,
              interview: invitation,
            })
          : applicationStatusEmail({
              to: candidate.email,
              firstName,
              jobTitle: job.job_title,
              status: 'interview',
              link,
              companyName: config.companyName,
              interview: invitation,
            });
        await mailOutbox.enqueue(txDb, { kind: 'interview-update', supersedeKey: `interview:${application.id}`, ...mail }, now);
      });
      const applicant = await repos.applications.applicant(application.id);
      if (!applicant) throw notFound(R.applicationNotFound);
      return { message: moved ? R.interviewRescheduled : R.interviewScheduled, applicant };
    },

    /**
     * APP-9: the candidate ends their own application before Hired or Not selected. The same
     * conditional step as a recruiter's move, so a recruiter's move at the same moment wins or loses
     * cleanly; nobody is e-mailed (the candidate did it; the recruiters see Withdrawn).
     */
    async withdraw(userId: number, applicationId: number): Promise<SubmitApplicationResponse> {
      const application = await repos.applications.findById(applicationId);
      // Another candidate's application is as unknown as a missing one.
      if (application?.userId !== userId) throw notFound(R.applicationNotFound);
      if (!canWithdraw(application.status)) throw conflict(application.status === 'hired' ? A.cannotWithdrawHired : A.cannotWithdrawClosed);
      const moved = await repos.applications.transition(application.id, application.status, 'withdrawn', userId, clock.now());
      if (!moved) throw conflict(A.cannotWithdrawClosed);
      const item = await repos.applications.listItem(application.id);
      if (!item) throw notFound(R.applicationNotFound);
      return { message: A.withdrawn, application: item };
    },

    /** REC-5: a job's applicants with their details, files and timelines, in the order they applied. */
    async applicantsOfJob(jobId: number): Promise<{ job: Job; applicants: Applicant[] }> {
      const job = await existingRecruiterJob(jobId);
      return { job, applicants: await repos.applications.applicantsOfJob(job.job_id) };
    },

    /** REC-14: the same applicants as a CSV file (name, e-mail, mobile, step, applied date, average rating). */
    async applicantsCsv(jobId: number): Promise<{ fileName: string; body: string }> {
      const job = await existingRecruiterJob(jobId);
      return applicantsCsv(job, await repos.applications.applicantsOfJob(job.job_id));
    },

    /** A file of a submitted application; a file still in a candidate's draft is theirs alone (not found). */
    async submittedFile(fileId: string): Promise<ApplicationFileRow> {
      const file = await repos.applications.findFile(fileId);
      if (!file || file.applicationId === null) throw notFound(R.fileNotFound);
      return file;
    },

    /**
     * REC-6: end an application in progress; `from`, when given, is the status the recruiter saw (a bulk move's).
     * REC-29: `templateId`, when given, is the rejection message sent to the candidate with it.
     */
    async markNotSelected(
      actorId: number,
      applicationId: number,
      from?: ApplicationStatus,
      templateId?: number,
    ): Promise<ApplicantResponse> {
      const application = await findApplication(applicationId);
      const current = application.status;
      if (from !== undefined && current !== from) throw conflict(R.alreadyMoved(APPLICATION_STEP_LABELS[current]));
      if (!canMarkNotSelected(current)) throw conflict(finalMessage(current));
      if (current === 'offer') await refuseWhileOfferOpen(application, 'not_selected');
      return changeStatus(application, 'not_selected', actorId, undefined, templateId);
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
