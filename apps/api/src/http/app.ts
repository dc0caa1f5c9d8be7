import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fastifyTrustProxy, type AppConfig } from '../platform/config/config.js';
import type { Database } from '../platform/db/client.js';
import {
  createAccessTokens,
  createAccountsService,
  createTeamService,
  type AccountsService,
  type TeamService,
} from '../domains/accounts/index.js';
import {
  applicantOf,
  applicationsOf,
  createApplicationFiles,
  createOffersService,
  createApplicationNotesService,
  createScorecardsService,
  createConversationService,
  type ConversationService,
  createInterviewSchedulingService,
  type InterviewSchedulingService,
  createApplicationsService,
  createCandidateFit,
  createRecruiterSettingsService,
  createReferralsService,
  createInterviewRemindersService,
  createWeeklySummaryService,
  type WeeklySummaryService,
  createCalendarFeedService,
  queueJobFitsRefresh,
  refreshCandidateFits,
  type ApplicationFiles,
  type OffersService,
  type CandidateFit,
  type ApplicationNotesService,
  type ScorecardsService,
  type ApplicationsService,
  type RecruiterSettingsService,
  type ReferralsService,
  type InterviewRemindersService,
  type CalendarFeedService,
} from '../domains/applications/index.js';
import {
  createAccessAudit,
  createListViews,
  createRecruiterAccess,
  type AccessAudit,
  type ListViews,
  type RecruiterAccess,
} from '../domains/audit/index.js';
import { createJobAlertsService, type JobAlertsService } from '../domains/job-alerts/index.js';
import {
  createJobClosingService,
  createJobsService,
  createRecruiterJobsService,
  type JobClosingService,
  type JobsService,
  type RecruiterJobsService,
} from '../domains/jobs/index.js';
import { createExchangeRatesService, type ExchangeRatesService } from '../domains/rates/index.js';
import {
  createAccountDeletionService,
  createAccountErasure,
  createDataExportService,
  createRetentionService,
  type AccountDeletionService,
  type DataExportService,
  type RetentionService,
} from '../domains/privacy/index.js';
import {
  createCrmSyncService,
  createProfileFilesService,
  createProfileService,
  profileOf,
  profileTermsOf,
  type CrmSyncService,
  type ProfileFilesService,
  type ProfileService,
} from '../domains/profile/index.js';
import { readExchangeRates } from '../domains/rates/index.js';
import { createReportsService, type ReportsService } from '../domains/reports/index.js';
import { createTalentService, type TalentService } from '../domains/talent/index.js';
import {
  createDashboardService,
  createJobsTableService,
  type DashboardService,
  type JobsTableService,
  createWorkspaceSearch,
  type WorkspaceSearch,
  createWorkspaceBoard,
  type WorkspaceBoard,
  createWorkspaceApplicants,
  type WorkspaceApplicants,
} from '../domains/workspace/index.js';
import { WEEKLY_SUMMARY_TOP_SOURCES, clientSecretQueryParams } from '@careers/shared';
import { createHealthService, type HealthService } from '../platform/health/health-service.js';
import { createMetrics } from '../platform/observability/metrics.js';
import type { BackupStatus, StatusProviders } from '../platform/observability/status-providers.js';
import { createSystemStatus, type SystemStatusService } from '../platform/observability/system-status.js';
import { systemClock, type Clock } from '../platform/lib/clock.js';
import { createLogRedaction, errorSerializer, requestSerializerOf, type LogRedaction } from '../platform/lib/log-redaction.js';
import { createRateLimiter, type RateLimiter } from '../platform/rate-limit/rate-limiter.js';
import { createSmsSender, type SmsSender } from '../platform/sms/sms.js';
import { deliveryModes, deliveryWarnings } from '../platform/config/delivery-modes.js';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './lib/error-handler.js';
import { OneLinePerRequest, requestIdGenerator } from './lib/request-log.js';
import requestIdsPlugin from './plugins/request-ids.js';
import authPlugin from './plugins/auth.js';
import { contractDocsObject, contractDocsTransform } from './plugins/contract-routes.js';
import { housekeepingNow } from './housekeeping.js';
import { schedulesOf } from './schedules.js';
import drainPlugin from './plugins/drain.js';
import metricsPlugin from './plugins/metrics.js';
import securityHeadersPlugin from './plugins/security-headers.js';
import publicCachePlugin from './plugins/public-cache.js';
import authRoutes from './routes/accounts/auth.js';
import crmRoutes from './routes/crm/crm.js';
import { createStorage, type FileStorage } from '../platform/storage/storage.js';
import { createBackups, type Backups } from '../platform/backup/backups.js';
import { notApplicable, type BackupStatus as BackupsOwnStatus } from '../platform/backup/status.js';
import { createStorageQuota } from '../platform/storage/storage-quota.js';
import jobsRoutes from './routes/jobs/jobs.js';
import privacyNoticeRoutes from './routes/privacy/privacy-notice.js';
import profileRoutes from './routes/profile/profile.js';
import profilePhotoRoutes from './routes/profile/profile-photos.js';
import resumeDownloadRoutes from './routes/profile/resume-downloads.js';
import applicationRoutes from './routes/applications/applications.js';
import savedJobRoutes from './routes/applications/saved-jobs.js';
import fitRoutes from './routes/applications/fit.js';
import sessionRoutes from './routes/accounts/session.js';
import recruiterJobsRoutes from './routes/jobs/recruiter.js';
import recruiterApplicationsRoutes from './routes/applications/recruiter.js';
import conversationRoutes from './routes/applications/conversation.js';
import recruiterConversationRoutes from './routes/applications/recruiter-conversation.js';
import interviewSlotsRoutes from './routes/applications/interview-slots.js';
import interviewBookingRoutes from './routes/applications/interview-booking.js';
import recruiterTeamRoutes from './routes/accounts/recruiter-team.js';
import recruiterTeamAdminRoutes from './routes/accounts/recruiter-team-admin.js';
import recruiterTalentRoutes from './routes/talent/recruiter.js';
import talentConsentRoutes from './routes/talent/talent-consent.js';
import workspaceBoardRoutes from './routes/workspace/board.js';
import workspaceSearchRoutes from './routes/workspace/search.js';
import workspaceApplicantsRoutes from './routes/workspace/applicants.js';
import scorecardsRoutes from './routes/applications/scorecards.js';
import offersRoutes from './routes/applications/offers.js';
import recruiterOffersRoutes from './routes/applications/recruiter-offers.js';
import recruiterSettingsRoutes from './routes/applications/recruiter-settings.js';
import referralsRoutes from './routes/applications/referrals.js';
import recruiterCalendarFeedRoutes from './routes/applications/recruiter-calendar-feed.js';
import calendarFeedRoutes from './routes/applications/calendar-feed.js';
import jobAlertRoutes from './routes/job-alerts/job-alerts.js';
import jobAlertSubscribeRoutes from './routes/job-alerts/job-alerts-subscribe.js';
import jobAlertLinkRoutes from './routes/job-alerts/job-alert-links.js';
import backgroundJobsPlugin from './plugins/background-jobs.js';
import meRoutes from './routes/privacy/me.js';
import recruiterAuditRoutes from './routes/audit/recruiter-audit.js';
import healthRoutes from './routes/health/health.js';
import recruiterSystemRoutes from './routes/health/recruiter-system.js';
import exchangeRatesRoutes from './routes/rates/exchange-rates.js';
import recruiterExchangeRatesRoutes from './routes/rates/recruiter-exchange-rates.js';
import seoRoutes from './routes/seo/seo.js';
import feedRoutes from './routes/seo/feeds.js';
import overviewRoutes from './routes/workspace/overview.js';
import reportsRoutes from './routes/reports/reports.js';
import type { SitemapLimits } from '../domains/seo/index.js';
import webPlugin from './plugins/web.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    /** Uploaded files: DATA_DIR/uploads or an S3 bucket (OPS-2). */
    storage: FileStorage;
    /** Every expiry and retry time asks this clock; tests replace it to move time. */
    clock: Clock;
    rateLimiter: RateLimiter;
    accounts: AccountsService;
    applications: ApplicationsService;
    /** APP-10 (docs/decisions/043): a signed-in candidate's explainable fit to a job. */
    candidateFit: CandidateFit;
    /** INT-4: the CRM calls' sync of the signed-in candidate. */
    crmSync: CrmSyncService;
    /** /readyz's checks of the database and its disk. */
    health: HealthService;
    /** The public reads of jobs: careers list, one open job, the sitemap's entries. */
    jobs: JobsService;
    /** REC-8: the recruiter area's team: list, invitations, deactivation. */
    team: TeamService;
    /** REC-3, REC-4: the recruiter area's postings. */
    recruiterJobs: RecruiterJobsService;
    jobClosing: JobClosingService;
    /** PUB-19, REC-25 (docs/decisions/041): the exchange rates admins maintain and the careers pages convert pay with. */
    exchangeRates: ExchangeRatesService;
    applicationNotes: ApplicationNotesService;
    scorecards: ScorecardsService;
    /** APP-12, REC-29 (docs/decisions/048): each application's conversation and the rejection templates. */
    conversations: ConversationService;
    /** REC-30, REC-31, APP-13 (docs/decisions/049): offered interview times, booking, moves and cancellations. */
    interviewScheduling: InterviewSchedulingService;
    /** APP-3: CVs and photos uploaded for applications. */
    applicationFiles: ApplicationFiles;
    offers: OffersService;
    /** Text messages (INT-2): Twilio or DATA_DIR/outbox/. */
    sms: SmsSender;
    profile: ProfileService;
    /** Profile photos and resumes (the profile upload routes use it). */
    profileFiles: ProfileFilesService;
    talent: TalentService;
    /** REC-13: a recruiter's settings and the watchers' daily digest. */
    recruiterSettings: RecruiterSettingsService;
    /** REC-34, REC-35: referral links and referrers. */
    referrals: ReferralsService;
    /** REC-32 (docs/decisions/051): the interview reminders (the `interview-reminders` schedule). */
    interviewReminders: InterviewRemindersService;
    /** REC-41, REC-42: the weekly summary e-mails (the `weekly-summaries` schedule). */
    weeklySummaries: WeeklySummaryService;
    /** REC-32 (docs/decisions/051): each team member's private calendar feed. */
    calendarFeeds: CalendarFeedService;
    jobAlerts: JobAlertsService;
    /** PRV-2: the candidate's data export. */
    dataExport: DataExportService;
    /** PRV-4: a candidate deletes their account. */
    accountDeletion: AccountDeletionService;
    /** PRV-5: inactive candidates warned, then anonymised (the daily `retention` schedule). */
    retention: RetentionService;
    /** REC-9 (docs/decisions/017): the access audit log's writes and its one read side. */
    accessAudit: AccessAudit;
    workspaceSearch: WorkspaceSearch;
    /** REC-9: every recruiter read of a candidate's personal data, each recorded before it is served. */
    recruiterAccess: RecruiterAccess;
    /** REC-9 (docs/decisions/032): one access row per list view of a job's applicants (`recordView`). */
    listViews: ListViews;
    /** REC-17 (docs/decisions/037): the workspace's dashboard. */
    dashboard: DashboardService;
    /** REC-18 (docs/decisions/037): the workspace's jobs table. */
    jobsTable: JobsTableService;
    /** REC-37..REC-39 (docs/decisions/053): the recruiting reports and the weekly summary's figures. */
    reports: ReportsService;
    /** REC-23 (docs/decisions/034): a job's pipeline board (counts, first cards per column, keyset pages). */
    workspaceBoard: WorkspaceBoard;
    /** REC-19 (docs/decisions/036): a job's applicants table, bulk moves, side panel and CV text. */
    workspaceApplicants: WorkspaceApplicants;
    /** REC-15 (docs/decisions/027): what the system page and /metrics report, from one source. */
    systemStatus: SystemStatusService;
    /** docs/decisions/028: what the request log hides of a URL; `contractRoutes` adds each operation's credentials. */
    logRedaction: LogRedaction;
    /** OPS-12 (docs/decisions/026): base backups and uploads for the schedules; `status()` for the metrics and the system page. */
    backups: Backups;
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
  /** docs/decisions/027: reports of other parts of the server (tests give their own; see `statusProviders` below). */
  statusProviders?: StatusProviders;
}

