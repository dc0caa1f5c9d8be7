import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RECRUITER_MESSAGES as R,
  advanceApplicationSchema,
  applicantResponseSchema,
  applicantsResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  interviewInputSchema,
  jobInputSchema,
  jobStatusInputSchema,
  postedJobsResponseSchema,
  recruiterJobDetailsSchema,
  recruiterJobResponseSchema,
} from '@careers/shared';
import { attachment, sendFile } from '../../lib/file-response.js';
import { currentUser, RECRUITER_AREA } from '../../plugins/auth.js';

const security = [{ bearerAuth: [] }];
const denied = { 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * REC-2: the recruiter area. Every route here is for signed-in recruiters: anonymous callers get 401,
 * candidates 403 (one hook for the whole prefix, so no route can forget it).
 */
const recruiterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole(...RECRUITER_AREA));
  const jobs = app.recruiterJobs;

  app.get(
    '/jobs',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'REC-3 Posted jobs: every posting, open and closed, with its number of applicants',
        security,
        response: { 200: postedJobsResponseSchema, ...denied },
      },
    },
    async (request) => ({ jobs: await jobs.listPosted(currentUser(request).id) }),
  );

  app.post(
    '/jobs',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'Post a job; it is open at once. The description is sanitised (REC-7)',
        security,
        body: jobInputSchema,
        response: { 201: recruiterJobResponseSchema, 400: errorResponseSchema, ...denied },
      },
    },
    async (request, reply) => {
      const job = await jobs.create(request.body, currentUser(request).id);
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
    async (request) => ({ job: await jobs.find(request.params.id) }),
  );

  app.put(
    '/jobs/:id',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'Edit a posting (every field; the description is sanitised, REC-7)',
        security,
        params: idParamsSchema,
        body: jobInputSchema,
        response: { 200: recruiterJobResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...denied },
      },
    },
    async (request) => {
      const job = await jobs.update(request.params.id, request.body);
      return { message: R.jobUpdated, job };
    },
  );

  app.patch(
    '/jobs/:id/status',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'Open or close a posting; a closed job leaves the careers list, its page and the sitemap at once (PUB-14)',
        security,
        params: idParamsSchema,
        body: jobStatusInputSchema,
        response: { 200: recruiterJobResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...denied },
      },
    },
    async (request) => {
      const job = await jobs.setStatus(request.params.id, request.body.status);
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
    async (request) => app.applications.applicantsOfJob(request.params.id),
  );

  app.post(
    '/applications/:id/advance',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'Move an application to its next step (REC-6); `from` is the status the recruiter saw. E-mails the candidate',
        security,
        params: idParamsSchema,
        body: advanceApplicationSchema,
        response: {
          200: applicantResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          503: errorResponseSchema,
          ...denied,
        },
      },
    },
    async (request) => app.applications.advance(currentUser(request).id, request.params.id, request.body.from, request.body.interview),
  );

  app.put(
    '/applications/:id/interview',
    {
      schema: {
        tags: ['recruiter'],
        summary:
          'Schedule or move the interview of an application at the Interview step (issue 14). E-mails the candidate a calendar invitation: same UID, higher SEQUENCE on a move',
        security,
        params: idParamsSchema,
        body: interviewInputSchema,
        response: { 200: applicantResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...denied },
      },
    },
    async (request) => app.applications.scheduleInterview(currentUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/applications/:id/not-selected',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'End an application in progress as Not selected (REC-6). E-mails the candidate',
        security,
        params: idParamsSchema,
        response: {
          200: applicantResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          503: errorResponseSchema,
          ...denied,
        },
      },
    },
    async (request) => app.applications.markNotSelected(currentUser(request).id, request.params.id),
  );

  app.get(
    '/application-files/:fileId',
    {
      schema: {
        tags: ['recruiter'],
        summary:
          'An applicant’s CV or photo, as an attachment (PRO-18: nosniff, sandboxed); only files of submitted applications; recorded in the access log first (REC-9)',
        security,
        params: z.object({ fileId: z.uuid('fileId must be a file id') }),
        response: { 400: errorResponseSchema, 404: errorResponseSchema, 503: errorResponseSchema, ...denied },
      },
    },
    async (request, reply) => {
      const file = await app.recruiterAccess.applicationFile(currentUser(request).id, request.params.fileId);
      reply.header('cache-control', 'private, no-store').header('content-disposition', attachment(file.name));
      return sendFile(reply, file.key, file.data);
    },
  );
};

export default recruiterRoutes;
