import type { APIRequestContext } from '@playwright/test';
import {
  APPLICANTS_TABLE_MESSAGES as M,
  AUDIT_MESSAGES as A,
  PROFILE_TERMS_MESSAGES as T,
  WORKSPACE_MESSAGES as W,
  type ProfileTerms,
} from '@careers/shared';
import { samplePdf, samplePng } from '@careers/test-helpers';
import { axeViolations } from '../fixtures/axe';
import { createAccount, newCandidate, type Candidate } from '../fixtures/accounts';
import { postJobByApi, tokenOf } from '../fixtures/applicants';
import { workspaceShot } from '../fixtures/workspace';
import { expect, recruiterPage, signInAdmin, test } from '../fixtures/recruiters';

/** REC-19: a job's applicants table, bulk moves with a confirmation, the side panel with the CV in the page. */

const CV_TEXT = 'Meera Iyer - Intune and Autopilot architect, eight years';

/** PRO-20: Meera's profile terms, which the panel shows. */
const MEERA_TERMS: ProfileTerms = {
  skills: [
    { skill: 'intune', years: 8 },
    { skill: 'autopilot', years: 5 },
    { skill: 'entra-id', years: null },
  ],
  expected_rate: { min: 4_500_000, currency: 'INR', unit: 'day' },
  available_from: null,
  hours_per_week: 40,
  notice_period_weeks: 2,
  country_of_residence: 'IN',
  time_zone: 'Asia/Kolkata',
};

