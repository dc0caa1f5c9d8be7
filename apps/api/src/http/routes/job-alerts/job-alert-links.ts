import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, jobAlertTokenQuerySchema, messageResponseSchema } from '@careers/shared';

/**
 * Issue 15: a job alert's e-mailed links, open to anyone (a public folder: no access hook,
 * docs/decisions/010): they work without signing in, by their signature.
 */
const jobAlertLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobAlerts: service } = app;
  // RFC 8058: the mail program POSTs `List-Unsubscribe=One-Click` as a form; the token in the URL is
  // what counts, so the small body is read and not used (this folder only).
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, body);
    },
  );

  app.get(
    '/job-alerts/confirm',
    {
      schema: {
        tags: ['job alerts'],
        summary: 'Follow the double opt-in link: the anonymous alert starts',
        querystring: jobAlertTokenQuerySchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => service.confirm(request.query.token),
  );

  app.post(
    '/job-alerts/unsubscribe',
    {
      schema: {
        tags: ['job alerts'],
        summary: 'RFC 8058 one-click unsubscribe: stops the one alert the signed token names',
        querystring: jobAlertTokenQuerySchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => service.unsubscribe(request.query.token),
  );
};

export default jobAlertLinkRoutes;
