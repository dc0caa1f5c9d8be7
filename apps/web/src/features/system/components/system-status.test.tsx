import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SYSTEM_MESSAGES as S, type SystemStatus } from '@careers/shared';
import { renderWithApp } from '@/test/render';
import { SystemStatusPanel } from './system-status';

afterEach(() => vi.unstubAllGlobals());

const NOW = '2026-06-10T10:00:00.000Z';
const status = (over: Partial<SystemStatus> = {}): SystemStatus => ({
  version: '0.1.0',
  commit: '3f1e7a4c8b2d',
  engine: 'managed-postgresql',
  startedAt: '2026-06-10T06:48:00.000Z',
  uptimeSeconds: 3 * 3600 + 12 * 60,
  now: NOW,
  queues: [
    { kind: 'mail', queued: 0, processing: 0, failed: 2, oldestPendingAt: null, worker: 'running', retryable: false },
    { kind: 'crm', queued: 4, processing: 1, failed: 3, oldestPendingAt: '2026-06-10T09:30:00.000Z', worker: 'none', retryable: true },
  ],
  schedules: [
    {
      name: 'housekeeping',
      cadence: { everySeconds: 3600 },
      lastRun: { at: '2026-06-10T09:00:02.000Z', result: 'done' },
      pending: null,
      nextRunAt: '2026-06-10T11:00:00.000Z',
      failed: 0,
    },
    {
      name: 'retention',
      cadence: { dailyAtUtc: '03:30' },
      lastRun: { at: '2026-06-10T03:30:05.000Z', result: 'failed' },
      pending: null,
      nextRunAt: '2026-06-11T03:30:00.000Z',
      failed: 1,
    },
  ],
  delivery: { mail: 'outbox', sms: 'twilio', codesInLog: { mail: true, sms: false } },
  backup: null,
  ...over,
});

/** The API as a fake fetch: GET answers the status (the latest given), POST …/retry answers `requeued`; every call is kept. */
function serve(answers: { status: SystemStatus; requeued?: number }) {
  const calls: { method: string; path: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = new URL(url, 'http://localhost').pathname;
      calls.push({ method, path });
      if (method === 'POST') return new Response(JSON.stringify({ requeued: answers.requeued ?? 0 }));
      return new Response(JSON.stringify(answers.status));
    }),
  );
  return calls;
}

/** The overview's or the delivery's tile headed `label`. */
const tile = (label: string, section: string = S.overview) =>
  within(screen.getByRole('region', { name: section })).getByRole('heading', { name: label, level: 3 }).parentElement!;

