import { startSmtpSink } from './fixtures/smtp-sink';

/** Starts the SMTP sink on the port the config chose; Playwright calls the returned teardown. */
export default async function globalSetup() {
  const port = Number(process.env.E2E_SMTP_PORT);
  const dir = process.env.E2E_MAIL_DIR;
  if (!port || !dir) throw new Error('E2E_SMTP_PORT and E2E_MAIL_DIR are set by playwright.config.ts');
  return startSmtpSink(port, dir);
}
