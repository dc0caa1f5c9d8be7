import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  FIELD_MESSAGES as M,
  PROFILE_TEXTS as T,
  STORAGE_KEYS,
  UI_MESSAGES,
  COUNTRY_CODE_DROPDOWN_MAX_HEIGHT_PX,
  DIALLING_CODES,
  RESUME_MODAL_FAILURE_CLOSE_MS,
} from '@careers/shared';
import { samplePdf, samplePng } from '@careers/test-helpers';
import { axeViolations } from '../fixtures/axe';
import { expect, openSignedIn, test } from '../fixtures/accounts';
import { E2E_MOBILE_RESEND_SECONDS } from '../fixtures/settings';
import { smsCount, waitForSmsCode } from '../fixtures/sms-outbox';

let numberCounter = 0;
/** A number no other test texts (ACC-17 limits texts per number). */
const freshMobile = () => {
  numberCounter += 1;
  return `9${String(Date.now()).slice(-5)}${String(numberCounter).padStart(4, '0')}`;
};

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const card = (page: Page, title: string) => page.getByRole('region', { name: title });
const edit = (page: Page, cardTitle: string) => page.getByRole('button', { name: `Edit ${cardTitle}` }).click();

/** Pick a dialling code from the custom dropdown, as a user would. */
async function chooseCode(page: Page, which: 'Primary' | 'Secondary', code: string) {
  await page.getByRole('button', { name: new RegExp(`^${which} mobile dialling code`) }).click();
  const list = page.getByRole('listbox', { name: `${which} mobile dialling code` });
  await expect(list).toBeVisible();
  await list.getByRole('option', { name: new RegExp(`^\\${code} `) }).click();
  await expect(list).toBeHidden();
}

async function savePersonal(page: Page, mobile: string) {
  await edit(page, T.cardTitles.personal);
  const form = dialog(page, T.dialogTitles.personal);
  await chooseCode(page, 'Primary', '+91');
  await form.getByLabel('Primary Mobile Number').fill(mobile);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
}

/** Type a date into a react-datepicker box and leave it. */
async function typeDate(field: Locator, value: string) {
  await field.fill(value);
  await field.press('Tab');
}

