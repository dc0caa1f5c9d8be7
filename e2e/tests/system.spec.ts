import { SYSTEM_MESSAGES as S } from '@careers/shared';
import { createAccount, newCandidate } from '../fixtures/accounts';
import { expect, logIn, signInAdmin, test } from '../fixtures/recruiters';
import { shotsAndAxe } from '../fixtures/screenshots';

test('an admin opens the system page from the recruiter area: build, database, queues, schedules, delivery and backups (REC-15)', async ({
  page,
  request,
  recruiter,
}) => {
  test.setTimeout(90_000);
  // A new candidate: their CRM sync waits in its queue (no Zoho in the e2e server), so the queue shows it.
  await createAccount(request, newCandidate('system'));

  // A recruiter who is not an admin has no link to it, and the page sends them to the recruiter home.
  await logIn(page, recruiter);
  await expect(page).toHaveURL(/\/recruiter$/);
  await expect(page.getByRole('link', { name: S.navLink, exact: true })).toHaveCount(0);
  await page.goto('/recruiter/system');
  await expect(page).toHaveURL(/\/recruiter$/);
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());

  await signInAdmin(page);
  await page.getByRole('link', { name: S.navLink, exact: true }).click();
  await expect(page).toHaveURL(/\/recruiter\/system$/);
  await expect(page.getByRole('heading', { name: S.pageTitle, level: 1 })).toBeVisible();

  const overview = page.getByRole('region', { name: S.overview });
  await expect(overview).toContainText('0.1.0');
  // The e2e server is the production build on the embedded default engine: the managed PostgreSQL where it runs.
  await expect(overview).toContainText(new RegExp(`${S.engines['managed-postgresql']}|${S.engines.pglite}`));
  // The managed PostgreSQL is backed up from the first start (OPS-12): its latest restorable point, or none
  // yet while the first base backup runs; PGlite has no continuous backups and the tile says so.
  const managed = (await overview.textContent())?.includes(S.engines['managed-postgresql']) ?? false;
  await expect(overview).toContainText(managed ? new RegExp(`${S.backupLatest}|${S.backupNone}`) : S.backupNotReported);

  const queues = page.getByRole('list', { name: S.queues });
  // Every job kind (mail, crm, file-deletions, talent-text, schedules, and any added since).
  await expect(queues.getByRole('listitem').first()).toBeVisible();
  expect(await queues.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
  const crm = queues.getByRole('listitem').filter({ has: page.getByRole('heading', { name: S.kinds.crm }) });
  await expect(crm).toContainText(S.workers.none);

  const schedules = page.getByRole('list', { name: S.schedules });
  await expect(schedules.getByRole('listitem').first()).toBeVisible();
  expect(await schedules.getByRole('listitem').count()).toBeGreaterThanOrEqual(6);
  await expect(schedules.getByRole('listitem').filter({ hasText: S.scheduleNames.housekeeping })).toContainText(S.results.done);

  // SMTP in the e2e server, no Twilio: texts go to the outbox folder and their codes to the log.
  const delivery = page.getByRole('region', { name: S.delivery });
  await expect(delivery).toContainText(S.mailModes.smtp);
  await expect(delivery).toContainText(S.smsModes.outbox);
  await expect(delivery).toContainText(S.codesLogged);

  // The login's toast has gone, as it would for an admin reading the page.
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 10_000 });
  await shotsAndAxe(page, 'system');

  // Refresh reads the status again.
  const reread = page.waitForResponse((r) => r.url().endsWith('/api/recruiter/system') && r.status() === 200);
  await page.getByRole('button', { name: S.refresh }).click();
  await reread;
});
