import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fastifyTrustProxy, type AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { createAccessTokens } from './accounts/access-tokens.js';
import { createAccountDeletionService, type AccountDeletionService } from './privacy/account-deletion-service.js';
import { createAccountErasure } from './privacy/account-erasure.js';
import { createRetentionService, RETENTION_AT_UTC, type RetentionService } from './privacy/retention-service.js';
import fileDeletionsPlugin from './plugins/file-deletions.js';
import { createAccountsService, type AccountsService } from './accounts/accounts-service.js';
import { createApplicationsService, type ApplicationsService } from './applications/applications-service.js';
import { createApplicationFiles, type ApplicationFiles } from './applications/application-files-service.js';
import { createCrmSyncService, type CrmSyncService } from './crm/crm-sync-service.js';
import { createHealthService, type HealthService } from './health/health-service.js';
import { createJobsService, type JobsService } from './jobs/jobs-service.js';
import { createRecruiterJobsService, type RecruiterJobsService } from './jobs/recruiter-jobs-service.js';
import { systemClock, type Clock } from './lib/clock.js';
import { registerErrorHandler } from './lib/errors.js';
import { errorSerializer, requestSerializer } from './lib/log-redaction.js';
import { createRateLimiter, type RateLimiter } from './rate-limit/rate-limiter.js';
import { createSmsSender, type SmsSender } from './adapters/sms.js';
import { createProfileService, type ProfileService } from './profile/profile-service.js';
import { createProfileFilesService, type ProfileFilesService } from './profile/profile-files-service.js';
import { createTalentService, type TalentService } from './talent/talent-service.js';
import { createAccessAudit, type AccessAudit } from './audit/access-audit-service.js';
import { createRecruiterAccess, type RecruiterAccess } from './audit/recruiter-access-service.js';
import authPlugin from './plugins/auth.js';
import housekeepingPlugin from './plugins/housekeeping.js';
import drainPlugin from './plugins/drain.js';
import securityHeadersPlugin from './plugins/security-headers.js';
import publicCachePlugin from './plugins/public-cache.js';
import authRoutes from './routes/api/auth/index.js';
import crmRoutes from './routes/api/crm/index.js';
import crmPlugin from './plugins/crm.js';
import mailPlugin from './plugins/mail.js';
import { createStorage, type FileStorage } from './adapters/storage.js';
import { createStorageQuota } from './storage/storage-quota.js';
import { createRepositoryStore, type RepositoryStore } from './repositories.js';
import jobsRoutes from './routes/api/jobs/index.js';
import privacyNoticeRoutes from './routes/api/privacy-notice/index.js';
import profileRoutes from './routes/api/profile/index.js';
import profileFilesRoutes from './routes/api/profile-files/index.js';
import profilePhotoRoutes from './routes/profile-photos/index.js';
import resumeDownloadRoutes from './routes/resume-downloads/index.js';
import applicationRoutes from './routes/api/applications/index.js';
import savedJobRoutes from './routes/api/saved-jobs/index.js';
import sessionRoutes from './routes/api/session/index.js';
import applicationFilesRoutes from './routes/api/application-files/index.js';
import recruiterRoutes from './routes/api/recruiter/index.js';
import recruiterTeamRoutes from './routes/api/recruiter-team/index.js';
import recruiterTeamAdminRoutes from './routes/api/recruiter-team-admin/index.js';
import { createTeamService, type TeamService } from './accounts/team-service.js';
import recruiterNotesRoutes from './routes/api/recruiter-notes/index.js';
import recruiterExportRoutes from './routes/api/recruiter-exports/index.js';
import { createApplicationNotesService, type ApplicationNotesService } from './applications/application-notes-service.js';
import recruiterTalentRoutes from './routes/api/recruiter-talent/index.js';
import talentConsentRoutes from './routes/api/talent-consent/index.js';
import recruiterWatchRoutes from './routes/api/recruiter-watch/index.js';
import recruiterSettingsRoutes from './routes/api/recruiter-settings/index.js';
import jobAlertRoutes from './routes/api/job-alerts/index.js';
import jobAlertSubscribeRoutes from './routes/api/job-alerts-subscribe/index.js';
import jobAlertLinkRoutes from './routes/api/job-alert-links/index.js';
import { JOB_ALERT_DIGEST_AT_UTC, createJobAlertsService, type JobAlertsService } from './job-alerts/job-alerts-service.js';
import backgroundJobsPlugin from './plugins/background-jobs.js';
import { createRecruiterSettingsService, WATCH_DIGEST_AT_UTC, type RecruiterSettingsService } from './jobs/recruiter-settings-service.js';
import meRoutes from './routes/api/me/index.js';
import { createDataExportService, type DataExportService } from './privacy/data-export-service.js';
import recruiterAuditRoutes from './routes/api/recruiter-audit/index.js';
import recruiterCandidateFilesRoutes from './routes/api/recruiter-candidate-files/index.js';
import healthRoutes from './routes/health/index.js';
import seoRoutes from './routes/seo/index.js';
import type { SitemapLimits } from './seo/sitemap.js';
import webPlugin from './plugins/web.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    /** Every repository (src/repositories.ts): the only way services and plugins reach the database. */
    repos: RepositoryStore;
    /** Uploaded files: DATA_DIR/uploads or an S3 bucket (OPS-2). */
    storage: FileStorage;
    /** Every expiry and retry time asks this clock; tests replace it to move time. */
    clock: Clock;
    rateLimiter: RateLimiter;
    accounts: AccountsService;
    applications: ApplicationsService;
    /** INT-4: the CRM calls' sync of the signed-in candidate. */
    crmSync: CrmSyncService;
    /** /readyz's checks of the database and its disk. */
    health: HealthService;
    /** The public reads of jobs: careers list, one open job, the sitemap's entries. */
    jobs: JobsService;
    /** REC-8: the recruiter area's team: list, invitations, deactivation. */
    team: TeamService;
    /** REC-3: the recruiter area's postings and applicants. */
    recruiterJobs: RecruiterJobsService;
    applicationNotes: ApplicationNotesService;
    /** APP-3: CVs and photos uploaded for applications. */
    applicationFiles: ApplicationFiles;
    /** Text messages (INT-2): Twilio or DATA_DIR/outbox/. */
    sms: SmsSender;
    profile: ProfileService;
    /** Profile photos and resumes (the profile upload routes use it). */
    profileFiles: ProfileFilesService;
    talent: TalentService;
    /** Issue 14: a recruiter's settings and the watchers' daily digest. */
    recruiterSettings: RecruiterSettingsService;
    jobAlerts: JobAlertsService;
    /** PRV-2: the candidate's data export. */
    dataExport: DataExportService;
    /** PRV-4: a candidate deletes their account. */
    accountDeletion: AccountDeletionService;
    /** PRV-5: inactive candidates warned, then anonymised (the daily `retention` schedule). */
    retention: RetentionService;
    /** REC-9 (docs/decisions/017): the access audit log's writes and its one read side. */
    accessAudit: AccessAudit;
    /** REC-9: every recruiter read of a candidate's personal data, each recorded before it is served. */
    recruiterAccess: RecruiterAccess;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** The source of time (tests pass one they can move). */
  clock?: Clock;
  /** Where the log goes (tests read it); default stdout. */
  logStream?: DestinationStream;
  /** URLs and bytes per sitemap file (tests lower them; default the protocol's 50,000 and 50 MB). */
  sitemapLimits?: SitemapLimits;
}

