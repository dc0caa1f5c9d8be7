import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { discoverableInputSchema, discoverableResponseSchema, discoverableSchema, errorResponseSchema } from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';

const security = [{ bearerAuth: [] }];
const denied = { 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * Issue 14: the candidate's "Let recruiters find my profile" switch (GDPR opt-in, off until turned on).
 * Candidates only (one hook for the folder, docs/decisions/010); it acts on the caller's own profile.
 */
const talentConsentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('candidate'));
  const { talent } = app;

  app.get(
    '/discoverable',
    {
      schema: {
        tags: ['profile'],
        summary: 'Whether recruiters may find this profile in the talent pool, and when that last changed',
        security,
        response: { 200: discoverableSchema, ...denied },
      },
    },
    async (request) => talent.discoverable(currentUser(request).id),
  );

  app.put(
    '/discoverable',
    {
      schema: {
        tags: ['profile'],
        summary: 'Turn the talent pool opt-in on or off; each change is recorded with its time',
        security,
        body: discoverableInputSchema,
        response: { 200: discoverableResponseSchema, 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => talent.setDiscoverable(currentUser(request).id, request.body.discoverable),
  );
};

export default talentConsentRoutes;
