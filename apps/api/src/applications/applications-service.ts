import {
  APPLICATION_MESSAGES as A,
  APPLICATION_STEP_LABELS,
  RECRUITER_MESSAGES as R,
  applicationDetails,
  canMarkNotSelected,
  nextStep,
  profileTabPath,
  type ApplicantResponse,
  type ApplicationDraftResponse,
  type ApplicationFields,
  type ApplicationStatus,
  type LaterStatus,
  type FileRef,
  type Job,
  type SubmitApplicationResponse,
  type SubmittedApplication,
} from '@careers/shared';
import type { AppConfig } from '../config.js';
import type { ApplicationRow } from '../db/schema/applications.js';
import type { Clock } from '../lib/clock.js';
import { HttpError, isUniqueViolation } from '../lib/errors.js';
import type { MailOutbox } from '../mail/mail-outbox.js';
import { applicationStatusEmail } from './application-emails.js';
import type { RepositoryStore } from '../repositories.js';

export interface ApplicationsServiceDeps {
  repos: RepositoryStore;
  clock: Clock;
  config: Pick<AppConfig, 'siteUrl' | 'companyName'>;
  mailOutbox: MailOutbox;
}

/** Saved jobs, drafts, submissions (APP-4, APP-6) and the recruiter's step changes (REC-6). */
export function createApplicationsService({ repos, clock, config, mailOutbox }: ApplicationsServiceDeps) {
  async function existingJob(jobId: number): Promise<Job> {
    const job = await repos.jobs.findById(jobId);
    if (!job) throw new HttpError(404, A.jobNotFound);
    return job;
  }

  /** Only open jobs can be saved, drafted for or applied to (PUB-14). */
  async function openJob(jobId: number): Promise<Job> {
    const job = await existingJob(jobId);
    if (job.status !== 'open') throw new HttpError(409, A.jobClosed);
    return job;
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

  async function changeStatus(application: ApplicationRow, to: LaterStatus, actorId: number): Promise<ApplicantResponse> {
    const [job, candidate] = await Promise.all([existingJob(application.jobId), repos.users.findById(application.userId)]);
    if (!candidate) throw new HttpError(404, R.applicationNotFound);
    const now = clock.now();
    await repos.transaction(async (tx) => {
      if (!(await tx.applications.transition(application.id, application.status, to, actorId, now))) {
        const current = await tx.applications.findById(application.id);
        throw new HttpError(409, R.alreadyMoved(APPLICATION_STEP_LABELS[current?.status ?? to]));
      }
      // Queued with the change and sent after the commit (docs/decisions/009): the candidate hears of
      // every move, and a slow mail server never holds the recruiter or the database.
      await mailOutbox.enqueue(
        tx,
        {
          kind: 'application-status',
          ...applicationStatusEmail({
            to: candidate.email,
            firstName: application.details.first_name || candidate.firstName,
            jobTitle: job.job_title,
            status: to,
            link: `${config.siteUrl}${profileTabPath('applied')}`,
            companyName: config.companyName,
          }),
        },
        now,
      );
    });
    mailOutbox.sent();
    const applicant = await repos.applications.applicant(application.id);
    if (!applicant) throw new HttpError(404, R.applicationNotFound);
    return { message: to === 'not_selected' ? R.notSelectedDone : R.moved(APPLICATION_STEP_LABELS[to]), applicant };
  }

  async function findApplication(id: number): Promise<ApplicationRow> {
    const application = await repos.applications.findById(id);
    if (!application) throw new HttpError(404, R.applicationNotFound);
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
      const draft = await repos.drafts.find(userId, jobId);
      if (!draft) return { draft: null };
      return { draft: { job_id: jobId, updated_at: draft.updatedAt.toISOString(), fields: await liveFiles(userId, draft.fields) } };
    },

    async saveDraft(userId: number, jobId: number, fields: ApplicationFields): Promise<{ message: string }> {
      await openJob(jobId);
      if (await repos.applications.findByUserAndJob(userId, jobId)) throw new HttpError(409, A.alreadyApplied);
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
      if (await repos.applications.findByUserAndJob(user.id, job.job_id)) throw new HttpError(409, A.alreadyApplied);
      const ids = [...input.cv_files, ...input.photo_files].map((f) => f.id);
      const owned = await repos.applications.unattachedFilesOf(user.id, ids);
      const checkKind = (refs: FileRef[], kind: 'cv' | 'photo', field: string) => {
        for (const ref of refs) if (!owned.some((f) => f.id === ref.id && f.kind === kind)) throw new HttpError(400, A.fileUnknown, field);
      };
      checkKind(input.cv_files, 'cv', 'cv_files');
      checkKind(input.photo_files, 'photo', 'photo_files');
      const now = clock.now();
      const id = await repos.transaction(async (tx) => {
        let row: ApplicationRow;
        try {
          row = await tx.applications.insert(
            { userId: user.id, jobId: job.job_id, mode: input.mode, details: applicationDetails(input, user.email) },
            now,
          );
        } catch (error) {
          if (isUniqueViolation(error)) throw new HttpError(409, A.alreadyApplied);
          throw error;
        }
        if (!(await tx.applications.attachFiles(user.id, ids, row.id))) throw new HttpError(400, A.fileUnknown, 'cv_files');
        await tx.drafts.delete(user.id, job.job_id);
        // Issue 14: the application's entries and CV text join the talent pool's document.
        await tx.talent.refreshDocument(user.id, now);
        return row.id;
      });
      const application = await repos.applications.listItem(id);
      if (!application) throw new Error('the new application is missing');
      return { message: A.submitted, application };
    },

    applications: (userId: number) => repos.applications.listForUser(userId),

    /** APP-8/REC-6: one step along the timeline, from the status the recruiter saw. */
    async advance(actorId: number, applicationId: number, from: ApplicationStatus): Promise<ApplicantResponse> {
      const application = await findApplication(applicationId);
      const current = application.status;
      if (current !== from) throw new HttpError(409, R.alreadyMoved(APPLICATION_STEP_LABELS[current]));
      const to = nextStep(current);
      if (!to) throw new HttpError(409, current === 'hired' ? R.hiredIsFinal : R.notSelectedIsFinal);
      return changeStatus(application, to, actorId);
    },

    async markNotSelected(actorId: number, applicationId: number): Promise<ApplicantResponse> {
      const application = await findApplication(applicationId);
      const current = application.status;
      if (!canMarkNotSelected(current)) throw new HttpError(409, current === 'hired' ? R.hiredIsFinal : R.notSelectedIsFinal);
      return changeStatus(application, 'not_selected', actorId);
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
