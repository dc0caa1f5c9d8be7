import type { ReactNode } from 'react';
import { toast } from 'react-toastify';
import { SYSTEM_MESSAGES as S, type SystemQueue, type SystemSchedule, type SystemStatus } from '@careers/shared';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { useRetryFailedJobs, useSystemStatus } from '../api/system';
import { cadenceText, formatInstant, kindName, scheduleName, secondsBetween } from '../utils/system-text';

/** A queue whose oldest job has waited longer than this is shown in amber (a stuck worker, a missing configuration). */
const OLD_JOB_SECONDS = 15 * 60;

type Tone = 'good' | 'warn' | 'bad' | 'neutral';
const PILL: Record<Tone, string> = {
  good: 'bg-emerald-50 text-success ring-emerald-200',
  warn: 'bg-amber-50 text-amber-900 ring-amber-200',
  bad: 'bg-red-50 text-danger ring-red-200',
  neutral: 'bg-surface text-muted ring-line',
};
const DOT: Record<Tone, string> = { good: 'bg-success', warn: 'bg-amber-500', bad: 'bg-danger', neutral: 'bg-slate-400' };

/** A state in words with a coloured dot (the colour is never the only sign). */
function Pill({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${PILL[tone]}`}
    >
      <span aria-hidden="true" className={`h-1.5 w-1.5 rounded-full ${DOT[tone]}`} />
      {children}
    </span>
  );
}

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div>
        <h2 id={id} className="text-lg font-semibold tracking-tight text-ink">
          {title}
        </h2>
        {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

/** One figure of the overview: a label, the value, and a line under it. */
function Tile({ label, value, detail, tone }: { label: string; value: ReactNode; detail?: ReactNode; tone?: Tone }) {
  return (
    <div className="flex min-w-0 flex-col rounded-card bg-white p-5 shadow-card ring-1 ring-line">
      <h3 className="text-sm font-medium text-muted">{label}</h3>
      <p
        className={`mt-2 text-xl font-semibold tracking-tight break-words ${tone === 'bad' ? 'text-danger' : tone === 'warn' ? 'text-amber-900' : 'text-ink'}`}
      >
        {value}
      </p>
      {detail && <div className="mt-1 text-sm break-words text-muted">{detail}</div>}
    </div>
  );
}

function BackupTile({ backup }: { backup: SystemStatus['backup'] }) {
  if (!backup) {
    return <Tile label={S.backups} value={<Pill tone="neutral">{S.backupNotReported}</Pill>} detail={S.backupNotReportedHint} />;
  }
  if (backup.latestRestorableAt === null || backup.ageSeconds === null) {
    return <Tile label={S.backups} value={S.backupNone} tone="bad" detail={<Pill tone="bad">{S.backupStale}</Pill>} />;
  }
  const tone: Tone = backup.stale ? 'bad' : 'good';
  return (
    <Tile
      label={S.backups}
      value={S.backupAge(S.duration(backup.ageSeconds))}
      tone={tone}
      detail={
        <div className="flex flex-col items-start gap-2">
          <span>
            {S.backupLatest}: <time dateTime={backup.latestRestorableAt}>{formatInstant(backup.latestRestorableAt)}</time>
          </span>
          <Pill tone={tone}>{backup.stale ? S.backupStale : S.backupFresh}</Pill>
        </div>
      }
    />
  );
}

function Overview({ status }: { status: SystemStatus }) {
  return (
    <Section id="system-overview" title={S.overview}>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Tile
          label={S.version}
          value={status.version}
          detail={<span className="font-mono text-xs">{status.commit ? S.commit(status.commit) : S.noCommit}</span>}
        />
        <Tile label={S.engine} value={S.engines[status.engine]} detail={S.engineHints[status.engine]} />
        <Tile
          label={S.uptime}
          value={S.duration(status.uptimeSeconds)}
          detail={<time dateTime={status.startedAt}>{S.since(formatInstant(status.startedAt))}</time>}
        />
        <BackupTile backup={status.backup} />
      </div>
    </Section>
  );
}

/** The queue table's columns at large widths; below it each queue is a card with its figures labelled. */
const QUEUE_GRID = 'lg:grid-cols-[minmax(0,2.2fr)_repeat(4,minmax(0,1fr))_minmax(0,1.3fr)_minmax(0,1.4fr)]';

function Figure({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs font-medium text-muted lg:sr-only">{label}</dt>
      <dd className="mt-0.5 text-sm text-ink tabular-nums lg:mt-0">{children}</dd>
    </div>
  );
}

function QueueRow({ queue, now }: { queue: SystemQueue; now: string }) {
  const retry = useRetryFailedJobs();
  const name = kindName(queue.kind);
  const age = queue.oldestPendingAt ? secondsBetween(queue.oldestPendingAt, now) : null;
  const onRetry = async () => {
    try {
      toast.success(S.retried(name, (await retry.mutateAsync(queue.kind)).requeued));
    } catch {
      toast.error(S.retryFailed);
    }
  };
  return (
    <li className={`grid grid-cols-1 gap-3 px-5 py-4 lg:items-center ${QUEUE_GRID}`}>
      <div className="flex min-w-0 items-start justify-between gap-3 lg:block">
        <div className="min-w-0">
          <h3 className="font-semibold text-ink">{name}</h3>
          <p className="font-mono text-xs text-muted">{queue.kind}</p>
        </div>
        <span className="lg:hidden">
          <WorkerPill worker={queue.worker} />
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4 lg:col-span-4 lg:grid-cols-4">
        <Figure label={S.columns.waiting}>{queue.queued}</Figure>
        <Figure label={S.columns.running}>{queue.processing}</Figure>
        <Figure label={S.columns.failed}>
          <span className={queue.failed > 0 ? 'font-semibold text-danger' : undefined}>{queue.failed}</span>
        </Figure>
        <Figure label={S.columns.oldest}>
          {age === null ? (
            <>
              <span aria-hidden="true">{S.noneWaiting}</span>
              <span className="sr-only">{S.nothingWaiting}</span>
            </>
          ) : (
            <span className={age > OLD_JOB_SECONDS ? 'font-semibold text-amber-900' : undefined}>{S.duration(age)}</span>
          )}
        </Figure>
      </dl>
      <div className="hidden lg:block">
        <WorkerPill worker={queue.worker} />
      </div>
      <div className="lg:text-right">
        {queue.failed > 0 &&
          (queue.retryable ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void onRetry()}
              disabled={retry.isPending}
              aria-label={S.retryLabel(name, queue.failed)}
            >
              {retry.isPending ? (
                <>
                  <Spinner className="h-4 w-4" /> {S.retrying}
                </>
              ) : (
                S.retry
              )}
            </Button>
          ) : (
            <p className="text-xs text-muted">{S.notRetryable}</p>
          ))}
      </div>
    </li>
  );
}

function WorkerPill({ worker }: { worker: SystemQueue['worker'] }) {
  const tone: Tone = worker === 'running' ? 'good' : worker === 'off' ? 'neutral' : 'warn';
  return <Pill tone={tone}>{S.workers[worker]}</Pill>;
}

function Queues({ status }: { status: SystemStatus }) {
  const headers = [S.columns.kind, S.columns.waiting, S.columns.running, S.columns.failed, S.columns.oldest, S.columns.worker, ''];
  return (
    <Section id="system-queues" title={S.queues} intro={S.queuesIntro}>
      <div className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line">
        <div
          aria-hidden="true"
          className={`hidden border-b border-line bg-surface px-5 py-2.5 text-xs font-semibold text-muted lg:grid ${QUEUE_GRID}`}
        >
          {headers.map((header, i) => (
            <span key={i}>{header}</span>
          ))}
        </div>
        <ul aria-label={S.queues} className="divide-y divide-line">
          {status.queues.map((queue) => (
            <QueueRow key={queue.kind} queue={queue} now={status.now} />
          ))}
        </ul>
      </div>
    </Section>
  );
}

const SCHEDULE_GRID = 'lg:grid-cols-[minmax(0,2.2fr)_minmax(0,1.6fr)_minmax(0,2fr)_minmax(0,2fr)]';

function ScheduleRow({ schedule, now }: { schedule: SystemSchedule; now: string }) {
  const untilNext = secondsBetween(now, schedule.nextRunAt);
  return (
    <li className={`grid grid-cols-1 gap-3 px-5 py-4 lg:items-center ${SCHEDULE_GRID}`}>
      <div className="min-w-0">
        <h3 className="font-semibold text-ink">{scheduleName(schedule.name)}</h3>
        <p className="font-mono text-xs text-muted">{schedule.name}</p>
        {schedule.failed > 0 && <p className="mt-1 text-xs font-semibold text-danger">{S.failedRuns(schedule.failed)}</p>}
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:col-span-3 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,2fr)_minmax(0,2fr)]">
        <Figure label={S.columns.cadence}>{cadenceText(schedule.cadence)}</Figure>
        <Figure label={S.columns.lastRun}>
          {schedule.lastRun ? (
            <span className="flex flex-wrap items-center gap-2">
              <Pill tone={schedule.lastRun.result === 'done' ? 'good' : 'bad'}>{S.results[schedule.lastRun.result]}</Pill>
              <time dateTime={schedule.lastRun.at} className="text-muted">
                {formatInstant(schedule.lastRun.at)}
              </time>
            </span>
          ) : (
            <span className="text-muted">{S.neverRun}</span>
          )}
        </Figure>
        <Figure label={S.columns.nextRun}>
          <span className="flex flex-wrap items-center gap-2">
            {schedule.pending && schedule.pending !== 'waiting' ? (
              <Pill tone={schedule.pending === 'retrying' ? 'warn' : 'neutral'}>{S.pending[schedule.pending]}</Pill>
            ) : untilNext === 0 ? (
              <Pill tone="neutral">{S.dueNow}</Pill>
            ) : (
              <>
                <time dateTime={schedule.nextRunAt}>{formatInstant(schedule.nextRunAt)}</time>
                <span className="text-muted">{S.inDuration(S.duration(untilNext))}</span>
              </>
            )}
          </span>
        </Figure>
      </dl>
    </li>
  );
}

function Schedules({ status }: { status: SystemStatus }) {
  const headers = [S.columns.schedule, S.columns.cadence, S.columns.lastRun, S.columns.nextRun];
  return (
    <Section id="system-schedules" title={S.schedules} intro={S.schedulesIntro}>
      <div className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line">
        <div
          aria-hidden="true"
          className={`hidden border-b border-line bg-surface px-5 py-2.5 text-xs font-semibold text-muted lg:grid ${SCHEDULE_GRID}`}
        >
          {headers.map((header) => (
            <span key={header}>{header}</span>
          ))}
        </div>
        <ul aria-label={S.schedules} className="divide-y divide-line">
          {status.schedules.map((schedule) => (
            <ScheduleRow key={schedule.name} schedule={schedule} now={status.now} />
          ))}
        </ul>
      </div>
    </Section>
  );
}

function Delivery({ delivery }: { delivery: SystemStatus['delivery'] }) {
  const logged = (['mail', 'sms'] as const).filter((channel) => delivery.codesInLog[channel]);
  return (
    <Section id="system-delivery" title={S.delivery}>
      <div className="grid gap-4 md:grid-cols-3">
        <Tile
          label={S.mail}
          value={<Pill tone={delivery.mail === 'smtp' ? 'good' : 'warn'}>{S.mailModes[delivery.mail]}</Pill>}
          detail={S.mailModeHints[delivery.mail]}
        />
        <Tile
          label={S.sms}
          value={<Pill tone={delivery.sms === 'twilio' ? 'good' : 'warn'}>{S.smsModes[delivery.sms]}</Pill>}
          detail={S.smsModeHints[delivery.sms]}
        />
        <Tile
          label={S.codesInLog}
          value={<Pill tone={logged.length > 0 ? 'warn' : 'good'}>{logged.length > 0 ? S.codesLogged : S.codesNotLogged}</Pill>}
          detail={logged.length > 0 ? S.codesLoggedHint(logged) : undefined}
        />
      </div>
    </Section>
  );
}

/**
 * REC-15: /recruiter/system, the server as an admin sees it (`GET /api/recruiter/system`, read again
 * every 30 s): its build, database and uptime, the backups, the background queues (with the retry of a
 * kind's failed jobs), the schedules, and how mail and SMS leave and whether their codes reach the log.
 */
export function SystemStatusPanel() {
  const status = useSystemStatus();
  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-3xl text-muted">{S.intro}</p>
        <div className="flex items-center gap-3">
          {status.data && (
            <p className="text-sm text-muted" aria-live="polite">
              {S.updatedAt(formatInstant(status.data.now))}
            </p>
          )}
          <Button variant="secondary" size="sm" onClick={() => void status.refetch()} disabled={status.isFetching}>
            {status.isFetching && <Spinner className="h-4 w-4" />}
            {S.refresh}
          </Button>
        </div>
      </div>
      <QueryState query={status} loading={S.loading}>
        {(data) => (
          <>
            <Overview status={data} />
            <Queues status={data} />
            <Schedules status={data} />
            <Delivery delivery={data.delivery} />
          </>
        )}
      </QueryState>
    </div>
  );
}
