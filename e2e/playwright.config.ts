import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ensureChromium } from './browser/chromium';
import { E2E_CODE_TTL_SECONDS, E2E_EMAIL_RESEND_SECONDS, E2E_MOBILE_RESEND_SECONDS, E2E_RECRUITERS } from './fixtures/settings';

/** A free loopback port, chosen once in the main process; workers inherit it through the environment. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// The browser (browser/chromium.ts: CHROMIUM_PATH, the system Chromium, Playwright's, else installed),
// found once in the main process; workers inherit it.
process.env.E2E_CHROMIUM ??= ensureChromium();
process.env.E2E_PORT ??= String(await freePort());
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'careers-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  // The folder this run made (its database, mail and texts; about 40 MB) goes when the run ends, after
  // Playwright has stopped the server. A failing run keeps it for a look, and says where it is.
  process.on('exit', (code) => {
    if (code !== 0) return console.error(`e2e: the server's DATA_DIR is kept at ${dataDir}`);
    try {
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
      // The backups' default folder beside it (OPS-12, docs/operations/backups.md).
      rmSync(`${dataDir}-backups`, { recursive: true, force: true, maxRetries: 5 });
    } catch (error) {
      console.error(`e2e: could not remove ${dataDir}: ${(error as Error).message}`);
    }
  });
}
// The SMTP sink (global-setup.ts) receives the server's mail; tests read it from E2E_MAIL_DIR.
process.env.E2E_SMTP_PORT ??= String(await freePort());
process.env.E2E_MAIL_DIR ??= path.join(process.env.E2E_DATA_DIR, 'sink');

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.E2E_CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The production build (`npm run build`: web app and compiled API) served by the real server, started
  // as production starts it (`node apps/api/dist/server.js`), on a fresh embedded database.
  webServer: {
    // The README's recruiter command, run as an operator would, then the server (see fixtures/settings.ts).
    command: [
      ...Object.values(E2E_RECRUITERS).map(
        (r) =>
          `npm --prefix .. run --silent recruiter:create -- ${'admin' in r ? '--admin ' : ''}--email ${r.email} --name "${r.name}" > "$DATA_DIR/${r.file}"`,
      ),
      'node ../apps/api/dist/server.js',
    ].join(' && '),
    url: `${baseURL}/api/getJobOpenings`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      SITE_URL: baseURL,
      SEED_DEMO: 'always',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      EMAIL_CODE_TTL_SECONDS: String(E2E_CODE_TTL_SECONDS),
      // Mail leaves through the outbox worker (docs/decisions/009): woken at once by each change, and
      // polling often for retries; the server's resend wait shorter than the code's life.
      MAIL_POLL_MS: '200',
      MAIL_BACKOFF_BASE_MS: '500',
      EMAIL_CODE_RESEND_SECONDS: String(E2E_EMAIL_RESEND_SECONDS),
      // No TWILIO_*: texts go to E2E_DATA_DIR/outbox/*.txt, where the tests read them (INT-2).
      MOBILE_OTP_RESEND_SECONDS: String(E2E_MOBILE_RESEND_SECONDS),
      // Tests send X-Forwarded-For so each has its own client address for the rate limits.
      TRUST_PROXY: '1',
      // ALR-4: instant job alerts looked at every second, and the scheduler polling often, so the
      // alert journey sees its e-mail soon after the job is posted.
      ALERTS_POLL_SECONDS: '1',
      SCHEDULE_POLL_MS: '500',
      // REC-32: the tests move the server's clock by writing milliseconds here (fixtures/server-clock.ts).
      CLOCK_OFFSET_FILE: path.join(process.env.E2E_DATA_DIR, 'clock-offset-ms'),
    },
  },
});
