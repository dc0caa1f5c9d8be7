import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CRM_MESSAGES, crmSyncRequestSchema, crmSyncResponseSchema, errorResponseSchema } from '@careers/shared';
import { forbidden } from '../../../platform/lib/domain-error.js';
import { currentUser } from '../../plugins/auth.js';

/**
 * INT-4's two CRM calls. The browser calls createZohoUser after e-mail verification and
 * update-zoho-details after a profile update; both make sure the CRM gets the signed-in candidate's
 * current details and are idempotent. Verification and profile updates already queue the sync in their
 * own transactions, so these calls mostly find it there; they also heal an account whose sync failed.
 */
const crmRoutes: FastifyPluginAsyncZod = async (app) => {
  // Candidates only (one hook for the folder, docs/decisions/010): anonymous callers get 401, recruiters 403.
  app.addHook('onRequest', app.requireRole('candidate'));
  const routes = [
    { method: 'POST', url: '/createZohoUser', summary: 'Queue the signed-in candidate for the CRM (after e-mail verification)' },
    {
      method: 'PATCH',
      url: '/update-zoho-details',
      summary: "Queue the signed-in candidate's current details for the CRM (after a profile update)",
    },
  ] as const;

  for (const { method, url, summary } of routes) {
    app.route({
      method,
      url,
      schema: {
        tags: ['crm'],
        summary,
        security: [{ bearerAuth: [] }],
        body: crmSyncRequestSchema,
        response: { 200: crmSyncResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
      handler: async (request) => {
        const user = currentUser(request);
        const result = await app.crmSync.syncContact(user.id);
        if (!result) throw forbidden(CRM_MESSAGES.candidatesOnly);
        return {
          message: result.queuedNow ? CRM_MESSAGES.queued : CRM_MESSAGES.unchanged,
          sync_status: result.status,
          queued_now: result.queuedNow,
        };
      },
    });
  }
};

export default crmRoutes;
