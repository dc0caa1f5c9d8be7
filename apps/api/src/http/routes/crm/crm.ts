import type { FastifyRequest } from 'fastify';
import { CRM_MESSAGES, crmContract } from '@careers/shared';
import { forbidden } from '../../../platform/lib/domain-error.js';
import { currentUser } from '../../plugins/auth.js';
import { contractRoutes } from '../../plugins/contract-routes.js';

/**
 * INT-4's two CRM calls (`crmContract`, candidates only). The browser calls createZohoUser after e-mail
 * verification and update-zoho-details after a profile update; both make sure the CRM gets the
 * signed-in candidate's current details and are idempotent. Verification and profile updates already
 * queue the sync in their own transactions, so these calls mostly find it there; they also heal an
 * account whose sync failed.
 */
export default contractRoutes(crmContract, (app) => {
  const sync = async (request: FastifyRequest) => {
    const result = await app.crmSync.syncContact(currentUser(request).id);
    if (!result) throw forbidden(CRM_MESSAGES.candidatesOnly);
    return {
      message: result.queuedNow ? CRM_MESSAGES.queued : CRM_MESSAGES.unchanged,
      sync_status: result.status,
      queued_now: result.queuedNow,
    };
  };
  return { createZohoUser: sync, updateZohoDetails: sync };
});
