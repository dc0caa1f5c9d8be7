import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RECRUITER_MESSAGES as R,
  advanceApplicationSchema,
  applicantResponseSchema,
  applicantsResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  jobInputSchema,
  jobStatusInputSchema,
  postedJobsResponseSchema,
  recruiterJobDetailsSchema,
  recruiterJobResponseSchema,
  type Job,
} from '@careers/shared';
import { utcDay } from '../../../jobs/jobs-repository.js';
import { HttpError } from '../../../lib/errors.js';
import { attachment, sendFile } from '../../../lib/file-response.js';
import { currentUser } from '../../../plugins/auth.js';

const security = [{ bearerAuth: [] }];
const denied = { 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * The earliest calendar date anywhere on Earth (UTC-12): a recruiter in any time zone may choose
 * their own today as the closing date, and no one can choose a day that has ended everywhere.
 */
const earliestToday = (now: Date) => utcDay(new Date(now.getTime() - 12 * 3_600_000));

/**
 * D16: the recruiter area. Every route here is for signed-in recruiters: anonymous callers get 401,
 * candidates 403 (one hook for the whole prefix, so no route can forget it).
 */
const recruiterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobs } = app.repos;
  app.addHook('onRequest', app.requireRole('recruiter'));

  async function findJob(id: number): Promise<Job> {
    const job = await jobs.findById(id);
    if (!job) throw new HttpError(404, R.jobNotFound);
    return job;
  }

  /** A closing date already in the past is refused, unless it is the one the job already had. */
  function checkClosingDate(closing: string | null, previous: string | null) {
    if (closing && closing !== previous && closing < earliestToday(app.clock.now())) throw new HttpError(400, R.closingDatePast, 'closing_date');
  }

  app.get(
    '/jobs',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'SPEC 2.15 Posted jobs: every posting, open and closed, with its number of applicants',
        security,
        response: { 200: postedJobsResponseSchema, ...denied },
      },
    },
    async () => ({ jobs: await jobs.listPosted() }),
  );

  app.post(
    '/jobs',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'Post a job; it is open at once. The description is sanitised (D26)',
        security,
        body: jobInputSchema,
        response: { 201: recruiterJobResponseSchema, 400: errorResponseSchema, ...denied },
      },
    },
    async (request, reply) => {
      checkClosingDate(request.body.closing_date, null);
      const job = await jobs.create(request.body, app.clock.now());
      await app.publicCache.invalidate();
      return reply.status(201).send({ message: R.jobCreated, job });
    },
  );

  app.get(
    '/jobs/:id',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'One posting, open or closed (for editing)',
        security,
        params: idParamsSchema,
        response: { 200: recruiterJobDetailsSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...denied },
      },
    },
    async (request) => ({ job: await findJob(request.params.id) }),
  );

  app.put(
    '/jobs/:id',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'Edit a posting (every field; the description is sanitised, D26)',
        security,
        params: idParamsSchema,
        body: jobInputSchema,
        response: { 200: recruiterJobResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...denied },
      },
    },
    async (request) => {
      const previous = await findJob(request.params.id);
      checkClosingDate(request.body.closing_date, previous.closing_date);
      const job = await jobs.update(previous.job_id, request.body, app.clock.now());
      if (!job) throw new HttpError(404, R.jobNotFound);
      await app.publicCache.invalidate();
      return { message: R.jobUpdated, job };
    },
  );

  app.patch(
    '/jobs/:id/status',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'Open or close a posting; a closed job leaves the careers list, its page and the sitemap at once (D12)',
        security,
        params: idParamsSchema,
        body: jobStatusInputSchema,
        response: { 200: recruiterJobResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...denied },
      },
    },
    async (request) => {
      const job = await jobs.setStatus(request.params.id, request.body.status, app.clock.now());
      if (!job) throw new HttpError(404, R.jobNotFound);
      await app.publicCache.invalidate();
      return { message: job.status === 'open' ? R.jobOpened : R.jobClosedNow, job };
    },
  );

  app.get(
    '/jobs/:id/applications',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'A job’s applicants with their details, files and timelines, in the order they applied',
        security,
        params: idParamsSchema,
        response: { 200: applicantsResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...denied },
      },
    },
    async (request) => {
      const job = await findJob(request.params.id);
      return { job, applicants: await app.repos.applications.applicantsOfJob(job.job_id) };
    },
  );

  app.post(
    '/applications/:id/advance',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'Move an application to its next step (D15); `from` is the status the recruiter saw. E-mails the candidate',
        security,
        params: idParamsSchema,
        body: advanceApplicationSchema,
        response: { 200: applicantResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 503: errorResponseSchema, ...denied },
      },
    },
    async (request) => app.applications.advance(currentUser(request).id, request.params.id, request.body.from),
  );

  app.post(
    '/applications/:id/not-selected',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'End an application in progress as Not selected (D15). E-mails the candidate',
        security,
        params: idParamsSchema,
        response: { 200: applicantResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 503: errorResponseSchema, ...denied },
      },
    },
    async (request) => app.applications.markNotSelected(currentUser(request).id, request.params.id),
  );

  app.get(
    '/application-files/:fileId',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'An applicant’s CV or photo, as an attachment (D25: nosniff, sandboxed); only files of submitted applications',
        security,
        params: z.object({ fileId: z.uuid('fileId must be a file id') }),
        response: { 400: errorResponseSchema, 404: errorResponseSchema, ...denied },
      },
    },
    async (request, reply) => {
      const file = await app.repos.applications.findFile(request.params.fileId);
      // A file still in a candidate's draft is theirs alone: recruiters see what was submitted.
      if (!file || file.applicationId === null) throw new HttpError(404, R.fileNotFound);
      const stored = await app.storage.get(file.storageKey);
      if (!stored) throw new HttpError(404, R.fileNotFound);
      reply.header('cache-control', 'private, no-store').header('content-disposition', attachment(file.originalName));
      return sendFile(reply, file.storageKey, stored.data);
    },
  );
};

export default recruiterRoutes;