/** JSON bodies are small; uploads (multipart) set their own limits. */
const JSON_BODY_LIMIT = 100 * 1024;

/**
 * Compose the application, in this order: the schema compilers and error handler; configuration,
 * repositories (`app.repos`) and the clock; the mail plugin (outbox and worker), the rate limiter and
 * the services; storage, SMS and the services that use them; our own plugins (drain, public cache,
 * auth, housekeeping, CRM worker); the external plugins (security headers, swagger); then the routes
 * (health, /api, the sitemap, profile photos and resumes) and last the web app. Everything a plugin or
 * route uses is decorated before it is registered.
 */
export async function buildApp({
  config,
  database,
  serveWeb = true,
  clock = systemClock,
  logStream,
  sitemapLimits,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Reset links arrive as /reset-password?token=…: never write the token to the log; nor the
            // values of a failed query (issue 10).
            serializers: { req: requestSerializer, err: errorSerializer },
            ...(logStream ? { stream: logStream } : process.stdout.isTTY ? { transport: { target: 'pino-pretty' } } : {}),
          },
    // Issue 12: a client gets this long to send its whole request (Fastify's guard against slow clients).
    requestTimeout: config.failures.requestTimeoutMs,
    // Node looks for timed-out requests every 30 s by default (every second keeps the limit close), and
    // enforces requestTimeout only when headersTimeout is not longer.
    http: { connectionsCheckingInterval: 1_000, headersTimeout: Math.min(60_000, config.failures.requestTimeoutMs) },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Requests to /api/x/ and /api/x are the same route.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  app.decorate('config', config);
  app.decorate('database', database);
  const repos = createRepositoryStore(database.db);
  app.decorate('repos', repos);
  app.decorate('clock', clock);
  // docs/decisions/015: every background worker and scheduled job of the process runs in this plugin.
  await app.register(backgroundJobsPlugin);
  // docs/decisions/009: mail is queued with its change and sent by the worker this plugin runs.
  await app.register(mailPlugin);
  const mailOutbox = app.mailOutbox;
  app.decorate('rateLimiter', createRateLimiter(repos.rateLimits, clock));
  // ACC-13: tokens name the site that issued them; SITE_URL is the same for every process behind one site.
  const tokens = createAccessTokens({ secret: config.jwtSecret, issuer: config.siteUrl });
  app.decorate('accounts', createAccountsService({ repos, clock, config, mailOutbox, tokens }));
  app.decorate('applications', createApplicationsService({ repos, clock, config, mailOutbox }));
  app.decorate('crmSync', createCrmSyncService({ repos, clock }));
  app.decorate('jobs', createJobsService({ repos }));
  app.decorate('health', createHealthService({ repos, disk: database.disk, clock, log: app.log }));
  app.decorate('recruiterJobs', createRecruiterJobsService({ repos, clock }));
  app.decorate('team', createTeamService({ repos, clock, config, mailOutbox }));
  app.decorate('applicationNotes', createApplicationNotesService({ repos, clock }));
  const recruiterSettings = createRecruiterSettingsService({ repos, clock, config, mailOutbox });
  app.decorate('recruiterSettings', recruiterSettings);
  // Issue 14: the watchers' daily digest, once a day across all processes (docs/decisions/015).
  app.backgroundJobs.schedule({
    name: 'watch-digest',
    cadence: { dailyAtUtc: WATCH_DIGEST_AT_UTC },
    run: async ({ start }) => {
      await recruiterSettings.sendDailyDigests(start);
    },
  });
  // Issue 15: job alerts: instant ones polled every ALERTS_POLL_SECONDS, digests daily and weekly (docs/decisions/015).
  const jobAlerts = createJobAlertsService({ repos, clock, config, mailOutbox });
  app.decorate('jobAlerts', jobAlerts);
  app.backgroundJobs.schedule({
    name: 'job-alerts-instant',
    cadence: { everyMs: config.alertsPollSeconds * 1000 },
    run: async () => {
      await jobAlerts.sendDue('instant');
    },
  });
  app.backgroundJobs.schedule({
    name: 'job-alerts-daily',
    cadence: { dailyAtUtc: JOB_ALERT_DIGEST_AT_UTC },
    run: async () => {
      await jobAlerts.sendDue('daily');
    },
  });
  app.backgroundJobs.schedule({
    name: 'job-alerts-weekly',
    cadence: { everyMs: 7 * 86_400_000 },
    run: async () => {
      await jobAlerts.sendDue('weekly');
    },
  });
  // PRO-18, OPS-2: DATA_DIR/uploads or an S3 bucket, chosen by configuration.
  const storage = createStorage(config.storage);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close());
  const sms = createSmsSender({ twilio: config.twilio, dataDir: config.dataDir, log: app.log });
  app.decorate('sms', sms);
  app.decorate('profile', createProfileService({ repos, clock, config, sms }));
  // docs/decisions/010: one allowance per account over profile files, application files and drafts.
  const quota = createStorageQuota({ storage, quotaBytes: config.storageQuotaBytes });
  const talent = createTalentService({ repos, clock, log: app.log });
  app.decorate('talent', talent);
  app.decorate('profileFiles', createProfileFilesService({ repos, clock, storage, quota, log: app.log, talent }));
  app.decorate('applicationFiles', createApplicationFiles({ repos, clock, storage, quota, log: app.log, talent }));
  const accessAudit = createAccessAudit({ repos, clock });
  app.decorate('accessAudit', accessAudit);
  app.decorate('dataExport', createDataExportService({ repos, storage, clock, rateLimiter: app.rateLimiter, accessAudit }));
  app.decorate('recruiterAccess', createRecruiterAccess({ audit: accessAudit, talent, recruiterJobs: app.recruiterJobs, storage }));
  await app.register(fileDeletionsPlugin);
  // PRV-4, PRV-5: the one account erasure, used by the candidate's own deletion and by retention.
  const erasure = createAccountErasure({
    mailOutbox,
    // The CRM worker exists once its plugin is registered below; both are read when an erasure commits.
    wakeWorkers: () => {
      app.fileDeletionWorker.wake();
      app.crmWorker?.wake();
    },
  });
  app.decorate('accountDeletion', createAccountDeletionService({ repos, clock, config, erasure }));
  const retention = createRetentionService({ repos, clock, config, mailOutbox, erasure });
  app.decorate('retention', retention);
  // PRV-5 (docs/decisions/019): once a day across all processes (docs/decisions/015).
  app.backgroundJobs.schedule({
    name: 'retention',
    cadence: { dailyAtUtc: RETENTION_AT_UTC },
    run: async () => {
      const done = await retention.run();
      if (done.warned.length + done.anonymised.length + done.kept.length > 0)
        app.log.info(
          { warned: done.warned.length, anonymised: done.anonymised.length, kept: done.kept.length },
          'retention: inactive candidates warned or anonymised',
        );
    },
  });
  await app.register(drainPlugin);
  // docs/decisions/012: public answers from memory, dropped on every job write.
  await app.register(publicCachePlugin);
  await app.register(authPlugin, { tokens });
  await app.register(housekeepingPlugin);
  await app.register(crmPlugin);

  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and Swiper set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The site is often opened over plain http on a laptop; HSTS belongs to the TLS proxy.
    strictTransportSecurity: false,
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Careers API',
        description: 'The API of the careers and talent platform (GEN-9).',
        version: '1.0.0',
      },
      servers: [{ url: config.siteUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(jobsRoutes);
      await api.register(privacyNoticeRoutes);
      await api.register(authRoutes);
      await api.register(sessionRoutes);
      await api.register(crmRoutes);
      await api.register(profileRoutes);
      await api.register(profileFilesRoutes);
      await api.register(savedJobRoutes);
      await api.register(jobAlertRoutes);
      await api.register(jobAlertSubscribeRoutes);
      await api.register(jobAlertLinkRoutes);
      await api.register(applicationRoutes);
      await api.register(applicationFilesRoutes);
      await api.register(recruiterRoutes, { prefix: '/recruiter' });
      await api.register(recruiterTeamRoutes, { prefix: '/recruiter/team' });
      await api.register(recruiterTeamAdminRoutes, { prefix: '/recruiter/team' });
      await api.register(recruiterNotesRoutes, { prefix: '/recruiter/applications' });
      await api.register(recruiterExportRoutes, { prefix: '/recruiter/jobs' });
      await api.register(recruiterTalentRoutes, { prefix: '/recruiter' });
      await api.register(talentConsentRoutes, { prefix: '/profile' });
      await api.register(recruiterWatchRoutes, { prefix: '/recruiter/jobs' });
      await api.register(recruiterSettingsRoutes, { prefix: '/recruiter/settings' });
      await api.register(meRoutes, { prefix: '/me' });
      await api.register(recruiterAuditRoutes, { prefix: '/recruiter/audit' });
      await api.register(recruiterCandidateFilesRoutes, { prefix: '/recruiter/candidates' });
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send({ message: `No API route ${request.method} ${request.url.split('?')[0]}` }),
      );
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes, sitemapLimits ? { sitemapLimits } : {});
  await app.register(profilePhotoRoutes);
  await app.register(resumeDownloadRoutes);

  if (serveWeb) await app.register(webPlugin);
  return app;
}
