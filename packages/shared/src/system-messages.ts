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
  backupNotReported: 'Not reported',
  backupNotReportedHint: 'Nothing reports on backups in this server yet.',
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
  } as Readonly<Record<string, string>>,
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
  } as Readonly<Record<string, string>>,
  everySeconds: (s: number) =>
    s % 604_800 === 0
      ? `Every ${s / 604_800 === 1 ? 'week' : `${s / 604_800} weeks`}`
      : s % 86_400 === 0
        ? `Every ${s / 86_400 === 1 ? 'day' : `${s / 86_400} days`}`
        : s % 3_600 === 0
          ? `Every ${s / 3_600 === 1 ? 'hour' : `${s / 3_600} hours`}`
          : s % 60 === 0
            ? `Every ${s / 60 === 1 ? 'minute' : `${s / 60} minutes`}`
            : `Every ${s} seconds`,
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
  codesLoggedHint: (channels: string) => `Sign-up codes, reset and invitation links (${channels}) appear in the server log in clear.`,
  channels: { mail: 'e-mail', sms: 'text messages' },
  /** GET /metrics without METRICS_TOKEN as its bearer token (docs/decisions/027). */
  metricsUnauthorized: 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>.',
  /** POST …/queues/:kind/retry */
  unknownKind: (kind: string) => `No background job kind is named ${kind}.`,
} as const;
