import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  APPLICANTS_TABLE_MESSAGES as M,
  EXPORT_MESSAGES as X,
  NOTE_MESSAGES as N,
  OVERVIEW_MESSAGES as O,
  RECRUITER_MESSAGES as R,
  applicantsCsvFileName,
} from '@careers/shared';
import { mailCount, waitForMailAbout } from '../fixtures/mailbox';
import { axeViolations } from '../fixtures/axe';
import { applyByApi as apply, jobWithApplicant, postJobByApi as postJob, tokenOf } from '../fixtures/applicants';
import { createAccount, newCandidate, openSignedIn } from '../fixtures/accounts';
import { expect, recruiterPage, test } from '../fixtures/recruiters';

/** REC-11, REC-14: recruiters working an application together (private notes and ratings, the CSV export). */

const shot = (name: string) => path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`);

/** REC-19: the applicant's row opens the side panel; its Notes tab holds the notes and ratings. */
async function openNotes(page: Page, who: string) {
  await page.getByRole('grid').getByRole('row').filter({ hasText: who }).click();
  await page.getByRole('tab', { name: M.panel.tabs.notes }).click();
}

test.describe('working an application together (REC-11, REC-14)', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a note written by one recruiter is seen by another and never by the candidate', async ({
    page,
    browser,
    baseURL,
    request,
    candidate,
    recruiter,
    colleague,
  }) => {
    test.setTimeout(120_000);
    const { jobId, title } = await jobWithApplicant(request, { recruiter, candidate }, 'Intune Engineer');
    const who = `${candidate.firstName} ${candidate.lastName}`;
    const note = `Strong Autopilot background ${Date.now().toString(36)}`;

    // Rita writes a note and rates the applicant 4.
    const rita = await recruiterPage(browser, recruiter, baseURL);
    await rita.goto(`/recruiter/jobs/${jobId}`);
    await openNotes(rita, who);
    await expect(rita.getByText(N.ratingSummary(null, 0))).toBeVisible();
    await expect(rita.getByText(N.noNotes)).toBeVisible();
    await rita.getByRole('textbox', { name: N.noteLabel }).fill(note);
    await rita.getByRole('button', { name: N.addNote }).click();
    await expect(rita.getByText(N.noteAdded)).toBeVisible();
    await expect(
      rita
        .getByRole('list', { name: `${N.notesTitle}: ${who}` })
        .getByRole('listitem')
        .filter({ hasText: note }),
    ).toContainText('Rita Recruiter');
    // The rating is a radio group: focus a star and press Space, as a keyboard user would.
    await rita
      .getByRole('group', { name: `${N.ratingLabel} for ${who}` })
      .getByRole('radio', { name: N.starLabel(4) })
      .focus();
    await rita.keyboard.press('Space');
    await expect(rita.getByText(N.ratingSaved)).toBeVisible();
    await expect(rita.getByText(N.ratingSummary(4, 1))).toBeVisible();

    // Colin, another recruiter, sees Rita's note with her name, and the rating on the card.
    const colin = await recruiterPage(browser, colleague, baseURL);
    await colin.goto(`/recruiter/jobs/${jobId}`);
    await openNotes(colin, who);
    await expect(colin.getByText(N.ratingSummary(4, 1))).toBeVisible();
    const seen = colin
      .getByRole('list', { name: `${N.notesTitle}: ${who}` })
      .getByRole('listitem')
      .filter({ hasText: note });
    await expect(seen).toContainText('Rita Recruiter');
    // His own rating: keyboard only (arrow keys move through the radio group and save).
    await colin.getByRole('radio', { name: N.starLabel(1) }).focus();
    await colin.keyboard.press('ArrowRight');
    await expect(colin.getByText(N.ratingSummary(3, 2))).toBeVisible();
    expect(await axeViolations(colin)).toEqual([]);
    // 320 px: nothing runs off the side (no horizontal scrolling); screenshots for review at 320 and 1440.
    await colin.setViewportSize({ width: 320, height: 900 });
    expect(await colin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await colin.screenshot({ path: shot('recruiter-notes-320'), fullPage: true });
    await colin.setViewportSize({ width: 1440, height: 900 });
    await colin.screenshot({ path: shot('recruiter-notes-desktop'), fullPage: true });

    // The candidate: neither the pages nor any answer the browser received carries the note or a rating.
    const bodies: string[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/api/')) bodies.push(`${res.url()} ${res.status()}`);
      void res
        .text()
        .then((text) => bodies.push(text))
        .catch(() => undefined);
    });
    await openSignedIn(page, candidate, '/profile?tab=applied');
    await expect(page.getByText(title)).toBeVisible();
    await page.getByText(title).click();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(note);
    await expect(page.locator('body')).not.toContainText('Rated');
    expect(bodies.some((b) => b.includes('/api/applications'))).toBe(true);
    for (const body of bodies) {
      expect(body).not.toContain(note);
      expect(body).not.toContain('"rating"');
    }
    await rita.context().close();
    await colin.context().close();
  });

  test('the CSV opens with the right rows, and a cell a spreadsheet would read as a formula comes out escaped', async ({
    browser,
    baseURL,
    request,
    candidate,
    recruiter,
  }) => {
    test.setTimeout(120_000);
    const { jobId, title } = await jobWithApplicant(request, { recruiter, candidate }, 'Autopilot "Lead"');
    const second = await createAccount(request, { ...newCandidate('csv'), firstName: 'Zoë', lastName: 'Müller' });
    await apply(request, second, jobId, 'Zoë');

    const rita = await recruiterPage(browser, recruiter, baseURL);
    await rita.goto(`/recruiter/jobs/${jobId}`);
    await openNotes(rita, 'Zoë Müller');
    await rita.getByRole('radio', { name: N.starLabel(5) }).focus();
    await rita.keyboard.press('Space');
    await expect(rita.getByText(N.ratingSummary(5, 1))).toBeVisible();

    const button = rita.getByRole('button', { name: X.downloadCsv });
    const [download] = await Promise.all([rita.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(applicantsCsvFileName(jobId, title));
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const today = new Date().toISOString().slice(0, 10);
    // The mobile begins with "+": escaped with a leading apostrophe, as "=", "-" and "@" would be.
    expect(bytes.subarray(3).toString('utf8')).toBe(
      'Name,E-mail,Mobile,Step,Applied on,Average rating\r\n' +
        `Priya Sharma,${candidate.email},'+91 9876543210,Applied,${today},\r\n` +
        `Zoë Müller,${second.email},'+91 9876543210,Applied,${today},5.0\r\n`,
    );
    expect(await axeViolations(rita)).toEqual([]);
    await rita.setViewportSize({ width: 320, height: 800 });
    await expect(button).toBeVisible();
    expect(await rita.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await rita.screenshot({ path: shot('recruiter-applicants-csv-320'), fullPage: true });
    await rita.context().close();
  });

  test('a recruiter who watches a job is e-mailed about each new application, with a link straight to the applicant', async ({
    browser,
    baseURL,
    request,
    candidate,
    recruiter,
    colleague,
  }) => {
    test.setTimeout(120_000);
    const title = `Intune Watch ${Date.now().toString(36)}`;
    // Rita posts it (and so watches it); Colin turns Watch on from the job's row menu in the jobs table (REC-18).
    const jobId = await postJob(request, await tokenOf(request, recruiter), title);
    const colin = await recruiterPage(browser, colleague, baseURL);
    await colin.goto('/recruiter/jobs');
    await colin.getByRole('button', { name: O.rowActions(title) }).click();
    await colin.getByRole('menuitem', { name: O.watch }).click();
    await expect(colin.getByText(R.watchOn)).toBeVisible();
    await expect(colin.getByRole('row').filter({ hasText: title }).getByText(O.watching)).toBeAttached();
    await colin.getByRole('button', { name: O.rowActions(title) }).click();
    await expect(colin.getByRole('menuitem', { name: O.unwatch })).toBeVisible();
    await colin.keyboard.press('Escape');
    const before = mailCount(colleague.email);

    await apply(request, candidate, jobId);
    const who = `${candidate.firstName} ${candidate.lastName}`;
    const told = await waitForMailAbout(colleague.email, `New application for ${title}: ${who}`);
    expect(mailCount(colleague.email)).toBe(before + 1);
    const link = new RegExp(`https?://\\S+/recruiter/jobs/${jobId}#applicant-\\d+`).exec(told.text)?.[0];
    expect(link, told.text).toBeTruthy();
    const url = new URL(link!);
    await colin.goto(url.pathname + url.hash);
    // The link opens the applicant in the side panel beside the table (REC-19).
    await expect(colin.getByRole('complementary', { name: who })).toBeVisible();
    await colin.context().close();
  });
});
