import { and, count, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { WEEKLY_SUMMARY_TOP_SOURCES } from '@careers/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { applicationEvents, applications } from '../../platform/db/schema/applications.js';
import type { WeeklyNumbers } from './weekly-summary-emails.js';

/** REC-42: an application in progress with no move for this many days is stuck (the reports' figure). */
export const STUCK_DAYS = 14;
const DAY_MS = 86_400_000;

/**
 * REC-42: a week's figures from the recorded step history, counted as the reports count them: the moves
 * into 'applied' and 'hired' dated on the UTC days from `from` to `to` (both included), each application
 * under its source, and the applications in progress with no move for STUCK_DAYS days as of `now`.
 */
export function createWeeklyNumbersRepository(db: DbOrTx) {
  return {
    async numbers({ from, to }: { from: string; to: string }, now: Date): Promise<WeeklyNumbers> {
      const start = new Date(`${from}T00:00:00Z`);
      const end = new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS);
      const inRange = and(gte(applicationEvents.createdAt, start), lt(applicationEvents.createdAt, end));
      const bySource = await db
        .select({
          source: applications.source,
          applications: sql<number>`count(*) FILTER (WHERE ${applicationEvents.status} = 'applied')::int`,
          hires: sql<number>`count(*) FILTER (WHERE ${applicationEvents.status} = 'hired')::int`,
        })
        .from(applicationEvents)
        .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
        .where(and(inRange, inArray(applicationEvents.status, ['applied', 'hired'])))
        .groupBy(applications.source);
      const [stuck] = await db
        .select({ n: count() })
        .from(applications)
        .where(
          and(
            inArray(applications.status, ['applied', 'under_review', 'interview', 'offer']),
            lte(applications.stepChangedAt, new Date(now.getTime() - STUCK_DAYS * DAY_MS)),
          ),
        );
      const topSources = bySource
        .filter((s) => s.applications > 0)
        .sort((a, b) => b.applications - a.applications || b.hires - a.hires || a.source.localeCompare(b.source))
        .slice(0, WEEKLY_SUMMARY_TOP_SOURCES);
      return {
        applications: bySource.reduce((n, s) => n + s.applications, 0),
        hires: bySource.reduce((n, s) => n + s.hires, 0),
        stuck: stuck?.n ?? 0,
        stuckDays: STUCK_DAYS,
        topSources,
      };
    },
  };
}