describe('the system page (REC-15)', () => {
  // Times are shown in the reader's zone: the tests choose it, so they read the same on any machine.
  const machineZone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'UTC';
  });
  afterEach(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  it('shows times in the reader’s own time zone, named', async () => {
    process.env.TZ = 'Asia/Kolkata';
    serve({ status: status() });
    renderWithApp(<SystemStatusPanel />);
    await screen.findByRole('heading', { name: S.overview });
    expect(tile(S.uptime).textContent).toContain('since 10 Jun 2026, 12:18 GMT+5:30');
  });

  it('shows the build, engine, uptime and a backup state of "not reported" until the backups report', async () => {
    serve({ status: status() });
    renderWithApp(<SystemStatusPanel />);
    await screen.findByRole('heading', { name: S.overview });
    expect(tile(S.version).textContent).toContain('0.1.0');
    expect(tile(S.version).textContent).toContain(S.commit('3f1e7a4c8b2d'));
    expect(tile(S.engine).textContent).toContain(S.engines['managed-postgresql']);
    expect(tile(S.uptime).textContent).toContain('3 h 12 min');
    expect(tile(S.uptime).textContent).toContain('since 10 Jun 2026, 06:48 UTC');
    expect(tile(S.backups).textContent).toContain(S.backupNotReported);
    expect(tile(S.backups).textContent).toContain(S.backupNotReportedHint);
  });

  it('shows a backup older than 24 hours in red, and a recent one in green', async () => {
    serve({ status: status({ backup: { latestRestorableAt: '2026-06-09T08:00:00.000Z', ageSeconds: 26 * 3600, stale: true } }) });
    const { unmount } = renderWithApp(<SystemStatusPanel />);
    await screen.findByRole('heading', { name: S.overview });
    const stale = tile(S.backups);
    expect(stale.textContent).toContain(S.backupAge('1 d 2 h'));
    expect(stale.textContent).toContain(S.backupStale);
    expect(within(stale).getByText(S.backupAge('1 d 2 h')).className).toContain('text-danger');
    unmount();

    serve({ status: status({ backup: { latestRestorableAt: '2026-06-10T09:59:20.000Z', ageSeconds: 40, stale: false } }) });
    renderWithApp(<SystemStatusPanel />);
    await screen.findByRole('heading', { name: S.overview });
    expect(tile(S.backups).textContent).toContain(S.backupFresh);
    expect(within(tile(S.backups)).getByText(S.backupAge('40 s')).className).not.toContain('text-danger');
  });

  it('lists each queue with its figures; failed CRM jobs are retried through the API, failed e-mails cannot be', async () => {
    const calls = serve({ status: status(), requeued: 3 });
    renderWithApp(<SystemStatusPanel />);
    const queues = within(await screen.findByRole('list', { name: S.queues })).getAllByRole('listitem');
    expect(queues).toHaveLength(2);
    const [mail, crm] = queues as [HTMLElement, HTMLElement];
    expect(within(crm).getByRole('heading', { name: S.kinds.crm })).toBeDefined();
    const figure = (row: HTMLElement, label: string) => within(row).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure(crm, S.columns.waiting)).toBe('4');
    expect(figure(crm, S.columns.running)).toBe('1');
    expect(figure(crm, S.columns.failed)).toBe('3');
    expect(figure(crm, S.columns.oldest)).toBe('30 min');
    expect(figure(mail, S.columns.oldest)).toContain(S.nothingWaiting);
    expect(crm.textContent).toContain(S.workers.none);
    expect(within(mail).queryByRole('button')).toBeNull();
    expect(mail.textContent).toContain(S.notRetryable);

    await userEvent.click(within(crm).getByRole('button', { name: S.retryLabel(S.kinds.crm, 3) }));
    expect(await screen.findByText(S.retried(S.kinds.crm, 3))).toBeDefined();
    expect(calls).toContainEqual({ method: 'POST', path: '/api/recruiter/system/queues/crm/retry' });
    // The status is read again after the retry.
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/recruiter/system').length).toBeGreaterThanOrEqual(2);
  });

  it('lists the schedules with how often they run, their last result and their next run', async () => {
    serve({ status: status() });
    renderWithApp(<SystemStatusPanel />);
    const [housekeeping, retention] = within(await screen.findByRole('list', { name: S.schedules })).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(housekeeping.textContent).toContain(S.scheduleNames.housekeeping);
    expect(housekeeping.textContent).toContain('Every hour');
    expect(housekeeping.textContent).toContain(S.results.done);
    expect(housekeeping.textContent).toContain('10 Jun 2026, 11:00 UTC');
    expect(housekeeping.textContent).toContain(S.inDuration('1 h'));
    expect(retention.textContent).toContain(S.dailyAt('03:30'));
    expect(retention.textContent).toContain(S.results.failed);
    expect(retention.textContent).toContain(S.failedRuns(1));
  });

  it('says how mail and SMS leave and warns that codes reach the log', async () => {
    serve({ status: status() });
    renderWithApp(<SystemStatusPanel />);
    await screen.findByRole('heading', { name: S.delivery });
    expect(tile(S.mail, S.delivery).textContent).toContain(S.mailModes.outbox);
    expect(tile(S.sms, S.delivery).textContent).toContain(S.smsModes.twilio);
    expect(tile(S.codesInLog, S.delivery).textContent).toContain(S.codesLogged);
    expect(tile(S.codesInLog, S.delivery).textContent).toContain(S.codesLoggedHint(['mail']));
  });
});
