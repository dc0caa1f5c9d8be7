import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  idParamsSchema,
  noteInputSchema,
  noteResponseSchema,
  notesResponseSchema,
  ratingInputSchema,
  ratingResponseSchema,
} from '@careers/shared';
import { currentUser, RECRUITER_AREA } from '../../plugins/auth.js';

const security = [{ bearerAuth: [] }];
const denied = { 401: errorResponseSchema, 403: errorResponseSchema };
const refused = { 400: errorResponseSchema, 404: errorResponseSchema, ...denied };

/**
 * Issue 14: recruiters' private notes and ratings on an application (REC-2: recruiters only, one hook
 * for the folder). Candidates get 403 here, and no candidate response carries notes or ratings.
 */
const recruiterNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole(...RECRUITER_AREA));
  const notes = app.applicationNotes;

  app.get(
    '/:id/notes',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'An application’s private notes, oldest first, with authors and times, and its ratings (yours included)',
        security,
        params: idParamsSchema,
        response: { 200: notesResponseSchema, ...refused },
      },
    },
    async (request) => notes.list(currentUser(request).id, request.params.id),
  );

  app.post(
    '/:id/notes',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'Add a private note to an application; it is stamped with you and the time',
        security,
        params: idParamsSchema,
        body: noteInputSchema,
        response: { 201: noteResponseSchema, ...refused },
      },
    },
    async (request, reply) => reply.status(201).send(await notes.add(currentUser(request).id, request.params.id, request.body.text)),
  );

  app.put(
    '/:id/rating',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'Rate an application 1–5; one rating per recruiter, a new one replaces yours',
        security,
        params: idParamsSchema,
        body: ratingInputSchema,
        response: { 200: ratingResponseSchema, ...refused },
      },
    },
    async (request) => notes.rate(currentUser(request).id, request.params.id, request.body.rating),
  );
};

export default recruiterNotesRoutes;