/** The candidate applies through the API; with `cv`, in standard mode with a PDF CV and a photo. */
async function apply(request: APIRequestContext, candidate: Candidate, jobId: number, title: string, cv = false) {
  const token = await tokenOf(request, candidate);
  const headers = { authorization: `Bearer ${token}` };
  const upload = async (kind: 'cv' | 'photo', name: string, mimeType: string, buffer: Buffer) => {
    const res = await request.post(`/api/application-files/${kind}`, { headers, multipart: { [kind]: { name, mimeType, buffer } } });
    expect(res.status(), await res.text()).toBe(201);
    const { id, name: stored, size } = (await res.json()) as { id: string; name: string; size: number };
    return { id, name: stored, size };
  };
  const files = cv
    ? {
        mode: 'standard',
        cv_files: [await upload('cv', `${candidate.firstName} CV.pdf`, 'application/pdf', samplePdf(CV_TEXT))],
        photo_files: [await upload('photo', 'me.png', 'image/png', samplePng())],
      }
    : { mode: 'linkedin', cv_files: [], photo_files: [] };
  const res = await request.post('/api/applications', {
    headers,
    data: {
      job_id: jobId,
      ...files,
      first_name: candidate.firstName,
      last_name: candidate.lastName,
      mobiles: [{ code: '+91', number: '9876543210' }],
      linkedin_profile: 'https://www.linkedin.com/in/someone',
      additional_links: [],
      present_address: '12 MG Road, Bengaluru 560001',
      permanent_address: '',
      same_as_present: true,
      experience: [
        {
          job_title: title,
          company: 'Contoso Ltd',
          start_date: '01-06-2021',
          end_date: '',
          current: true,
          key_achievements: 'Rolled out Intune',
        },
      ],
      education: [],
      certifications: [],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test.describe('the applicants table (REC-19)', () => {
  test.use({ reducedMotion: 'reduce' });

  test('moves three applicants at once, opens one in the side panel, reads the CV in the page and goes to the next with ↓; the access log shows exactly those reads', async ({
    browser,
    baseURL,
    request,
    recruiter,
  }) => {
    test.setTimeout(180_000);
    const jobTitle = `Endpoint Engineer ${Date.now().toString(36)}`;
    const jobId = await postJobByApi(request, await tokenOf(request, recruiter), jobTitle);
    // A surname of this run: the access log's candidate filter finds her alone.
    const meeraLast = `Iyer${Date.now().toString(36).replace(/\d/g, '')}`;
    const meera = `Meera ${meeraLast}`;
    const people: [string, string, string][] = [
      ['Arjun', 'Mehta', 'Desktop Engineer'],
      ['Sofia', 'Lopez', 'Endpoint Specialist'],
      ['Meera', meeraLast, 'Intune Architect'],
    ];
    for (const [i, [first, last, title]] of people.entries()) {
      const candidate = await createAccount(request, { ...newCandidate(first.toLowerCase()), firstName: first, lastName: last });
      // Meera applies last, with a PDF CV: newest first, she heads the table.
      await apply(request, candidate, jobId, title, i === 2);
      if (i === 2) {
        const terms = await request.put('/api/profile/terms', {
          headers: { authorization: `Bearer ${await tokenOf(request, candidate)}` },
          data: MEERA_TERMS,
        });
        expect(terms.status(), await terms.text()).toBe(200);
      }
    }

    const page = await recruiterPage(browser, recruiter, baseURL);
    await page.goto(`/recruiter/jobs/${jobId}`);
    const grid = page.getByRole('grid', { name: `${M.title}: ${jobTitle}` });
    await expect(grid.locator('[role="row"][data-state="loaded"]')).toHaveCount(3);
    await expect(grid.getByRole('row').nth(1)).toContainText(meera);
    await expect(grid.getByRole('row').nth(1)).toContainText('Intune Architect');
    await expect(page.getByText(M.count(3))).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: workspaceShot('applicants', 1440) });

    // Select all three and move them forward: the confirmation lists who moves where.
    for (const [first, last] of people) await grid.getByRole('checkbox', { name: W.table.selectRow(`${first} ${last}`) }).click();
    await page
      .getByRole('toolbar', { name: M.bulk.selected(3) })
      .getByRole('button', { name: M.bulk.advance })
      .click();
    const dialog = page.getByRole('dialog', { name: M.confirm.advanceTitle(3) });
    await expect(dialog).toBeVisible();
    for (const [first, last] of people)
      await expect(dialog.getByText(M.confirm.line(`${first} ${last}`, 'Applied', 'Under review'))).toBeAttached();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: workspaceShot('applicants-confirm', 1440) });
    await dialog.getByRole('button', { name: M.confirm.confirmAdvance(3) }).click();
    await expect(page.getByText(M.moved(3))).toBeVisible();
    await expect(grid.getByText('Under review')).toHaveCount(3);

    // Open Meera in the side panel; read her CV in the page.
    await grid.getByRole('row').nth(1).click();
    await expect(page).toHaveURL(/[?&]application=\d+/);
    const panel = page.getByRole('complementary', { name: meera });
    await expect(panel).toBeVisible();
    // PRO-20: her terms on the Profile tab, the panel's first.
    const terms = panel.getByRole('region', { name: T.sectionTitle });
    await expect(terms.getByRole('list', { name: T.skillsLabel }).getByRole('listitem')).toHaveText([
      'Microsoft Intune· 8 yrs',
      'Windows Autopilot· 5 yrs',
      'Microsoft Entra ID',
    ]);
    await expect(terms).toContainText('From ₹45,000 per day');
    await expect(terms).toContainText('40 h/week · 2 weeks’ notice');
    await expect(terms).toContainText('India');
    await expect(terms).toContainText('Asia/Kolkata (UTC+05:30)');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: workspaceShot('applicants-panel-terms', 1440) });
    await panel.getByRole('tab', { name: M.panel.tabs.cv }).click();
    const cv = panel.getByRole('region', { name: `${M.cv.region}: ${meera}` });
    await expect(cv.getByTestId('cv-text-layer')).toContainText(CV_TEXT, { timeout: 15_000 });
    await expect(cv.locator('canvas')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: workspaceShot('applicants-panel', 1440) });

    // ↓ on the table: the next applicant, and the panel follows.
    await grid.getByRole('row').nth(1).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('complementary', { name: 'Sofia Lopez' })).toBeVisible();
    await expect(grid.getByRole('row').nth(2)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('complementary', { name: meera })).toBeVisible();

    // At 375 px: the table scrolls sideways, the panel is a full-screen dialog.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('dialog', { name: meera })).toBeVisible();
    await page.screenshot({ path: workspaceShot('applicants-panel', 375) });
    await page.getByRole('dialog', { name: meera }).getByRole('tab', { name: M.panel.tabs.profile }).click();
    await expect(page.getByRole('dialog', { name: meera }).getByRole('region', { name: T.sectionTitle })).toBeVisible();
    await page.screenshot({ path: workspaceShot('applicants-panel-terms', 375) });
    await page.getByRole('dialog', { name: meera }).getByRole('button', { name: W.panel.close }).click();
    await expect(page).not.toHaveURL(/application=/);
    await page.screenshot({ path: workspaceShot('applicants', 375) });
    await grid.getByRole('checkbox', { name: W.table.selectRow('Arjun Mehta') }).click();
    await page
      .getByRole('toolbar', { name: M.bulk.selected(1) })
      .getByRole('button', { name: M.bulk.notSelected })
      .click();
    await expect(page.getByRole('dialog', { name: M.confirm.notSelectedTitle(1) })).toBeVisible();
    await page.screenshot({ path: workspaceShot('applicants-confirm', 375) });
    await page.keyboard.press('Escape');

    // REC-9: the admin's log, filtered to Meera, shows exactly the reads made, in words: this list view (one
    // row for its refreshes after the move and its thumbnails), her profile in the panel (once, however
    // often the panel re-read it) and her CV. Sofia's panel is Sofia's.
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
    const admin = await context.newPage();
    await signInAdmin(admin);
    await admin.goto('/recruiter/audit');
    await admin.getByRole('combobox', { name: A.candidateFilter }).fill(meeraLast);
    await admin.getByRole('option', { name: new RegExp(meera) }).click();
    await expect(admin).toHaveURL(/candidate=\d+/);
    const log = admin.getByRole('grid', { name: A.pageTitle }).locator('[data-state="loaded"]');
    const said = async () => (await log.allInnerTexts()).map((row) => row.replace(/\s+/g, ' '));
    await expect(log).toHaveCount(3);
    const [cvRead, profileRead, listView] = await said();
    expect(cvRead).toContain(`downloaded ${meera}’s CV`);
    expect(profileRead).toContain(`opened ${meera}’s profile`);
    expect(listView).toContain(`viewed the applicants of “${jobTitle}”`);
    expect((await said()).join('\n')).not.toContain('photo');
    expect(await axeViolations(admin)).toEqual([]);

    // Opening the list again is a second view: one row more.
    await page.reload();
    await expect(grid.locator('[role="row"][data-state="loaded"]')).toHaveCount(3);
    await admin.reload();
    await expect(log).toHaveCount(4);
    expect((await said()).filter((row) => row.includes(`viewed the applicants of “${jobTitle}”`))).toHaveLength(2);
    await context.close();
  });
});
