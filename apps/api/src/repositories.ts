import type { Db, DbOrTx } from './db/client.js';
import { createAccountRepositories } from './accounts/repositories.js';
import { createAccessAuditRepository } from './audit/access-audit-repository.js';
import { createApplicationRepositories } from './applications/repositories.js';
import { createCrmOutboxRepository } from './crm/crm-outbox-repository.js';
import { createHealthRepository } from './health/health-repository.js';
import { createJobWatchersRepository } from './jobs/job-watchers-repository.js';
import { createJobsRepository } from './jobs/jobs-repository.js';
import { createJobAlertsRepository } from './job-alerts/job-alerts-repository.js';
import { createMailOutboxRepository } from './mail/mail-outbox-repository.js';
import { createScheduledRunsRepository } from './outbox/scheduled-runs-repository.js';
import { createRecruiterSettingsRepository } from './jobs/recruiter-settings-repository.js';
import { createMobileCodesRepository } from './profile/mobile-codes-repository.js';
import { createAccountDeletionRepository } from './privacy/account-deletion-repository.js';
import { createFileDeletionsRepository } from './privacy/file-deletions-repository.js';
import { createRetentionRepository } from './privacy/retention-repository.js';
import { createProfileRepository } from './profile/profile-repository.js';
import { createFailureCountersRepository } from './rate-limit/failure-counters-repository.js';
import { createRateLimitRepository } from './rate-limit/rate-limit-repository.js';
import { createStorageUsageRepository } from './storage/storage-usage-repository.js';
import { createTalentRepository } from './talent/talent-repository.js';

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
