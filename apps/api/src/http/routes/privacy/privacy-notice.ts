import { privacyNoticeContract } from '@careers/shared';
import { contractRoutes } from '../../plugins/contract-routes.js';

/**
 * PRV-1: what the privacy notice states that the server's configuration decides: the retention period
 * (`RETENTION_MONTHS`, docs/decisions/019), so the notice at /privacy says what the retention job does.
 * Public, like the notice (`privacyNoticeContract`).
 */
export default contractRoutes(privacyNoticeContract, (app) => {
  const settings = { retention_months: app.config.retentionMonths };
  return { getPrivacyNoticeSettings: async () => settings };
});
