import type { ComponentProps, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  APPLICATION_STEP_LABELS,
  OVERVIEW_MESSAGES as M,
  STALLED_DAYS_DEFAULT,
  recruiterApplicantPath,
  type Dashboard as DashboardData,
} from '@careers/shared';
import { Button } from '@/components/ui/button';
import * as icons from '@/components/ui/icons';
import { EmptyState } from '@/components/workspace/empty-state';
import { SkeletonText } from '@/components/workspace/skeleton';
import { StepCounts } from '@/components/workspace/step-counts';
import { StepPill } from '@/components/workspace/step-pill';
import { paths } from '@/config/paths';
import { useDashboard } from '../api/overview';
import { DemoBanner } from './demo-banner';

/** The thresholds offered for "not moved for" (REC-17; the API takes 1–90). */
const STALLED_CHOICES = [3, 7, 14, 30] as const;

function Card({ title, aside, children, className = '' }: { title: string; aside?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={`flex min-w-0 flex-col rounded-lg border border-line bg-white ${className}`}>
      <header className="flex min-h-11 items-center justify-between gap-3 border-b border-line px-4 py-2">
        <h2 className="text-ws font-semibold text-ink">{title}</h2>
        {aside}
      </header>
      <div className="min-h-0 flex-1">{children}</div>
    </section>
  );
}

