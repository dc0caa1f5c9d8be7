import type { FastifyInstance } from 'fastify';
import { WATCH_DIGEST_AT_UTC } from '../domains/applications/index.js';
import { JOB_ALERT_DIGEST_AT_UTC } from '../domains/job-alerts/index.js';
import { RETENTION_AT_UTC } from '../domains/privacy/index.js';
import type { ScheduledJob } from '../platform/background/schedules.js';
import { purgeOldRows } from './housekeeping.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const WEEK_MS = 7 * 24 * HOUR_MS;

/**
 * Every scheduled job of the app, in one place (docs/decisions/015, 024): its name (stored with each
 * run), its cadence (`{ everyMs }`, periods aligned to the epoch, or `{ dailyAtUtc: 'HH:MM' }`) and what it
 * runs, a domain service. One process runs each period, by the app's clock; a run that throws is retried
 * with back-off, and a run may repeat after a crash, so each is safe to repeat.
 */
export function schedulesOf(app: FastifyInstance): ScheduledJob[] {
  return [
    // OPS-12 (docs/decisions/026): a base backup when the newest is a day old (or missing, e.g. on a first
    // start or a restored folder), with retention; the uploads folder every five minutes. Nothing unless the
    // database is the embedded PostgreSQL with backups on.
    { name: 'backup', cadence: { everyMs: HOUR_MS }, run: () => app.backups.runDue() },
    { name: 'backup-uploads', cadence: { everyMs: 5 * MINUTE_MS }, run: () => app.backups.syncUploadsNow() },
    // REC-24 (docs/decisions/038): jobs whose closing date has passed close by themselves (each exactly once:
    // the update takes only open jobs; requests of a new day close them first in every process).
    {
      name: 'close-passed-jobs',
      cadence: { everyMs: 5 * MINUTE_MS },
      run: async () => {
        const closed = await app.jobClosing.closePassed();
        if (closed.length > 0) app.log.info({ jobs: closed }, 'REC-24: jobs closed on their closing date');
      },
    },
    // REC-32 (docs/decisions/051): interview reminders 24 hours and one hour before, each once (recorded
    // with its interview's start in the transaction that queues its e-mails), late only if not yet started.
    {
      name: 'interview-reminders',
      cadence: { everyMs: MINUTE_MS },
      run: async () => {
        await app.interviewReminders.sendDue();
      },
    },
    // REC-41 (docs/decisions/051's pattern): each opted-in member's weekly summary from Monday 07:00 in their
    // zone, once per member and week (recorded with the week in the transaction that queues it), late only
    // within that week.
    {
      name: 'weekly-summaries',
      cadence: { everyMs: 5 * MINUTE_MS },
      run: async () => {
        await app.weeklySummaries.sendDue();
      },
    },
    // Old rows of every kind, hourly (http/housekeeping.ts).
    { name: 'housekeeping', cadence: { everyMs: HOUR_MS }, run: () => purgeOldRows(app) },
    // REC-13: the watchers' daily digest, since the watermark each recruiter's settings keep.
    {
      name: 'watch-digest',
      cadence: { dailyAtUtc: WATCH_DIGEST_AT_UTC },
      run: async ({ start }) => {
        await app.recruiterSettings.sendDailyDigests(start);
      },
    },
    // ALR-4: job alerts; instant ones every ALERTS_POLL_SECONDS, the digests daily and weekly.
    {
      name: 'job-alerts-instant',
      cadence: { everyMs: app.config.alertsPollSeconds * 1000 },
      run: async () => {
        await app.jobAlerts.sendDue('instant');
      },
    },
    {
      name: 'job-alerts-daily',
      cadence: { dailyAtUtc: JOB_ALERT_DIGEST_AT_UTC },
      run: async () => {
        await app.jobAlerts.sendDue('daily');
      },
    },
    {
      name: 'job-alerts-weekly',
      cadence: { everyMs: WEEK_MS },
      run: async () => {
        await app.jobAlerts.sendDue('weekly');
      },
    },
    // PRV-5 (docs/decisions/019): inactive candidates warned, then anonymised.
    {
      name: 'retention',
      cadence: { dailyAtUtc: RETENTION_AT_UTC },
      run: async () => {
        const done = await app.retention.run();
        if (done.warned.length + done.anonymised.length + done.kept.length > 0)
          app.log.info(
            { warned: done.warned.length, anonymised: done.anonymised.length, kept: done.kept.length },
            'retention: inactive candidates warned or anonymised',
          );
      },
    },
  ];
}