/** JSON bodies are small; uploads (multipart) set their own limits. */
const JSON_BODY_LIMIT = 100 * 1024;

/**
 * Compose the application, in this order: the schema compilers and error handler; configuration, the
 * database, the clock and storage; the background jobs (a worker per job kind, the mail outbox among
 * them) and the public cache; each domain's services (each builds its own repositories on
 * `database.db`, docs/decisions/022); SMS and the services that use it; the schedules
 * (http/schedules.ts); our own plugins (drain, auth); the external plugins (security headers, swagger);
 * then the routes
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
  statusProviders: givenProviders,
}: BuildAppOptions): Promise<FastifyInstance> {
  // docs/decisions/028: the pages' link tokens (/job-alerts?confirm=…, /reset-password?token=…) from the
  // client routes; each API operation's from the route contract as it is registered.
  const logRedaction = createLogRedaction(clientSecretQueryParams());
  // docs/decisions/027: Prometheus metrics only with METRICS_TOKEN set; their registry exists before the
  // logger, whose error serializer counts the database errors it writes.
  const metrics = config.metricsToken ? createMetrics({ clock }) : undefined;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Never write a link's token to the log; nor the values of a failed query (GEN-12, docs/decisions/011).
            serializers: {
              req: requestSerializerOf(logRedaction),
              err: metrics
                ? (error: Error) => {
                    const logged = errorSerializer(error);
                    if (logged.type === 'DatabaseError') metrics.databaseError(typeof logged.code === 'string' ? logged.code : 'unknown');
                    return logged;
                  }
                : errorSerializer,
            },
            ...(logStream ? { stream: logStream } : process.stdout.isTTY ? { transport: { target: 'pino-pretty' } } : {}),
          },
    // OPS-7: a client gets this long to send its whole request (Fastify's guard against slow clients).
    requestTimeout: config.failures.requestTimeoutMs,
    // Node looks for timed-out requests every 30 s by default (every second keeps the limit close), and
    // enforces requestTimeout only when headersTimeout is not longer.
    http: { connectionsCheckingInterval: 1_000, headersTimeout: Math.min(60_000, config.failures.requestTimeoutMs) },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Requests to /api/x/ and /api/x are the same route.
    routerOptions: { ignoreTrailingSlash: true },
    // A path the router cannot decode (`%zz`) answers 400 in the API's error shape, not Fastify's.
    frameworkErrors: answerFrameworkError,
    // A request Node's parser refused (a bad header, a timeout) too.
    clientErrorHandler: answerClientError,
    // docs/decisions/028: each request's id (a trusted proxy's X-Request-Id, or a new UUID) and one log line per request.
    genReqId: requestIdGenerator(config.trustProxy),
    logController: new OneLinePerRequest(logRedaction, config.logLevel),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(requestIdsPlugin);
  app.decorate('logRedaction', logRedaction);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', clock);
  const db = database.db;
  // PRO-18, OPS-2: DATA_DIR/uploads or an S3 bucket, chosen by configuration. Closed after the workers
  // that use it have stopped (onClose hooks run in reverse order).
  const storage = createStorage(config.storage);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close());
  // docs/decisions/015, 024: every background worker of the process (mail, CRM, file removals, schedules).
  await app.register(backgroundJobsPlugin);
  // docs/decisions/012: public answers from memory, dropped on every job write.
  await app.register(publicCachePlugin);
  const { mailOutbox } = app;
  app.decorate('rateLimiter', createRateLimiter(db, clock));
  // ACC-13: tokens name the site that issued them; SITE_URL is the same for every process behind one site.
  const tokens = createAccessTokens({ secret: config.jwtSecret, issuer: config.siteUrl });
  app.decorate('accounts', createAccountsService({ db, clock, config, mailOutbox, tokens }));
  app.decorate('applications', createApplicationsService({ db, clock, config, mailOutbox }));
  app.decorate('candidateFit', createCandidateFit({ db, clock }));
  app.decorate('crmSync', createCrmSyncService({ db, clock }));
  app.decorate('jobs', createJobsService({ db }));
  app.decorate('health', createHealthService({ db, disk: database.disk, clock, log: app.log }));
  // REC-26 (docs/decisions/043): an edit of a job's terms queues its applicants' fits to be rewritten.
  app.decorate('recruiterJobs', createRecruiterJobsService({ db, clock, publicCache: app.publicCache, termsChanged: queueJobFitsRefresh }));
  // REC-24 (docs/decisions/038): jobs whose closing date has passed close before the first request of each
  // UTC day, in every process, so no answer shows one; the schedule 'close-passed-jobs' closes them too.
  app.decorate('jobClosing', createJobClosingService({ db, clock, publicCache: app.publicCache }));
  app.addHook('onRequest', async (request) => {
    try {
      await app.jobClosing.closePassedForToday();
    } catch (error) {
      // The database is down: the request answers as it can; the next one tries again.
      request.log.warn({ err: error }, 'REC-24: closing jobs whose closing date has passed failed');
    }
  });
  app.decorate('exchangeRates', createExchangeRatesService({ db, clock, publicCache: app.publicCache }));
  app.decorate('team', createTeamService({ db, clock, config, mailOutbox }));
  app.decorate('applicationNotes', createApplicationNotesService({ db, clock }));
  app.decorate('scorecards', createScorecardsService({ db, clock }));
  app.decorate('conversations', createConversationService({ db, clock, config, mailOutbox }));
  app.decorate('interviewScheduling', createInterviewSchedulingService({ db, clock, config, mailOutbox }));
  app.decorate('recruiterSettings', createRecruiterSettingsService({ db, clock, config, mailOutbox }));
  app.decorate('referrals', createReferralsService({ db, clock }));
  app.decorate('interviewReminders', createInterviewRemindersService({ db, clock, config, mailOutbox }));
  // REC-42: the figures are the reports' own (docs/decisions/053), read when a summary is due (app.reports is decorated below).
  app.decorate(
    'weeklySummaries',
    createWeeklySummaryService({
      db,
      clock,
      config,
      mailOutbox,
      numbersOf: (range) => app.reports.summary(range, WEEKLY_SUMMARY_TOP_SOURCES),
    }),
  );
  app.decorate('calendarFeeds', createCalendarFeedService({ db, clock, config }));
  app.decorate('jobAlerts', createJobAlertsService({ db, clock, config, mailOutbox }));
  // OPS-11 (docs/decisions/029): codes reach the log only from the outbox folders outside production; a
  // channel that reaches no one is said once, at start-up.
  const delivery = deliveryModes(config);
  for (const warning of deliveryWarnings(delivery)) app.log.warn(warning);
  const sms = createSmsSender({ twilio: config.twilio, dataDir: config.dataDir, log: app.log, logCodes: delivery.smsCodesLogged });
  app.decorate('sms', sms);
  // REC-26 (docs/decisions/043): a candidate's saved terms rewrite their applications' fits in the same transaction.
  app.decorate('profile', createProfileService({ db, clock, config, sms, termsChanged: refreshCandidateFits }));
  // docs/decisions/010: one allowance per account over profile files, application files and drafts.
  const quota = createStorageQuota({ storage, quotaBytes: config.storageQuotaBytes });
  // The talent pool reads the profile and the applications it is built from (they write to it).
  const talent = createTalentService({
    db,
    clock,
    sources: {
      profileOf: (userId) => profileOf(db, userId),
      applicationsOf: (userId) => applicationsOf(db, userId),
      applicant: (applicationId) => applicantOf(db, applicationId),
      termsOf: async (userId) => (await profileTermsOf(db, [userId])).get(userId),
      exchangeRates: () => readExchangeRates(db),
    },
  });
  app.decorate('talent', talent);
  app.decorate('profileFiles', createProfileFilesService({ db, clock, storage, quota, log: app.log }));
  app.decorate('applicationFiles', createApplicationFiles({ db, clock, storage, quota, log: app.log }));
  app.decorate('offers', createOffersService({ db, clock, config, mailOutbox, storage }));
  const accessAudit = createAccessAudit({ db, clock });
  app.decorate('accessAudit', accessAudit);
  app.decorate('workspaceSearch', createWorkspaceSearch({ db }));
  app.decorate('dataExport', createDataExportService({ db, storage, clock, rateLimiter: app.rateLimiter, accessAudit }));
  app.decorate(
    'recruiterAccess',
    createRecruiterAccess({ audit: accessAudit, talent, applications: app.applications, conversations: app.conversations, storage }),
  );
  app.decorate('listViews', createListViews({ db, clock }));
  // REC-17, REC-18 (docs/decisions/037): the workspace's dashboard and jobs table.
  app.decorate('dashboard', createDashboardService({ db, clock }));
  app.decorate('jobsTable', createJobsTableService({ db }));
  // REC-37..REC-39 (docs/decisions/053): the recruiting reports.
  app.decorate('reports', createReportsService({ db, clock }));
  app.decorate(
    'workspaceBoard',
    createWorkspaceBoard({ db, clock, recordView: (actorId, jobId, viewId) => app.listViews.recordView(actorId, jobId, viewId) }),
  );
  app.decorate(
    'workspaceApplicants',
    createWorkspaceApplicants({ db, clock, applications: app.applications, audit: accessAudit, listViews: app.listViews, storage }),
  );
  // PRV-4, PRV-5: the one account erasure, used by the candidate's own deletion and by retention.
  const erasure = createAccountErasure({ mailOutbox });
  app.decorate('accountDeletion', createAccountDeletionService({ db, clock, config, erasure }));
  app.decorate('retention', createRetentionService({ db, clock, config, mailOutbox, erasure }));
  app.decorate('housekeeping', () => housekeepingNow(app));
  const backups = createBackups({ config, database, log: app.log });
  app.decorate('backups', backups);
  // OPS-12: the archive's delay bound (docs/decisions/026), from the start until the close.
  app.addHook('onReady', async () => backups.startArchiveTimer());
  app.addHook('onClose', async () => backups.stopArchiveTimer());
  // docs/decisions/015, 024: every scheduled job (digests, alerts, retention, housekeeping), declared in one file.
  for (const job of schedulesOf(app)) app.backgroundJobs.schedule(job);
  // docs/decisions/027: the reports the system page and /metrics read when asked. The backups report
  // where they run (the managed PostgreSQL, BACKUPS on: docs/decisions/026); elsewhere both say so.
  const statusProviders: StatusProviders = {
    ...(notApplicable({ config, database }) === undefined ? { backup: async () => backupReport(await backups.status()) } : {}),
    ...givenProviders,
  };
  const systemStatus = createSystemStatus({ database, backgroundJobs: app.backgroundJobs, config, clock, providers: statusProviders });
  app.decorate('systemStatus', systemStatus);
  if (metrics && config.metricsToken) {
    metrics.watch(systemStatus);
    // Before every route, so its onResponse hook sees them all.
    await app.register(metricsPlugin, { metrics, token: config.metricsToken });
  }
  await app.register(drainPlugin);
  await app.register(authPlugin, { tokens });

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
    // OPS-10 (docs/decisions/029): HSTS when SITE_URL is https (HSTS_MAX_AGE, a year by default), never for
    // a site on plain http (a laptop). Not includeSubDomains: the site's host may be the company's
    // domain, whose other hosts the careers site does not run; no preload.
    strictTransportSecurity: config.hstsMaxAgeSeconds > 0 ? { maxAge: config.hstsMaxAgeSeconds, includeSubDomains: false } : false,
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
    // docs/decisions/021: fastify-type-provider-zod's transform, plus the contract's upload and form bodies.
    transform: contractDocsTransform,
    transformObject: contractDocsObject,
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
      await api.register(savedJobRoutes);
      await api.register(fitRoutes);
      await api.register(jobAlertRoutes);
      await api.register(jobAlertSubscribeRoutes);
      await api.register(jobAlertLinkRoutes);
      await api.register(applicationRoutes);
      // docs/decisions/021: areas of the route contract take their full paths from it.
      await api.register(recruiterJobsRoutes);
      await api.register(recruiterApplicationsRoutes);
      await api.register(conversationRoutes);
      await api.register(recruiterConversationRoutes);
      await api.register(interviewSlotsRoutes);
      await api.register(interviewBookingRoutes);
      await api.register(recruiterTeamRoutes);
      await api.register(recruiterTeamAdminRoutes);
      await api.register(recruiterTalentRoutes);
      await api.register(talentConsentRoutes);
      await api.register(recruiterSettingsRoutes);
      await api.register(referralsRoutes);
      await api.register(recruiterCalendarFeedRoutes);
      await api.register(meRoutes);
      await api.register(recruiterAuditRoutes);
      await api.register(recruiterSystemRoutes);
      await api.register(exchangeRatesRoutes);
      await api.register(recruiterExchangeRatesRoutes);
      await api.register(overviewRoutes);
      await api.register(workspaceBoardRoutes);
      await api.register(workspaceSearchRoutes);
      await api.register(workspaceApplicantsRoutes);
      await api.register(scorecardsRoutes);
      await api.register(offersRoutes);
      await api.register(recruiterOffersRoutes);
      await api.register(reportsRoutes);
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send({ message: `No API route ${request.method} ${request.url.split('?')[0]}` }),
      );
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes, sitemapLimits ? { sitemapLimits } : {});
  await app.register(feedRoutes);
  await app.register(profilePhotoRoutes);
  await app.register(resumeDownloadRoutes);
  await app.register(calendarFeedRoutes);

  if (serveWeb) await app.register(webPlugin);
  return app;
}

/** What the system page and /metrics read of the backups' own status (a time they do not have yet is null). */
function backupReport(status: BackupsOwnStatus): BackupStatus {
  return {
    latestRestorableAt: status.latestRestorableAt ?? null,
    lastBaseBackupAt: status.newestBaseBackupAt ?? null,
    lastArchivedWalAt: status.lastArchivedAt ?? null,
  };
}
