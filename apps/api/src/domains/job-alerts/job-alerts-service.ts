import {
  JOB_ALERT_CONFIRM_DAYS,
  JOB_ALERT_MESSAGES as M,
  JOB_CATEGORIES,
  JOB_TYPES,
  MAX_JOB_ALERTS,
  jobAlertLink,
  jobPath,
  routePath,
  isCountryCode,
  skillById,
  type CreateJobAlertResponse,
  type ExchangeRates,
  type JobAlert,
  type JobAlertFrequency,
  type JobAlertsResponse,
  type MessageResponse,
} from '@careers/shared';
import type { z } from 'zod';
import type { AppConfig } from '../../platform/config/config.js';
import type { Clock } from '../../platform/lib/clock.js';
import { conflict, invalid, notFound } from '../../platform/lib/domain-error.js';
import type { MailOutbox } from '../../platform/mail/mail-outbox.js';
import { RATE_LIMITS, createRateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { createRepositoryStore, type Db, type DbOrTx } from '../../platform/db/transactions.js';
import type { createJobAlertSchema } from '@careers/shared';
import { catalogueSpelling } from '../jobs/index.js';
import { readExchangeRates } from '../rates/index.js';
import { readAlertToken, signAlertToken } from './alert-tokens.js';
import { jobAlertEmail, jobAlertConfirmEmail, type AlertSearchWords } from './job-alert-emails.js';
import { createJobAlertsRepository, type JobAlertRow } from './job-alerts-repository.js';

type CreateInput = z.output<typeof createJobAlertSchema>;

/** ALR-4: daily digests go out at this UTC time; weekly ones every seven days (epoch-aligned, Thursdays 00:00 UTC). */
export const JOB_ALERT_DIGEST_AT_UTC = '07:00';

/** At most this many jobs in one alert e-mail; the rest follow in the next one. */
const JOBS_PER_MAIL = 50;

/** An alert as the API (and the data export, PRV-2) shows it. */
export const toJobAlert = (row: JobAlertRow): JobAlert => ({
  id: row.id,
  q: row.q,
  department: row.department,
  location: row.location,
  category: row.category,
  type: row.jobType,
  minPay:
    row.minPay !== null && row.minPayCurrency !== null && row.minPayUnit !== null
      ? { amount: row.minPay, currency: row.minPayCurrency, unit: row.minPayUnit }
      : null,
  workFrom: row.workFrom,
  skills: row.skills,
  frequency: row.frequency,
  created_at: row.createdAt.toISOString(),
});

const DAY_MS = 86_400_000;

/** One of a fixed list's values, or null (a stored value the list no longer holds is not named). */
const listed = (list: readonly string[], value: string | null) => (value !== null && list.includes(value) ? value : null);

/**
 * ALR-8: the words an e-mail may use for an alert's search. Category and type are checked against their
 * lists; a department or location is named in an open job's own spelling, else described; the keywords
 * are never quoted.
 */
async function searchWordsOf(db: DbOrTx, row: JobAlertRow): Promise<AlertSearchWords> {
  const named = async (facet: 'department' | 'location', value: string | null): Promise<AlertSearchWords['department']> => {
    if (!value) return null;
    const spelling = await catalogueSpelling(db, facet, value);
    return spelling === undefined ? 'described' : { named: spelling };
  };
  return {
    keywords: Boolean(row.q),
    category: listed(JOB_CATEGORIES, row.category),
    type: listed(JOB_TYPES, row.jobType),
    department: await named('department', row.department),
    location: await named('location', row.location),
    // ALR-9: from lists (the catalogue, ISO 3166, the currencies and units); the amount is never named.
    minPay:
      row.minPay !== null && row.minPayCurrency !== null && row.minPayUnit !== null
        ? { currency: row.minPayCurrency, unit: row.minPayUnit }
        : null,
    workFrom: row.workFrom !== null && isCountryCode(row.workFrom) ? row.workFrom : null,
    skills: row.skills.flatMap((id) => skillById(id)?.name ?? []),
  };
}

/**
 * ALR-1 to ALR-5: job alerts. A signed-in candidate's alert starts at once; an anonymous visitor's after they
 * follow the e-mailed link (double opt-in). New matches, by the careers search's own conditions, go
 * out at once (instant, polled every ALERTS_POLL_SECONDS) or in a daily or weekly digest, each job once
 * per alert; every mail carries RFC 8058 one-click unsubscribe.
 */
export function createJobAlertsService({
  db,
  clock,
  config,
  mailOutbox,
}: {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'siteUrl' | 'companyName' | 'jwtSecret'>;
  mailOutbox: MailOutbox;
}) {
  const repos = createRepositoryStore(db, (on) => ({ jobAlerts: createJobAlertsRepository(on) }));
  const secret = config.jwtSecret;
  const pageUrl = (param: 'confirm' | 'unsubscribe', token: string) =>
    `${config.siteUrl}${routePath('jobAlertLink')}?${param}=${encodeURIComponent(token)}`;

  const claimsOf = (purpose: 'confirm' | 'unsubscribe', token: string) => {
    const claims = readAlertToken(secret, purpose, token);
    if (claims === undefined) throw invalid(M.tokenInvalid, 'token');
    return claims;
  };

  /** Queue one alert's new matches in one transaction with the record of what it sent. */
  async function sendNew(alert: JobAlertRow, to: string, rates: ExchangeRates): Promise<boolean> {
    return repos.transaction(async (tx, txDb) => {
      const found = await tx.jobAlerts.newMatches(alert, JOBS_PER_MAIL, rates);
      if (found.length === 0) return false;
      const now = clock.now();
      await tx.jobAlerts.recordSent(
        alert.id,
        found.map((j) => j.id),
        now,
      );
      const token = signAlertToken(secret, 'unsubscribe', alert.id);
      const mail = jobAlertEmail({
        to,
        search: await searchWordsOf(txDb, alert),
        digest: alert.frequency !== 'instant',
        jobs: found.map((j) => ({ title: j.title, location: j.location, link: jobAlertLink(config.siteUrl, jobPath(j.id)) })),
        unsubscribeApiUrl: `${config.siteUrl}/api/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`,
        unsubscribePageUrl: pageUrl('unsubscribe', token),
        companyName: config.companyName,
      });
      await mailOutbox.enqueue(txDb, { kind: 'job-alert', ...mail }, now);
      return true;
    });
  }

  return {
    async list(userId: number): Promise<JobAlertsResponse> {
      return { job_alerts: (await repos.jobAlerts.listFor(userId)).map(toJobAlert) };
    },

    /**
     * Save an alert: for the signed-in candidate (on at once), or for an anonymous `email` (a
     * confirmation link is e-mailed, ALR-2: limited per address, and per address and client address,
     * charged when queued; the route charges the request to its client address first).
     */
    async create(user: { id: number; email: string } | undefined, input: CreateInput, ip: string): Promise<CreateJobAlertResponse> {
      const { frequency, email, ...filters } = input;
      const now = clock.now();
      if (user) {
        if ((await repos.jobAlerts.countFor({ userId: user.id })) >= MAX_JOB_ALERTS) throw conflict(M.tooMany);
        const row = await repos.jobAlerts.create({ userId: user.id, email: user.email, filters, frequency, confirmedAt: now }, now);
        return { message: M.created, job_alert: toJobAlert(row) };
      }
      if (!email) throw invalid(M.emailNeeded, 'email');
      const address = email.toLowerCase();
      if ((await repos.jobAlerts.countFor({ email: address })) >= MAX_JOB_ALERTS) throw conflict(M.tooMany);
      await repos.transaction(async (tx, txDb) => {
        await createRateLimiter(txDb, clock).consume(
          [RATE_LIMITS.alertMailPerRecipientAndIp, `${address}|${ip}`],
          [RATE_LIMITS.alertMailPerRecipient, address],
        );
        const row = await tx.jobAlerts.create({ userId: null, email: address, filters, frequency, confirmedAt: null }, now);
        const expiresAt = new Date(row.createdAt.getTime() + JOB_ALERT_CONFIRM_DAYS * DAY_MS);
        const link = pageUrl('confirm', signAlertToken(secret, 'confirm', row.id, expiresAt));
        const search = await searchWordsOf(txDb, row);
        const mail = jobAlertConfirmEmail({ to: address, search, link, companyName: config.companyName });
        await mailOutbox.enqueue(txDb, { kind: 'job-alert-confirm', ...mail }, now);
      });
      return { message: M.checkInbox };
    },

    async remove(userId: number, id: number): Promise<MessageResponse> {
      if (!(await repos.jobAlerts.deleteOwn(id, userId))) throw notFound(M.notFound);
      return { message: M.deleted };
    },

    /**
     * The double opt-in link: the alert starts; following it again says so. ALR-7: after
     * JOB_ALERT_CONFIRM_DAYS it says the link has expired and how to sign up again, by the end the
     * link carries (so also once housekeeping has deleted the alert) and by the alert's age.
     */
    async confirm(token: string): Promise<MessageResponse> {
      const now = clock.now();
      const { alertId, expiresAt } = claimsOf('confirm', token);
      const linkEnded = expiresAt !== undefined && now.getTime() >= expiresAt.getTime();
      // Past the link's own end every unconfirmed alert counts as expired; else by the alert's age.
      const expiredBefore = linkEnded ? now : new Date(now.getTime() - JOB_ALERT_CONFIRM_DAYS * DAY_MS);
      const found = await repos.jobAlerts.confirm(alertId, now, expiredBefore);
      if (found === 'expired' || (!found && linkEnded)) throw notFound(M.linkExpired);
      if (!found) throw notFound(M.alreadyGone);
      return { message: found.already ? M.alreadyConfirmed : M.confirmed };
    },

    /**
     * RFC 8058 one-click unsubscribe: stops only the alert the token names. The link does not expire
     * (ALR-5, docs/decisions/029): it is in every alert mail, and a mail program may use it years later.
     */
    async unsubscribe(token: string): Promise<MessageResponse> {
      const removed = await repos.jobAlerts.delete(claimsOf('unsubscribe', token).alertId);
      return { message: removed ? M.unsubscribed : M.alreadyGone };
    },

    /**
     * A scheduled run (docs/decisions/015): every confirmed alert of the frequency e-mails its new
     * matches, each alert in its own transaction with the record of what it sent (safe to repeat).
     * None, no e-mail. Answers how many e-mails were queued.
     */
    async sendDue(frequency: JobAlertFrequency): Promise<number> {
      let sent = 0;
      // ALR-9: one reading of the rates for the whole run (minimum pays are converted with it).
      let rates: ExchangeRates | undefined;
      for (const { alert, to } of await repos.jobAlerts.confirmed(frequency)) {
        rates ??= await readExchangeRates(db);
        if (await sendNew(alert, to, rates)) sent += 1;
      }
      return sent;
    },
  };
}
export type JobAlertsService = ReturnType<typeof createJobAlertsService>;