test.describe('candidate profile (PRO-3)', () => {
  test('anonymous visitors go to login and come back to the profile; the banner shows the candidate', async ({ page, candidate }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email Address').fill(candidate.email);
    await page.getByLabel('Password', { exact: true }).fill(candidate.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: `${candidate.firstName} ${candidate.lastName}` })).toBeVisible();
    // Icons are dimmed (and say so) until the links and resume exist.
    for (const label of ['No website added', 'No LinkedIn profile added', 'No resume uploaded'])
      await expect(page.getByRole('img', { name: label })).toBeVisible();
    // The side menu's other tabs are honest about being empty.
    await page.getByRole('tab', { name: T.tabs.applied }).click();
    await expect(page.getByRole('heading', { name: 'No applications yet' })).toBeVisible();
    await expect(page).toHaveURL(/\?tab=applied$/);
    await page.getByRole('tab', { name: T.tabs.saved }).click();
    await expect(page.getByRole('heading', { name: 'No saved jobs yet' })).toBeVisible();
    await page.getByRole('tab', { name: T.tabs.alerts }).click();
    await expect(page.getByRole('heading', { name: 'No job alerts yet' })).toBeVisible();

    // At 375 px every tab is whole (the strip cut "Job Alerts" off).
    await page.setViewportSize({ width: 375, height: 812 });
    const tablist = page.getByRole('tablist', { name: 'Profile menu' });
    const strip = (await tablist.boundingBox())!;
    for (const name of Object.values(T.tabs)) {
      const tab = page.getByRole('tab', { name });
      await expect(tab).toBeInViewport({ ratio: 1 });
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(strip.x);
      expect(box.x + box.width).toBeLessThanOrEqual(strip.x + strip.width + 0.5);
      expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    // A tall window makes the page short: the footer sits at the bottom, and no band of another colour
    // lies above it (the page's own background reaches the footer).
    await page.setViewportSize({ width: 1440, height: 1400 });
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    expect(footer.y + footer.height).toBeGreaterThanOrEqual(1400 - 0.5);
    const ends = await page.evaluate(() => {
      const main = document.querySelector('main')!;
      return { main: main.getBoundingClientRect().bottom, page: main.lastElementChild!.getBoundingClientRect().bottom };
    });
    expect(ends.page).toBeCloseTo(ends.main, 0);
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole('tab', { name: T.tabs.profile }).press('Home');
    await expect(card(page, T.cardTitles.personal)).toBeVisible();
  });

  test('personal: every bad field at once, errors clear as fields are edited, a good save survives a reload', async ({
    page,
    candidate,
  }) => {
    await openSignedIn(page, candidate);
    await edit(page, T.cardTitles.personal);
    const form = dialog(page, T.dialogTitles.personal);
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Email Address')).toBeDisabled();
    await expect(form.getByLabel('Email Address')).toHaveValue(candidate.email);

    await form.getByLabel('First Name').fill('');
    await form.getByLabel('Last Name').fill('Sharma 2');
    await form.getByLabel('Primary Mobile Number').fill('98765');
    await form.getByLabel('Secondary Mobile Number').fill('501234567');
    await form.getByRole('button', { name: 'Save' }).click();
    // GEN-5: all fields are validated, each message under its field.
    await expect(form.getByLabel('First Name')).toHaveAccessibleDescription(M.firstNameRequired);
    await expect(form.getByLabel('Last Name')).toHaveAccessibleDescription(M.lastNameLetters);
    await expect(form.getByLabel('Primary Mobile Number')).toHaveAccessibleDescription(M.primaryMobileTenDigits);
    await expect(form.getByText(M.primaryMobileCodeRequired, { exact: true })).toBeVisible();
    await expect(form.getByText(M.secondaryMobileCodeRequired)).toBeVisible();

    // An edited field loses its message; the others keep theirs.
    await form.getByLabel('First Name').fill('प्रिया');
    await expect(form.getByText(M.firstNameRequired)).toBeHidden();
    await expect(form.getByText(M.primaryMobileTenDigits)).toBeVisible();

    // The dialling-code dropdown is at most 200 px tall (PRO-15) and lists PRO-15's 23 codes first,
    // in their order, then every other country (docs/decisions/039).
    await page.getByRole('button', { name: /^Primary mobile dialling code/ }).click();
    const list = page.getByRole('listbox', { name: 'Primary mobile dialling code' });
    expect((await page.getByTestId('country-dropdown').boundingBox())!.height).toBeLessThanOrEqual(COUNTRY_CODE_DROPDOWN_MAX_HEIGHT_PX);
    const codes = (await list.getByRole('option').allTextContents()).map((t) => /^\+\d+/.exec(t)?.[0]);
    expect(codes.slice(0, 23)).toEqual([...DIALLING_CODES]);
    expect(codes.length).toBeGreaterThan(200);
    // Escape closes the list, not the dialog.
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(form).toBeVisible();

    const mobile = freshMobile();
    await form.getByLabel('Last Name').fill('Sharma');
    await chooseCode(page, 'Primary', '+91');
    await form.getByLabel('Primary Mobile Number').fill(mobile);
    await chooseCode(page, 'Secondary', '+971');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(UI_MESSAGES.profileUpdated)).toBeVisible();
    await expect(form).toBeHidden();

    const personal = card(page, T.cardTitles.personal);
    await expect(personal).toContainText('प्रिया Sharma');
    await expect(personal).toContainText(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    // The header follows the new name (PUB-3).
    await expect(page.getByRole('banner').getByRole('link', { name: 'प्रिया Sharma' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'प्रिया Sharma' })).toBeVisible();
    await expect(personal).toContainText('+971 50 123 4567');
    await expect(personal.getByRole('button', { name: /^Verify/ })).toHaveCount(2);
  });

  test('address and social: a bad value shows its message, a good one saves and survives a reload', async ({ page, candidate }) => {
    await openSignedIn(page, candidate);
    await edit(page, T.cardTitles.address);
    const address = dialog(page, T.dialogTitles.address);
    await address.getByLabel('Present Address').fill('Pune');
    await address.getByRole('button', { name: 'Save' }).click();
    await expect(address.getByLabel('Present Address')).toHaveAccessibleDescription(M.presentAddressMin);
    await expect(address.getByLabel('Permanent Address')).toHaveAccessibleDescription(M.permanentAddressRequired);
    // Cancel drops the draft.
    await address.getByRole('button', { name: 'Cancel' }).click();
    await expect(address).toBeHidden();
    await edit(page, T.cardTitles.address);
    await expect(address.getByLabel('Present Address')).toHaveValue('');
    await address.getByLabel('Present Address').fill('Flat 12, Baner Road, Pune 411045');
    await address.getByLabel('Permanent Address').fill('14 Park Street, Kolkata 700016');
    await address.getByRole('button', { name: 'Save' }).click();
    await expect(address).toBeHidden();

    await edit(page, T.cardTitles.social);
    const social = dialog(page, T.dialogTitles.social);
    await social.getByLabel('Website Link').fill('priya-sharma.dev');
    await social.getByLabel('LinkedIn Profile').fill('https://www.linkedin.com/in/priya-sharma');
    await social.getByRole('button', { name: 'Save' }).click();
    await expect(social).toBeHidden();

    await page.reload();
    await expect(card(page, T.cardTitles.address)).toContainText('Flat 12, Baner Road, Pune 411045');
    await expect(card(page, T.cardTitles.address)).toContainText('14 Park Street, Kolkata 700016');
    await expect(card(page, T.cardTitles.social).getByRole('link', { name: 'priya-sharma.dev' })).toHaveAttribute(
      'href',
      'https://priya-sharma.dev/',
    );
    await expect(page.getByRole('link', { name: 'LinkedIn profile' })).toHaveAttribute('href', 'https://www.linkedin.com/in/priya-sharma');
  });

  test("experience: dates by picker, 'currently working' means Present; education: start after end refused", async ({
    page,
    candidate,
  }) => {
    await openSignedIn(page, candidate);
    await edit(page, T.cardTitles.experience);
    const experience = dialog(page, T.dialogTitles.experience);
    await experience.getByRole('button', { name: 'Save' }).click();
    for (const [label, message] of [
      ['Job Title', M.jobTitleRequired],
      ['Company', M.companyRequired],
      ['Start Date', M.startDateRequired],
      ['End Date', M.endDateRequired],
    ] as const) {
      await expect(experience.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
    }
    await experience.getByLabel('Job Title').fill('Azure Cloud Architect');
    await experience.getByLabel('Company').fill('Contoso AG');
    await typeDate(experience.getByLabel('Start Date'), '01-04-2021');
    await expect(experience.getByLabel('Start Date')).toHaveValue('01-04-2021');

    // PRO-8: ticking sets the end to 'Present' and disables its picker; unticking clears it.
    await experience.getByLabel(T.currentlyWorking).check();
    await expect(experience.getByLabel('End Date')).toHaveValue('Present');
    await expect(experience.getByLabel('End Date')).toBeDisabled();
    await experience.getByLabel(T.currentlyWorking).uncheck();
    await expect(experience.getByLabel('End Date')).toHaveValue('');
    await expect(experience.getByLabel('End Date')).toBeEnabled();
    await experience.getByLabel(T.currentlyWorking).check();
    await experience.getByLabel('Key Achievements').fill('Moved 40 workloads to Azure landing zones');
    await experience.getByRole('button', { name: 'Save' }).click();
    await expect(experience).toBeHidden();
    await expect(card(page, T.cardTitles.experience)).toContainText('01-04-2021 – Present');
    // The banner shows the role, the company and the duration (PRO-2).
    const banner = page.getByRole('region', { name: 'Profile summary' });
    await expect(banner).toContainText('Azure Cloud Architect');
    await expect(banner).toContainText('Contoso AG');

    await edit(page, T.cardTitles.education);
    const education = dialog(page, T.dialogTitles.education);
    await education.getByLabel('Degree').fill('BTech');
    await education.getByLabel('Institute').fill('IIT Bombay, Mumbai');
    await education.getByLabel('Specialization').fill('Computer Science');
    await typeDate(education.getByLabel('Start Date'), '01-07-2017');
    // The end date through the calendar: month and year dropdowns, then the day.
    await education.getByLabel('End Date').click();
    const calendar = page.locator('.react-datepicker');
    await calendar.locator('select.react-datepicker__year-select').selectOption('2013');
    await calendar.locator('select.react-datepicker__month-select').selectOption({ label: 'June' });
    await calendar.getByRole('gridcell', { name: /June 30th, 2013/ }).click();
    await expect(education.getByLabel('End Date')).toHaveValue('30-06-2013');
    await education.getByRole('button', { name: 'Save' }).click();
    await expect(education.getByLabel('Start Date')).toHaveAccessibleDescription(M.startAfterEnd);
    await expect(education.getByLabel('End Date')).toHaveAccessibleDescription(M.endBeforeStart);
    await typeDate(education.getByLabel('Start Date'), '01-07-2009');
    await expect(education.getByText(M.startAfterEnd)).toBeHidden();
    await education.getByRole('button', { name: 'Save' }).click();
    await expect(education).toBeHidden();

    await page.reload();
    await expect(card(page, T.cardTitles.experience)).toContainText('Azure Cloud Architect');
    await expect(card(page, T.cardTitles.experience)).toContainText('01-04-2021 – Present');
    await expect(card(page, T.cardTitles.education)).toContainText('01-07-2009 – 30-06-2013');
    await expect(card(page, T.cardTitles.education)).toContainText('IIT Bombay, Mumbai');
  });

  test('mobile verification: the texted code, a resend after the countdown, then Verified', async ({ page, candidate }) => {
    await openSignedIn(page, candidate);
    const mobile = freshMobile();
    await savePersonal(page, mobile);
    const personal = card(page, T.cardTitles.personal);
    await personal.getByRole('button', { name: 'Verify primary mobile number' }).click();
    const modal = dialog(page, T.verifyMobileTitle);
    await expect(modal).toBeVisible();
    // The toast shows inside the modal, above its backdrop (not in the page the modal makes inert):
    // a screen reader reads it, and a click on it dismisses it.
    const sent = modal.getByRole('alert').filter({ hasText: UI_MESSAGES.mobileOtpSent });
    await expect(sent).toBeVisible();
    // The countdown is read at once (the server's wait is shortened to a few seconds for e2e), and the
    // pointer rests on the toast, which holds its auto-close timer: on a busy machine the axe run alone
    // can outlast both.
    await expect(modal.getByRole('button', { name: /^Resend OTP in 0:0\d$/ })).toBeDisabled();
    await sent.hover();
    expect(await axeViolations(page)).toEqual([]);
    await sent.click();
    await expect(sent).toBeHidden();
    await expect(modal).toHaveAccessibleDescription(new RegExp(`^${T.otpSentTo(`\\+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`)}`));
    const first = await waitForSmsCode(`+91${mobile}`);

    // After the countdown, 'Resend OTP' sends a new code.
    await expect(modal.getByRole('button', { name: T.resendOtp, exact: true })).toBeEnabled({
      timeout: (E2E_MOBILE_RESEND_SECONDS + 3) * 1000,
    });
    await modal.getByRole('button', { name: T.resendOtp, exact: true }).click();
    const second = await waitForSmsCode(`+91${mobile}`, 2);
    expect(smsCount(`+91${mobile}`)).toBe(2);
    await expect(modal.getByRole('button', { name: /^Resend OTP in/ })).toBeDisabled();

    if (first !== second) {
      await modal.getByLabel('Digit 1 of 6').click();
      await page.keyboard.type(first);
      await modal.getByRole('button', { name: T.verify, exact: true }).click();
      // Under the boxes (their description), and as a toast in the modal.
      await expect(modal.getByLabel('Digit 1 of 6')).toHaveAccessibleDescription(/The code is incorrect\. 4 tries left\./);
      await expect(modal.getByRole('alert').filter({ hasText: /The code is incorrect\. 4 tries left\./ })).toBeVisible();
    }
    await modal.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(second);
    await modal.getByRole('button', { name: T.verify, exact: true }).click();
    await expect(page.getByText(UI_MESSAGES.mobileVerified)).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(personal.getByText('Verified')).toHaveCount(2); // the e-mail and the primary number
    await page.reload();
    await expect(personal.getByRole('button', { name: 'Verify primary mobile number' })).toHaveCount(0);
    await expect(personal.getByText('Verified')).toHaveCount(2);
  });

  test('uploads: a real PDF resume and a PNG photo, the View link, the new photo; a refused file closes the modal', async ({
    page,
    candidate,
  }) => {
    await openSignedIn(page, candidate);
    const social = card(page, T.cardTitles.social);

    // A PNG named .pdf passes the browser's name check, and the server refuses it by content.
    await social.getByRole('button', { name: T.uploadResume }).click();
    const resumeModal = dialog(page, T.uploadResumeTitle);
    await resumeModal.getByLabel(T.resumeHint).setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: samplePng() });
    await expect(resumeModal.getByText('resume.pdf')).toBeVisible();
    await resumeModal.getByRole('button', { name: T.upload }).click();
    await expect(page.getByText(UI_MESSAGES.uploadFailed)).toBeVisible();
    await expect(page.getByText(M.resumeType).first()).toBeVisible();
    // PRO-16: the modal closes 1.5 s after a failure.
    await expect(resumeModal).toBeHidden({ timeout: RESUME_MODAL_FAILURE_CLOSE_MS + 2000 });

    await social.getByRole('button', { name: T.uploadResume }).click();
    await resumeModal.getByLabel(T.resumeHint).setInputFiles({ name: 'photo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    // Refused in the browser: the message under the field, which is its description (the server's
    // refusal may still show as a toast in the modal, with the same words).
    await expect(resumeModal.getByLabel(T.resumeHint)).toHaveAccessibleDescription(M.resumeType);
    const pdf = samplePdf('Priya Sharma, Azure Cloud Architect');
    await resumeModal.getByLabel(T.resumeHint).setInputFiles({ name: 'Priya Sharma CV.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(resumeModal.getByText('Priya Sharma CV.pdf')).toBeVisible();
    await resumeModal.getByRole('button', { name: T.upload }).click();
    await expect(page.getByText(UI_MESSAGES.resumeUploaded)).toBeVisible();
    await expect(resumeModal).toBeHidden();
    await expect(social).toContainText('Priya Sharma CV.pdf');
    await expect(social.getByRole('button', { name: T.changeResume })).toBeVisible();

    // 'View' fetches the owner's file with the token and saves it under its name.
    const downloading = page.waitForEvent('download');
    await social.getByRole('link', { name: T.view }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Priya Sharma CV.pdf');
    expect(readFileSync(await download.path()).equals(pdf)).toBe(true);
    // Without the token the same address is refused.
    const href = await social.getByRole('link', { name: T.view }).getAttribute('href');
    expect((await page.request.get(href!)).status()).toBe(401);

    // The photo: click the banner photo, preview, Save Changes.
    await page.getByRole('button', { name: 'Edit profile image' }).click();
    const photoModal = dialog(page, T.editPhotoTitle);
    await photoModal.getByLabel(T.photoHint).setInputFiles({ name: 'priya.png', mimeType: 'image/png', buffer: samplePng(160, 160) });
    await expect(photoModal.getByRole('img', { name: 'Preview of the new profile image' })).toBeVisible();
    await photoModal.getByRole('button', { name: T.saveChanges }).click();
    await expect(page.getByText(UI_MESSAGES.photoUploaded)).toBeVisible();
    await expect(photoModal).toBeHidden();
    const photo = page.getByRole('button', { name: 'Edit profile image' }).locator('img');
    await expect(photo).toHaveAttribute('src', /^\/uploads\/photos\/[0-9a-f]{32}\.png$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Edit profile image' }).locator('img')).toHaveAttribute('src', /\/uploads\/photos\//);
    await expect(page.getByRole('link', { name: 'Resume' })).toBeVisible();
  });

  test("the profile's code stays out of the landing route, and the date picker loads only with a dated dialog", async ({
    page,
    candidate,
  }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    const bodies = async () => Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Current Job Openings/ })).toBeVisible();
    for (const marker of [T.verifyMobileTitle, T.editPhotoTitle, 'react-datepicker'])
      expect(
        (await bodies()).some((b) => b.includes(marker)),
        marker,
      ).toBe(false);
    await openSignedIn(page, candidate);
    await expect(card(page, T.cardTitles.personal)).toBeVisible();
    expect((await bodies()).some((b) => b.includes(T.verifyMobileTitle))).toBe(true);
    expect((await bodies()).some((b) => b.includes('react-datepicker'))).toBe(false);
    await edit(page, T.cardTitles.education);
    await expect(dialog(page, T.dialogTitles.education).getByLabel('Start Date')).toBeEditable();
    expect((await bodies()).some((b) => b.includes('react-datepicker'))).toBe(true);
  });

  test('passes axe-core checks on the page, a dialog showing errors, the open code list and the photo editor (GEN-11)', async ({
    page,
    candidate,
  }) => {
    await openSignedIn(page, candidate);
    await expect(card(page, T.cardTitles.personal)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await edit(page, T.cardTitles.experience);
    const experience = dialog(page, T.dialogTitles.experience);
    await experience.getByRole('button', { name: 'Save' }).click();
    await expect(experience.getByText(M.jobTitleRequired)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await experience.getByRole('button', { name: 'Cancel' }).click();
    await edit(page, T.cardTitles.personal);
    await page.getByRole('button', { name: /^Primary mobile dialling code/ }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog(page, T.dialogTitles.personal)).toBeHidden();
    await page.getByRole('button', { name: 'Edit profile image' }).click();
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const size of [
    { name: 'phone', width: 375, height: 812 },
    { name: 'desktop', width: 1440, height: 900 },
  ]) {
    test(`screenshots of a complete profile at ${size.width} px`, async ({ page, candidate }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await openSignedIn(page, candidate, '/login');
      await fillProfile(page);
      await page.goto('/profile');
      await expect(card(page, T.cardTitles.education)).toContainText('Indian Institute of Technology Bombay');
      await expect
        .poll(() =>
          page
            .getByRole('button', { name: 'Edit profile image' })
            .locator('img')
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0);
      await page.screenshot({ path: shot(`profile-${size.name}`), fullPage: true });
      // GEN-11: nothing wider than the screen, down to 320 px.
      for (const width of [size.width, 320]) {
        await page.setViewportSize({ width, height: size.height });
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width at ${width} px`).toBeLessThanOrEqual(width);
      }
      await page.setViewportSize({ width: size.width, height: size.height });
      await edit(page, T.cardTitles.personal);
      await page.getByRole('button', { name: /^Secondary mobile dialling code/ }).click();
      await page.screenshot({ path: shot(`profile-personal-dialog-${size.name}`) });
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await edit(page, T.cardTitles.experience);
      const start = dialog(page, T.dialogTitles.experience).getByLabel('Start Date');
      // The picker arrives lazily; until then a read-only box stands in.
      await expect(start).toBeEditable();
      await start.click();
      await expect(page.locator('.react-datepicker')).toBeVisible();
      await page.screenshot({ path: shot(`profile-experience-dialog-${size.name}`) });
      await page.keyboard.press('Tab');
      await dialog(page, T.dialogTitles.experience).getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Verify primary mobile number' }).click();
      await expect(dialog(page, T.verifyMobileTitle)).toBeVisible();
      await page.screenshot({ path: shot(`profile-verify-dialog-${size.name}`) });
    });
  }
});

const shot = (name: string) => path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`);

/** Every section, a photo and a resume, through the API as the signed-in candidate. */
async function fillProfile(page: Page) {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.accessToken);
  const headers = { authorization: `Bearer ${token}` };
  for (const data of [
    {
      section: 'personal',
      first_name: 'Priya',
      last_name: 'Sharma',
      PrimaryMobileNo: freshMobile(),
      PrimaryMobileNoCode: '+91',
      SecondaryMobileNo: '',
      SecondaryMobileNoCode: '',
    },
    {
      section: 'address',
      PresentAddress: 'Flat 12, Baner Road, Pune 411045, Maharashtra',
      PermanentAddress: '14 Park Street, Kolkata 700016, West Bengal',
    },
    { section: 'social', WebsiteLink: 'https://priya-sharma.dev', LinkedinProfile: 'https://www.linkedin.com/in/priya-sharma' },
    {
      section: 'experience',
      JobTitle: 'Azure Cloud Architect',
      Company: 'Contoso Consulting AG',
      ExperienceDuration: '01-04-2021 - Present',
      KeyAchievements: 'Led the move of 40 workloads to Azure landing zones with zero downtime; cut hosting costs by 28%.',
    },
    {
      section: 'education',
      Degree: 'BTech',
      Institute: 'Indian Institute of Technology Bombay',
      EducationalDuration: '01-07-2013 - 30-06-2017',
      Specialization: 'Computer Science and Engineering',
    },
  ]) {
    expect((await page.request.patch('/api/user-details', { headers, data })).status()).toBe(200);
  }
  const photo = await page.request.post('/api/upload/profile_photo', {
    headers,
    multipart: { profile_photo: { name: 'priya.png', mimeType: 'image/png', buffer: samplePng(240, 240) } },
  });
  expect(photo.status()).toBe(200);
  const resume = await page.request.post('/api/upload/resume', {
    headers,
    multipart: { resume: { name: 'Priya Sharma - Azure Architect.pdf', mimeType: 'application/pdf', buffer: samplePdf() } },
  });
  expect(resume.status()).toBe(200);
}