const rowLink = 'flex min-h-10 items-center gap-3 px-4 py-2 text-ws hover:bg-surface focus-visible:bg-surface focus-visible:outline-none';
const timeOf = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const agoOf = (iso: string, now: number) => {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return M.justNow;
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} d`;
};

function activityText(entry: DashboardData['activity'][number]): string {
  const actor = entry.actor ?? M.someone;
  if (entry.kind === 'applied') return M.activityApplied(entry.name, entry.jobTitle);
  if (entry.kind === 'note') return M.activityNote(actor, entry.name);
  if (entry.kind === 'rated') return M.activityRated(actor, entry.name);
  return M.activityMoved(actor, entry.name, entry.status ? APPLICATION_STEP_LABELS[entry.status] : '');
}

/** A card's list: a skeleton until the data is there, the empty state, or the items (one link each). */
function CardList<Item>({
  items,
  empty,
  icon,
  keyOf,
  ordered = false,
  children,
}: {
  items: readonly Item[] | undefined;
  empty: string;
  icon: ComponentProps<typeof EmptyState>['icon'];
  keyOf: (item: Item, index: number) => string | number;
  ordered?: boolean;
  children: (item: Item) => ReactNode;
}) {
  if (!items) return <Loading />;
  if (items.length === 0) return <EmptyState title={empty} icon={icon} />;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="divide-y divide-line/70">
      {items.map((item, index) => (
        <li key={keyOf(item, index)}>{children(item)}</li>
      ))}
    </List>
  );
}

function Loading() {
  return (
    <div className="space-y-4 p-4">
      <SkeletonText lines={4} />
    </div>
  );
}

/**
 * REC-17 (docs/decisions/037): what needs the member today: applications still to review per job, those
 * stalled in a step, interviews of the next 14 days, the watched jobs' pipelines and the team's latest
 * actions, each linking to the job's applicants. Names and job titles only (not recorded, REC-9).
 */
export function Dashboard() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('stalledDays'));
  const stalledDays = Number.isInteger(asked) && asked >= 1 && asked <= 90 ? asked : STALLED_DAYS_DEFAULT;
  const query = useDashboard(stalledDays);
  const data = query.data;
  // "5 min ago" as of the answer (the time it was fetched), so a render stays pure.
  const now = query.dataUpdatedAt;

  if (query.isError)
    return (
      <EmptyState
        size="page"
        title={M.dashboardFailed}
        action={
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            {M.retry}
          </Button>
        }
      />
    );

  return (
    <div className="space-y-4">
      {data && data.demo.jobs + data.demo.candidates > 0 && <DemoBanner />}
      <div className="grid gap-4 lg:grid-cols-3">
        <Card title={M.newTitle} className="lg:col-span-1">
          <CardList items={data?.newPerJob} empty={M.newEmpty} icon={icons.check} keyOf={(job) => job.jobId}>
            {(job) => (
              <Link to={paths.recruiter.job(job.jobId)} className={rowLink}>
                <span className="min-w-0 flex-1 truncate font-medium text-ink">{job.jobTitle}</span>
                {job.jobStatus === 'closed' && <span className="text-ws-xs text-muted">{M.statusClosed}</span>}
                <span className="inline-flex h-5 min-w-6 items-center justify-center rounded-full bg-brand-600 px-1.5 text-ws-xs font-semibold text-white tabular-nums">
                  {job.n}
                  <span className="sr-only"> {M.newCount(job.n)}</span>
                </span>
              </Link>
            )}
          </CardList>
        </Card>

        <Card
          title={M.stalledTitle(stalledDays)}
          className="lg:col-span-2"
          aside={
            <div className="flex items-center gap-2">
              {data && data.stalled.total > 0 && (
                <span className="text-ws-sm text-muted tabular-nums">
                  {M.stalledTotal(data.stalled.items.length, data.stalled.capped ? `${data.stalled.total}+` : String(data.stalled.total))}
                </span>
              )}
              <label className="sr-only" htmlFor="stalled-days">
                {M.stalledDaysLabel}
              </label>
              <select
                id="stalled-days"
                value={stalledDays}
                onChange={(event) =>
                  setParams(
                    (previous) => {
                      const next = new URLSearchParams(previous);
                      next.set('stalledDays', event.target.value);
                      return next;
                    },
                    { replace: true },
                  )
                }
                className="h-7 rounded-md border border-line bg-white px-1.5 text-ws-sm text-ink"
              >
                {[...new Set([...STALLED_CHOICES, stalledDays])]
                  .sort((a, b) => a - b)
                  .map((days) => (
                    <option key={days} value={days}>
                      {M.stalledDays(days)}
                    </option>
                  ))}
              </select>
            </div>
          }
        >
          <CardList items={data?.stalled.items} empty={M.stalledEmpty} icon={icons.check} keyOf={(item) => item.applicationId}>
            {(item) => (
              <Link to={recruiterApplicantPath(item.jobId, item.applicationId)} className={rowLink}>
                <span className="min-w-0 flex-1 truncate">
                  <span className="font-medium text-ink">{item.name}</span>
                  <span className="text-muted"> · {item.jobTitle}</span>
                </span>
                <StepPill status={item.status} />
                <span className="w-14 text-right text-ws-sm text-muted tabular-nums">{M.stalledDays(item.daysInStep)}</span>
              </Link>
            )}
          </CardList>
        </Card>

        <Card title={M.interviewsTitle} className="lg:col-span-1">
          <CardList items={data?.interviews} empty={M.interviewsEmpty} icon={icons.calendar} keyOf={(interview) => interview.applicationId}>
            {(interview) => (
              <Link to={recruiterApplicantPath(interview.jobId, interview.applicationId)} className={rowLink}>
                <time dateTime={interview.startsAt} className="w-28 flex-none text-ws-sm font-medium text-brand-800 tabular-nums">
                  {timeOf.format(new Date(interview.startsAt))}
                </time>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-ink">{interview.name}</span>
                  <span className="block truncate text-ws-xs text-muted">{interview.jobTitle}</span>
                </span>
              </Link>
            )}
          </CardList>
        </Card>

        <Card
          title={M.watchedTitle}
          className="lg:col-span-2"
          aside={
            <Link to={paths.recruiter.jobs} className="text-ws-sm font-medium text-brand-700 hover:underline">
              {M.viewJobs}
            </Link>
          }
        >
          <CardList items={data?.watched} empty={M.watchedEmpty} icon={icons.eye} keyOf={(job) => job.jobId}>
            {(job) => (
              <Link to={paths.recruiter.job(job.jobId)} className={`${rowLink} flex-wrap sm:flex-nowrap`}>
                <span className="min-w-0 flex-1 truncate font-medium text-ink">
                  {job.jobTitle}
                  {job.jobStatus === 'closed' && <span className="ml-2 text-ws-xs font-normal text-muted">{M.statusClosed}</span>}
                </span>
                <span className="w-full sm:w-60">
                  <StepCounts counts={job.counts} />
                </span>
              </Link>
            )}
          </CardList>
        </Card>

        <Card title={M.activityTitle} className="lg:col-span-3">
          <CardList
            items={data?.activity}
            empty={M.activityEmpty}
            icon={icons.activity}
            keyOf={(entry, i) => `${entry.at}-${entry.kind}-${entry.applicationId}-${i}`}
            ordered
          >
            {(entry) => (
              <Link to={recruiterApplicantPath(entry.jobId, entry.applicationId)} className={rowLink}>
                <span className="min-w-0 flex-1 truncate text-ink">
                  {activityText(entry)}
                  {entry.kind !== 'applied' && <span className="text-muted"> · {entry.jobTitle}</span>}
                </span>
                <time dateTime={entry.at} className="flex-none text-ws-sm text-muted tabular-nums">
                  {agoOf(entry.at, now)}
                </time>
              </Link>
            )}
          </CardList>
        </Card>
      </div>
    </div>
  );
}
