import type { Page } from '@playwright/test';
import { APPLICANTS_TABLE_MESSAGES as M, INTERVIEW_SCHEDULING_MESSAGES as S } from '@careers/shared';
import { axeViolations } from '../fixtures/axe';
import { openSignedIn } from '../fixtures/accounts';
import { jobWithApplicant, tokenOf } from '../fixtures/applicants';
import { expect, recruiterPage, test } from '../fixtures/recruiters';
import { artifactPath } from '../fixtures/screenshots';

/**
 * Offered interview times (REC-30, APP-13): a recruiter in Europe/Zurich offers four times around the
 * March 2027 switch to summer time; Priya, whose profile says Asia/Kolkata, sees them in IST with the
 * recruiter's time beside them and books one. Screenshots of the picker and the booking page at 375
 * and 1440 px, axe checked.
 */
test.use({ timezoneId: 'Europe/Zurich' });

async function shotsAndAxe(page: Page, name: string, before?: () => Promise<void>, { fullPage = true } = {}) {
  for (const [width, height] of [
    [375, 812],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(150);
    await before?.();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: artifactPath(`interview-${name}-${width}`), fullPage });
  }
}

test('a recruiter offers four times; the candidate in Asia/Kolkata sees them in IST and books one', async ({
  browser,
  page,
  request,
  recruiter,
  candidate,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { jobId, title } = await jobWithApplicant(request, { recruiter, candidate }, 'Intune Engineer');
  const token = await tokenOf(request, recruiter);
  const auth = { authorization: `Bearer ${token}` };
  const mine = { authorization: `Bearer ${await tokenOf(request, candidate)}` };
  expect((await request.put('/api/profile/terms', { headers: mine, data: { time_zone: 'Asia/Kolkata' } })).status()).toBe(200);
  const list = (await (await request.get('/api/applications', { headers: mine })).json()) as { applications: { application_id: number }[] };
  const id = list.applications[0]!.application_id;
  for (const from of ['applied', 'under_review'])
    expect((await request.post(`/api/recruiter/applications/${id}/advance`, { headers: auth, data: { from } })).status()).toBe(200);
  const offered = await request.put(`/api/recruiter/applications/${id}/interview-slots`, {
    headers: auth,
    data: {
      time_zone: 'Europe/Zurich',
      slots: [
        { date: '2027-03-26', time: '10:00', duration_minutes: 45 },
        { date: '2027-03-26', time: '14:00', duration_minutes: 45 },
        { date: '2027-03-29', time: '10:00', duration_minutes: 45 },
        { date: '2027-03-29', time: '17:30', duration_minutes: 60 },
      ],
      meeting_url: 'https://teams.microsoft.com/l/meetup-join/northwind-intune',
    },
  });
  expect(offered.status(), await offered.text()).toBe(200);

  // The recruiter's side panel: the offered times on both clocks, and the picker.
  const rita = await recruiterPage(browser, recruiter, baseURL);
  await rita.setViewportSize({ width: 1440, height: 900 });
  await rita.goto(`/recruiter/jobs/${jobId}`);
  const grid = rita.getByRole('grid', { name: `${M.title}: ${title}` });
  await grid.getByRole('row').filter({ hasText: 'Priya Sharma' }).click();
  const panel = rita.getByRole('complementary', { name: 'Priya Sharma' }).or(rita.getByRole('dialog', { name: 'Priya Sharma' }));
  const slots = panel.getByTestId('interview-slots');
  await expect(slots.getByText('Candidate sees: Friday 26 March 2027, 14:30–15:15 (GMT+5:30)')).toBeVisible();
  await expect(slots.getByText(S.outsideDay)).toBeVisible();
  await shotsAndAxe(rita, 'panel', () => slots.scrollIntoViewIfNeeded(), { fullPage: false });

  // The picker: two new times on Tuesday 30 March (CEST), each read on Priya's clock, with the day's overlap.
  const picker = rita.getByRole('dialog', { name: S.offerTitle });
  const openPicker = async () => {
    if (!(await picker.isVisible())) await slots.getByRole('button', { name: S.offerTitle }).click();
    await picker.getByLabel(`${S.offerDate} 1`).fill('2027-03-30');
    await picker.getByLabel(S.offerTime).first().fill('09:30');
    await picker.getByLabel(`${S.offerDate} 2`).fill('2027-03-30');
    await picker.getByLabel(S.offerTime).nth(1).fill('18:00');
    await expect(picker.getByText('Tuesday 30 March 2027, 13:00–13:45 (GMT+5:30)')).toBeVisible();
    await expect(picker.getByText(S.overlap('09:00', '14:30', '12:30', '18:00')).first()).toBeVisible();
  };
  await shotsAndAxe(rita, 'picker', openPicker, { fullPage: false });
  await picker.getByRole('button', { name: 'Cancel', exact: true }).click();

  // Priya's page: the open times in IST, the zone named, the recruiter's time beside each.
  await openSignedIn(page, candidate, `/applications/${id}/interview`);
  await expect(page.getByRole('heading', { name: S.pageTitle })).toBeVisible();
  await expect(page.getByText(S.yourZone('Asia/Kolkata'))).toBeVisible();
  await expect(page.getByText(S.recruiterTime('Friday 26 March 2027, 10:00–10:45 (GMT+1)'))).toBeVisible();
  await shotsAndAxe(page, 'booking-page');
  await page.getByRole('button', { name: S.bookTime('Monday 29 March 2027, 13:30–14:15 (GMT+5:30)') }).click();
  await expect(page.getByText(S.bookedDone)).toBeVisible();
  await expect(page.getByRole('heading', { name: S.yourInterview, exact: true })).toBeVisible();
  await shotsAndAxe(page, 'booked');
});
