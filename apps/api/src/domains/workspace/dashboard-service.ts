import { INTERVIEW_WINDOW_DAYS, STALLED_COUNT_CAP, type Dashboard } from '@careers/shared';
import type { Db } from '../../platform/db/transactions.js';
import type { Clock } from '../../platform/lib/clock.js';
import { createDashboardRepository } from './dashboard-repository.js';
import { isoTime, stepCountsOf } from './step-counts.js';

const DAY_MS = 86_400_000;
/** Rows per section (REC-17): a glance, not a list; each links to the full table. */
const NEW_JOBS = 10;
const STALLED_SHOWN = 10;
const WATCHED_SHOWN = 20;
const INTERVIEWS_SHOWN = 20;
const ACTIVITY_SHOWN = 20;

/**
 * REC-17 (docs/decisions/037): what needs the member today, every time from the app's clock. Five reads in
 * parallel, names and job titles only: nothing of it is recorded (REC-9, docs/decisions/033).
 */
export function createDashboardService({ db, clock }: { db: Db; clock: Clock }) {
  const repo = createDashboardRepository(db);
  return {
    async get(memberId: number, stalledDays: number): Promise<Dashboard> {
      const now = clock.now();
      const before = new Date(now.getTime() - stalledDays * DAY_MS);
      const [newPerJob, stalled, stalledTotal, watched, interviews, activity, demo] = await Promise.all([
        repo.newPerJob(NEW_JOBS),
        repo.stalled(before, STALLED_SHOWN),
        repo.stalledCount(before, STALLED_COUNT_CAP),
        repo.watched(memberId, WATCHED_SHOWN),
        repo.interviews(now, new Date(now.getTime() + INTERVIEW_WINDOW_DAYS * DAY_MS), INTERVIEWS_SHOWN),
        repo.activity(ACTIVITY_SHOWN),
        repo.demo(),
      ]);
      return {
        newPerJob,
        stalled: {
          days: stalledDays,
          total: Math.min(stalledTotal, STALLED_COUNT_CAP),
          capped: stalledTotal > STALLED_COUNT_CAP,
          items: stalled.map(({ stepChangedAt, ...row }) => ({
            ...row,
            daysInStep: Math.floor((now.getTime() - stepChangedAt.getTime()) / DAY_MS),
          })),
        },
        watched: watched.map(({ counts, ...job }) => {
          const stepCounts = stepCountsOf(counts);
          return { ...job, applicants: Object.values(stepCounts).reduce((sum, n) => sum + n, 0), counts: stepCounts };
        }),
        interviews: interviews.map(({ startsAt, ...row }) => ({ ...row, startsAt: isoTime(startsAt) })),
        activity: activity.map(({ at, source, status, ...row }) => ({
          ...row,
          at: isoTime(at),
          kind: source === 'note' ? 'note' : source === 'rating' ? 'rated' : status === 'applied' ? 'applied' : 'moved',
          status: source === 'event' ? status : null,
        })),
        demo,
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
