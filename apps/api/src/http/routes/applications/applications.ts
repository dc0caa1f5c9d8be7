import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationDraftResponseSchema,
  applicationDraftSchema,
  applicationsResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  jobIdParamsSchema,
  messageResponseSchema,
  submitApplicationResponseSchema,
  submitApplicationSchema,
} from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';

const security = [{ bearerAuth: [] }];
const denied = { 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * A candidate's drafts and applications (APP-4, APP-6); saved jobs are in ../saved-jobs/. Every route here
 * is for signed-in candidates: anonymous callers get 401, recruiters 403.
 */
const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { applications: service } = app;
  app.addHook('onRequest', app.requireRole('candidate'));

  app.get(
    '/application-drafts/:jobId',
    {
      schema: {
        tags: ['applications'],
        summary: 'The candidate’s saved draft for a job, or null (APP-4)',
        security,
        params: jobIdParamsSchema,
        response: { 200: applicationDraftResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...denied },
      },
    },
    async (request) => service.draft(currentUser(request).id, request.params.jobId),
  );

  app.put(
    '/application-drafts/:jobId',
    {
      schema: {
        tags: ['applications'],
        summary: 'Save the application form as a draft for this job; saving again replaces it (APP-4)',
        security,
        params: jobIdParamsSchema,
        body: applicationDraftSchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...denied },
      },
    },
    async (request) => service.saveDraft(currentUser(request).id, request.params.jobId, request.body),
  );

  app.delete(
    '/application-drafts/:jobId',
    {
      schema: {
        tags: ['applications'],
        summary: 'Discard the draft for this job',
        security,
        params: jobIdParamsSchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => service.deleteDraft(currentUser(request).id, request.params.jobId),
  );

  app.get(
    '/applications',
    {
      schema: {
        tags: ['applications'],
        summary: 'APP-8 My applications: the candidate’s applications with their timelines',
        security,
        response: { 200: applicationsResponseSchema, ...denied },
      },
    },
    async (request) => ({ applications: await service.applications(currentUser(request).id) }),
  );

  app.post(
    '/applications',
    {
      schema: {
        tags: ['applications'],
        summary: 'Submit an application (APP-5): a CV, or a LinkedIn profile link in LinkedIn mode; one per job',
        security,
        // PRO-8's "not after today" by the app's clock (apps/api/src/README.md), read when each request is checked.
        body: submitApplicationSchema(() => app.clock.now()),
        response: {
          201: submitApplicationResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      return reply.status(201).send(await service.submit({ id: user.id, email: user.email }, request.body));
    },
  );

  app.post(
    '/applications/:id/withdraw',
    {
      schema: {
        tags: ['applications'],
        summary: 'APP-9: withdraw one of the candidate’s applications that is not Hired or Not selected; its timeline ends with Withdrawn',
        security,
        params: idParamsSchema,
        response: {
          200: submitApplicationResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...denied,
        },
      },
    },
    async (request) => service.withdraw(currentUser(request).id, request.params.id),
  );
};

export default applicationRoutes;
