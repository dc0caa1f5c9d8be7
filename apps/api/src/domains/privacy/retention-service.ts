import { tz } from '@date-fns/tz';
import { addMonths, subMonths } from 'date-fns';
import { RETENTION_WARNING_DAYS } from '@careers/shared';
import type { AppConfig } from '../../platform/config/config.js';
import type { Clock } from '../../platform/lib/clock.js';
import type { MailOutbox } from '../../platform/mail/mail-outbox.js';
import { createRepositoryStore, type Db } from '../../platform/db/transactions.js';
import type { AccountErasure } from './account-erasure.js';
import { createPrivacyRepositories } from './repositories.js';
import type { RetentionCandidate } from './retention-repository.js';
import { retentionAnonymisedEmail, retentionWarningEmail } from './retention-emails.js';

/** PRV-5: the retention job's daily run (docs/decisions/015's scheduler), at night in Europe and early morning in Asia. */
export const RETENTION_AT_UTC = '02:30';

const DAY_MS = 86_400_000;
const WARNING_MS = RETENTION_WARNING_DAYS * DAY_MS;
const utc = { in: tz('UTC') };
/** Calendar months in UTC (the 31st minus a month is the last day of the shorter month). */
const monthsBefore = (d: Date, months: number) => new Date(subMonths(d, months, utc).getTime());
const monthsAfter = (d: Date, months: number) => new Date(addMonths(d, months, utc).getTime());
const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

export interface RetentionEntry {
  userId: number;
  lastActivity: Date;
  warnedAt: Date | null;
  /** When the account will be (or is now) anonymised if nothing happens. */
  anonymiseOn: Date;
}

/** What a run would do now: nothing is changed by computing it (`retention:run -- --dry-run`). */
export interface RetentionPlan {
  now: Date;
  /** Not warned yet and inactive for RETENTION_MONTHS minus RETENTION_WARNING_DAYS: the warning goes now. */
  warn: RetentionEntry[];
  /** Warned long enough ago and inactive since: anonymised now. */
  anonymise: RetentionEntry[];
  /** Warned, not due yet. */
  waiting: RetentionEntry[];
  /** Warned, but active since the warning: the warning is forgotten and the account kept. */
  keep: RetentionEntry[];
}

export interface RetentionOutcome {
  warned: number[];
  anonymised: number[];
  kept: number[];
}

/**
 * PRV-5 (GDPR Art. 5(1)(e), docs/decisions/019): candidates inactive for RETENTION_MONTHS are
 * e-mailed once, RETENTION_WARNING_DAYS before; those still inactive at least that long after the
 * warning are anonymised by the one account erasure of PRV-4 (`account-erasure.ts`). Each change
 * re-checks its condition under the row's lock, so a login racing the job keeps the account, and a
 * repeated run (015: a run may be repeated after a crash) warns nobody twice.
 */
export function createRetentionService({
  db,
  clock,
  config,
  mailOutbox,
  erasure,
}: {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'companyName' | 'siteUrl' | 'retentionMonths'>;
  mailOutbox: Pick<MailOutbox, 'enqueue'>;
  erasure: AccountErasure;
}) {
  const repos = createRepositoryStore(db, createPrivacyRepositories);
  const months = config.retentionMonths;
  /** The cut-offs of a moment: inactive since `anonymiseBefore` is due, since `warnBefore` is warned. */
  const cutoffs = (now: Date) => {
    const anonymiseBefore = monthsBefore(now, months);
    return {
      anonymiseBefore,
      warnBefore: new Date(anonymiseBefore.getTime() + WARNING_MS),
      warnedBy: new Date(now.getTime() - WARNING_MS),
    };
  };

  async function plan(now: Date): Promise<RetentionPlan> {
    const { anonymiseBefore, warnBefore, warnedBy } = cutoffs(now);
    const result: RetentionPlan = { now, warn: [], anonymise: [], waiting: [], keep: [] };
    for (const c of await repos.retention.candidatesToReview(warnBefore)) {
      const entry = (anonymiseOn: Date): RetentionEntry => ({ ...c, anonymiseOn });
      const byInactivity = monthsAfter(c.lastActivity, months);
      if (c.warnedAt === null) result.warn.push(entry(later(byInactivity, new Date(now.getTime() + WARNING_MS))));
      else if (c.lastActivity.getTime() >= c.warnedAt.getTime()) result.keep.push(entry(byInactivity));
      else if (isDue(c, anonymiseBefore, warnedBy)) result.anonymise.push(entry(now));
      else result.waiting.push(entry(later(byInactivity, new Date(c.warnedAt.getTime() + WARNING_MS))));
    }
    return result;
  }

  return {
    /** What a run now would do, changing nothing. */
    plan: () => plan(clock.now()),

    /** One run: forget the warnings of accounts active again, warn, anonymise. */
    async run(): Promise<RetentionOutcome> {
      const now = clock.now();
      const { anonymiseBefore, warnBefore, warnedBy } = cutoffs(now);
      const todo = await plan(now);
      const outcome: RetentionOutcome = { warned: [], anonymised: [], kept: [] };
      for (const c of todo.keep) if (await repos.retention.clearWarningIfActive(c.userId)) outcome.kept.push(c.userId);
      for (const c of todo.warn) {
        const sent = await repos.transaction(async (tx, txDb) => {
          const to = await tx.retention.markWarned(c.userId, warnBefore, now);
          if (!to) return false;
          const mail = retentionWarningEmail({
            to: to.email,
            firstName: to.firstName,
            companyName: config.companyName,
            siteUrl: config.siteUrl,
            months,
            anonymiseOn: c.anonymiseOn,
          });
          await mailOutbox.enqueue(txDb, { kind: 'retention-warning', ...mail }, now);
          return true;
        });
        if (sent) outcome.warned.push(c.userId);
      }
      if (todo.anonymise.length > 0) {
        const prepared = await erasure.prepare();
        for (const c of todo.anonymise) {
          const erased = await repos.transaction(async (tx, txDb) => {
            const account = await tx.retention.lockIfDue(c.userId, warnedBy, anonymiseBefore);
            if (!account) return false;
            const mail = retentionAnonymisedEmail({
              to: account.email,
              firstName: account.firstName,
              companyName: config.companyName,
              months,
            });
            return erasure.eraseIn(txDb, account, prepared, { kind: 'retention-anonymised', ...mail }, now);
          });
          if (erased) outcome.anonymised.push(c.userId);
        }
      }
      return outcome;
    },
  };
}
export type RetentionService = ReturnType<typeof createRetentionService>;

/** The same test as `retention-repository.ts`'s `lockIfDue`, on a row already read. */
function isDue(c: RetentionCandidate, anonymiseBefore: Date, warnedBy: Date): boolean {
  return (
    c.warnedAt !== null &&
    c.warnedAt.getTime() <= warnedBy.getTime() &&
    c.lastActivity.getTime() <= anonymiseBefore.getTime() &&
    c.lastActivity.getTime() < c.warnedAt.getTime()
  );
}
