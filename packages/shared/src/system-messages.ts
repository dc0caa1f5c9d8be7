/** REC-15 (docs/decisions/027): the texts of the admins' system page. */
export const SYSTEM_MESSAGES = {
  pageTitle: 'System',
  navLink: 'System',
  intro:
    'How the site is running right now: its build and database, the work it does in the background, how it sends e-mail and text messages, and its backups.',
  loading: 'Loading the system status…',
  loadFailed: 'The system status could not be loaded. Please try again.',
  refresh: 'Refresh',
  updatedAt: (time: string) => `Updated ${time}`,
  /** A length of time, to the two largest units: `45 s`, `12 min`, `3 h 12 min`, `2 d 4 h`. */
  duration: (totalSeconds: number) => {
    const s = Math.max(0, Math.floor(totalSeconds));
    const d = Math.floor(s / 86_400);
    const h = Math.floor((s % 86_400) / 3_600);
    const m = Math.floor((s % 3_600) / 60);
    if (d > 0) return h > 0 ? `${d} d ${h} h` : `${d} d`;
    if (h > 0) return m > 0 ? `${h} h ${m} min` : `${h} h`;
    if (m > 0) return `${m} min`;
    return `${s} s`;
  },
  inDuration: (duration: string) => `in ${duration}`,

  overview: 'Overview',
  version: 'Version',
  commit: (commit: string) => `commit ${commit}`,
  noCommit: 'no commit recorded',
  engine: 'Database',
  engines: {
    'managed-postgresql': 'PostgreSQL managed by the server',
    pglite: 'PGlite (embedded)',
    'external-postgresql': 'External PostgreSQL',
  },
  engineHints: {
    'managed-postgresql': 'Runs in DATA_DIR/postgres, started and stopped with the server.',
    pglite: 'Runs inside the server process, in DATA_DIR/pglite.',
    'external-postgresql': 'The server named by DATABASE_URL; its own tooling backs it up.',
  },
  uptime: 'Uptime',
  since: (time: string) => `since ${time}`,

  backups: 'Backups',
  backupLatest: 'Latest restorable point',
  backupAge: (age: string) => `${age} ago`,
  backupNotReported: 'Not run by this server',
  backupNotReportedHint:
    'Continuous backups run with the embedded PostgreSQL only. With DATABASE_URL, PGlite or BACKUPS=off, back the database up with its own tools (docs/operations/backups.md).',
  backupNone: 'No restorable backup yet',
  backupStale: 'Older than 24 hours',
  backupFresh: 'Within the last 24 hours',

  queues: 'Background queues',
  queuesIntro: 'Work done after a request has been answered. Jobs that keep failing stop and wait here for a retry.',
  columns: {
    kind: 'Queue',
    waiting: 'Waiting',
    running: 'Running',
    failed: 'Failed',
    oldest: 'Oldest waiting',
    worker: 'Worker here',
    schedule: 'Schedule',
    cadence: 'Runs',
    lastRun: 'Last run',
    nextRun: 'Next run',
  },
  kinds: {
    mail: 'E-mail',
    crm: 'CRM sync (Zoho)',
    'file-deletions': 'File removals',
    'talent-text': 'Resume texts for the talent pool',
    schedules: 'Scheduled runs',
  },
  workers: { running: 'Running', off: 'Off in this process', none: 'Not configured' },
  noneWaiting: '—',
  nothingWaiting: 'Nothing waiting',
  retry: 'Retry failed',
  retryLabel: (kind: string, failed: number) => `Retry failed: ${kind} (${failed} ${failed === 1 ? 'job' : 'jobs'})`,
  retrying: 'Retrying…',
  retried: (kind: string, requeued: number) =>
    requeued === 0 ? `${kind}: no failed job to retry.` : `${kind}: ${requeued} failed ${requeued === 1 ? 'job' : 'jobs'} queued again.`,
  retryFailed: 'The failed jobs could not be queued again. Please try again.',
  notRetryable: 'Cannot be retried: a failed e-mail’s text is erased when it fails.',

  schedules: 'Scheduled jobs',
  schedulesIntro: 'Run once per period across every server process.',
  scheduleNames: {
    housekeeping: 'Housekeeping',
    'watch-digest': 'Watched jobs digest',
    'job-alerts-instant': 'Job alerts, instant',
    'job-alerts-daily': 'Job alerts, daily',
    'job-alerts-weekly': 'Job alerts, weekly',
    retention: 'Retention of inactive candidates',
  },
  everySeconds: (s: number) => {
    const units: [number, string][] = [
      [604_800, 'week'],
      [86_400, 'day'],
      [3_600, 'hour'],
      [60, 'minute'],
      [1, 'second'],
    ];
    const [size, unit] = units.find(([n]) => s % n === 0) ?? [1, 'second'];
    const count = s / size;
    return count === 1 ? `Every ${unit}` : `Every ${count} ${unit}s`;
  },
  dailyAt: (hhmm: string) => `Daily at ${hhmm} UTC`,
  results: { done: 'Succeeded', failed: 'Failed' },
  pending: { waiting: 'Due', retrying: 'Retrying', running: 'Running now' },
  neverRun: 'Not run yet',
  dueNow: 'Due now',
  failedRuns: (n: number) => `${n} failed ${n === 1 ? 'run' : 'runs'} in 30 days`,

  delivery: 'Delivery',
  mail: 'E-mail',
  sms: 'Text messages',
  mailModes: { smtp: 'SMTP server', outbox: 'Outbox folder' },
  smsModes: { twilio: 'Twilio', outbox: 'Outbox folder' },
  mailModeHints: {
    smtp: 'Sent through SMTP_URL.',
    outbox: 'Not sent: each message is written to DATA_DIR/outbox as a file. Set SMTP_URL to send.',
  },
  smsModeHints: {
    twilio: 'Sent through Twilio.',
    outbox: 'Not sent: each message is written to DATA_DIR/outbox as a file. Set TWILIO_* to send.',
  },
  codesInLog: 'Codes in the log',
  codesLogged: 'Written to the log',
  codesNotLogged: 'Never written to the log',
  /** What the log holds in clear, by channel: `codesLoggedHint(['mail', 'sms'])`. */
  codesLoggedHint: (channels: readonly ('mail' | 'sms')[]) => {
    const what = { mail: 'e-mailed sign-up codes, reset and invitation links', sms: 'texted mobile codes' };
    const text = channels.map((channel) => what[channel]).join(' and ');
    return `${text.charAt(0).toUpperCase()}${text.slice(1)} are written to the server log in clear.`;
  },
  /** GET /metrics without METRICS_TOKEN as its bearer token (docs/decisions/027). */
  metricsUnauthorized: 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>.',
  /** POST …/queues/:kind/retry */
  unknownKind: (kind: string) => `No background job kind is named ${kind}.`,
} as const;
