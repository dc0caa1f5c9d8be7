import { TZDate } from '@date-fns/tz';
import { format, setHours, startOfWeek, subDays } from 'date-fns';
import { WEEKLY_SUMMARY_LOCAL_TIME, reportsRangePath } from '@careers/shared';
import type { AppConfig } from '../../platform/config/config.js';
import { createRepositoryStore, type Db, type DbOrTx } from '../../platform/db/transactions.js';
import type { Clock } from '../../platform/lib/clock.js';
import type { MailOutbox } from '../../platform/mail/mail-outbox.js';
import { createRecruiterSettingsRepository } from './recruiter-settings-repository.js';
import { weeklySummaryEmail, type WeeklyNumbers } from './weekly-summary-emails.js';
import { createWeeklySummaryRepository } from './weekly-summary-repository.js';

/** REC-42: a week's figures for dates yyyy-MM-dd (UTC days, both included), as the reports count them (ReportsService.summary). */
export type WeeklyNumbersOf = (range: { from: string; to: string }) => Promise<WeeklyNumbers>;

const SEND_HOUR = Number(WEEKLY_SUMMARY_LOCAL_TIME.slice(0, 2));
const day = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * REC-41: the week a member's summary is due in at `now`, in their zone: the Monday that starts the current
 * week, the instant of its 07:00, and last week's Monday and Sunday (what the summary covers).
 */
export function summaryWeek(now: Date, timeZone: string) {
  const monday = startOfWeek(new TZDate(now.getTime(), timeZone), { weekStartsOn: 1 });
  return {
    weekStart: day(monday),
    sendAt: new Date(setHours(monday, SEND_HOUR).getTime()),
    from: day(subDays(monday, 7)),
    to: day(subDays(monday, 1)),
  };
}

/**
 * REC-41, REC-42: the weekly summary e-mail of the team members who chose it. A scheduled job
 * (`weekly-summaries`, http/schedules.ts) runs `sendDue` every few minutes: a member's summary is due from
 * Monday 07:00 in their zone (their setting, else UTC) until that week ends (a server down at 07:00 sends it
 * late, never in a later week), if they had chosen it by then. Each is recorded (member, Monday) ON CONFLICT
 * DO NOTHING in the transaction that queues it, so it goes once whatever number of processes or repeated runs
 * (docs/decisions/051's pattern). The figures come from `numbersOf`, the reports' own counting (given at
 * composition: the reports read this domain's tables), so the e-mail and the report it links to agree.
 */
export function createWeeklySummaryService({
  db,
  clock,
  config,
  mailOutbox,
  numbersOf,
}: {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'siteUrl' | 'companyName'>;
  mailOutbox: MailOutbox;
  numbersOf: WeeklyNumbersOf;
}) {
  const repos = createRepositoryStore(db, (d: DbOrTx) => ({
    settings: createRecruiterSettingsRepository(d),
    summaries: createWeeklySummaryRepository(d),
  }));

  return {
    /** Send every summary due now (each once); answers how many this call sent. */
    async sendDue(): Promise<number> {
      let sent = 0;
      const now = clock.now();
      for (const member of await repos.settings.weeklySummaryMembers()) {
        const week = summaryWeek(now, member.timeZone ?? 'UTC');
        if (now < week.sendAt || week.sendAt < member.since) continue;
        if (await repos.summaries.isRecorded(member.userId, week.weekStart)) continue;
        // Read before the transaction (the reports read on their own connection); the insert below decides who sends.
        const numbers = await numbersOf({ from: week.from, to: week.to });
        const queued = await repos.transaction(async (tx, txDb) => {
          if (!(await tx.summaries.record(member.userId, week.weekStart, now))) return false;
          const mail = weeklySummaryEmail({
            to: member.email,
            weekFrom: week.from,
            weekTo: week.to,
            numbers,
            reportLink: `${config.siteUrl}${reportsRangePath(week.from, week.to)}`,
            companyName: config.companyName,
          });
          await mailOutbox.enqueue(txDb, { kind: 'weekly-summary', ...mail }, now);
          return true;
        });
        if (queued) sent += 1;
      }
      return sent;
    },
  };
}
export type WeeklySummaryService = ReturnType<typeof createWeeklySummaryService>;
