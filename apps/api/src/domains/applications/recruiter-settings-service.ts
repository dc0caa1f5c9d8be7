import {
  RECRUITER_SETTINGS_MESSAGES as S,
  WATCH_DIGEST_TIME_UTC,
  recruiterApplicantPath,
  type RecruiterSettings,
  type RecruiterSettingsResponse,
} from '@careers/shared';
import type { AppConfig } from '../../platform/config/config.js';
import type { Clock } from '../../platform/lib/clock.js';
import type { MailOutbox } from '../../platform/mail/mail-outbox.js';
import { createRepositoryStore, type Db, type DbOrTx } from '../../platform/db/transactions.js';
import { watchDigestEmail } from './application-emails.js';
import { createApplicationRepositories, type ApplicationRepositories } from './repositories.js';

/** REC-13: the watchers' daily digest runs at this UTC time (docs/decisions/015). */
export const WATCH_DIGEST_AT_UTC = WATCH_DIGEST_TIME_UTC;

/**
 * REC-13 ("Told when someone applies"): how a recruiter hears of new applications to the jobs they
 * watch (each by e-mail, or one daily digest), and the digest itself.
 */
export function createRecruiterSettingsService({
  db,
  clock,
  config,
  mailOutbox,
}: {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'siteUrl' | 'companyName'>;
  mailOutbox: MailOutbox;
}) {
  const repos = createRepositoryStore(db, createApplicationRepositories);
  /**
   * Queue `userId`'s digest of the applications since their last one, until `upTo`, and move the
   * digest's place to `upTo`, in the caller's transaction: a run repeated after a crash finds nothing
   * left to send. No applications, no e-mail. Answers whether a digest was queued.
   */
  async function queueDigest(
    tx: ApplicationRepositories,
    txDb: DbOrTx,
    watcher: { userId: number; email: string; digestSince: Date },
    upTo: Date,
    now: Date,
  ) {
    const found = await tx.recruiterSettings.newApplicationsFor(watcher.userId, watcher.digestSince, upTo);
    await tx.recruiterSettings.digestSent(watcher.userId, upTo);
    if (found.length === 0) return false;
    const mail = watchDigestEmail({
      to: watcher.email,
      applications: found.map((a) => ({
        candidateName: `${a.firstName} ${a.lastName}`.trim() || a.email,
        jobTitle: a.jobTitle,
        link: `${config.siteUrl}${recruiterApplicantPath(a.jobId, a.applicationId)}`,
      })),
      companyName: config.companyName,
    });
    await mailOutbox.enqueue(txDb, { kind: 'watch-digest', ...mail }, now);
    return true;
  }

  return {
    async get(userId: number): Promise<RecruiterSettingsResponse> {
      const { applicationMails, timeZone, weeklySummarySince } = await repos.recruiterSettings.find(userId);
      return { settings: { applicationMails, timeZone, weeklySummary: weeklySummarySince !== null } };
    },

    /**
     * Save the choice. Going back from the digest to an e-mail each sends what the digest still held
     * at once, so no application goes untold.
     */
    async save(userId: number, input: RecruiterSettings): Promise<RecruiterSettingsResponse> {
      const now = clock.now();
      const { timeZone, weeklySummary } = await repos.transaction(async (tx, txDb) => {
        const before = await tx.recruiterSettings.find(userId);
        if (before.applicationMails === 'daily' && input.applicationMails === 'each' && before.digestSince) {
          const [watcher] = (await tx.recruiterSettings.dueDigests(now)).filter((w) => w.userId === userId);
          if (watcher) await queueDigest(tx, txDb, watcher, now, now);
        }
        await tx.recruiterSettings.save(userId, input.applicationMails, now);
        // REC-32: left out, the time zone keeps its value.
        if (input.timeZone !== undefined) await tx.recruiterSettings.saveTimeZone(userId, input.timeZone, now);
        // REC-41: left out, the weekly summary stays as it is; turned on, it starts with the next Monday 07:00.
        if (input.weeklySummary !== undefined) await tx.recruiterSettings.saveWeeklySummary(userId, input.weeklySummary, now);
        return {
          timeZone: input.timeZone === undefined ? before.timeZone : input.timeZone,
          weeklySummary: input.weeklySummary ?? before.weeklySummarySince !== null,
        };
      });
      return { message: S.saved, settings: { applicationMails: input.applicationMails, timeZone, weeklySummary } };
    },

    /**
     * The daily digest (a scheduled job, docs/decisions/015): every watcher on it gets one e-mail of the
     * applications since their last digest, up to the period's start; each watcher in a transaction of
     * their own, so one failure does not hold back the others' digests when the run is retried.
     */
    async sendDailyDigests(upTo: Date): Promise<number> {
      let sent = 0;
      for (const watcher of await repos.recruiterSettings.dueDigests(upTo)) {
        if (await repos.transaction((tx, txDb) => queueDigest(tx, txDb, watcher, upTo, clock.now()))) sent += 1;
      }
      return sent;
    },
  };
}
export type RecruiterSettingsService = ReturnType<typeof createRecruiterSettingsService>;
