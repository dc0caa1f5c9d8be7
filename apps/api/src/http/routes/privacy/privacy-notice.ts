import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privacyNoticeSettingsSchema } from '@careers/shared';

/**
 * PRV-1: what the privacy notice states that the server's configuration decides: the retention period
 * (`RETENTION_MONTHS`, docs/decisions/019), so the notice at /privacy says what the retention job does.
 * Public, like the notice.
 */
const privacyNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = { retention_months: app.config.retentionMonths };
  app.get(
    '/privacy-notice',
    {
      schema: {
        tags: ['privacy'],
        summary: 'The settings the privacy notice states (the retention period)',
        response: { 200: privacyNoticeSettingsSchema },
      },
    },
    async () => settings,
  );
};

export default privacyNoticeRoutes;
