import type { Db, DbOrTx } from '../platform/db/client.js';
import { createAccountRepositories } from '../domains/accounts/repositories.js';
import { createAccessAuditRepository } from '../domains/audit/access-audit-repository.js';
import { createApplicationRepositories } from '../domains/applications/repositories.js';
import { createCrmOutboxRepository } from '../domains/crm/crm-outbox-repository.js';
import { createHealthRepository } from '../platform/health/health-repository.js';
import { createJobWatchersRepository } from '../domains/jobs/job-watchers-repository.js';
import { createJobsRepository } from '../domains/jobs/jobs-repository.js';
import { createJobAlertsRepository } from '../domains/job-alerts/job-alerts-repository.js';
import { createMailOutboxRepository } from '../platform/mail/mail-outbox-repository.js';
import { createScheduledRunsRepository } from '../platform/background/scheduled-runs-repository.js';
import { createRecruiterSettingsRepository } from '../domains/jobs/recruiter-settings-repository.js';
import { createMobileCodesRepository } from '../domains/profile/mobile-codes-repository.js';
import { createAccountDeletionRepository } from '../domains/privacy/account-deletion-repository.js';
import { createFileDeletionsRepository } from '../domains/privacy/file-deletions-repository.js';
import { createRetentionRepository } from '../domains/privacy/retention-repository.js';
import { createProfileRepository } from '../domains/profile/profile-repository.js';
import { createFailureCountersRepository } from '../platform/rate-limit/failure-counters-repository.js';
import { createRateLimitRepository } from '../platform/rate-limit/rate-limit-repository.js';
import { createStorageUsageRepository } from '../platform/storage/storage-usage-repository.js';
import { createTalentRepository } from '../domains/talent/talent-repository.js';

/**
 * Every repository, on one connection or one transaction. The one place repositories are built
 * (src/README.md): services and plugins get them as `app.repos`, and a multi-step write gets the same
 * set bound to its transaction from `repos.transaction(...)`.
 */
export function createRepositories(db: DbOrTx) {
  return {
    ...createAccountRepositories(db),
    ...createApplicationRepositories(db),
    jobs: createJobsRepository(db),
    jobWatchers: createJobWatchersRepository(db),
    jobAlerts: createJobAlertsRepository(db),
    profiles: createProfileRepository(db),
    mobileCodes: createMobileCodesRepository(db),
    rateLimits: createRateLimitRepository(db),
    failureCounters: createFailureCountersRepository(db),
    crmOutbox: createCrmOutboxRepository(db),
    mailOutbox: createMailOutboxRepository(db),
    scheduledRuns: createScheduledRunsRepository(db),
    recruiterSettings: createRecruiterSettingsRepository(db),
    storageUsage: createStorageUsageRepository(db),
    health: createHealthRepository(db),
    talent: createTalentRepository(db),
    accessAudit: createAccessAuditRepository(db),
    accountDeletion: createAccountDeletionRepository(db),
    fileDeletions: createFileDeletionsRepository(db),
    retention: createRetentionRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

/** `app.repos`: the repositories on the pool, and transactions that hand out the same set bound to them. */
export interface RepositoryStore extends Repositories {
  /** Run `work` in one transaction: everything it writes through `tx` commits together or not at all. */
  transaction<T>(work: (tx: Repositories) => Promise<T>): Promise<T>;
}

export function createRepositoryStore(db: Db): RepositoryStore {
  return {
    ...createRepositories(db),
    transaction: (work) => db.transaction((t) => work(createRepositories(t))),
  };
}
