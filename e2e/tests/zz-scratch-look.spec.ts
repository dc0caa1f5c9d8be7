import { expect, recruiterPage, test } from '../fixtures/recruiters';
import { artifactPath } from '../fixtures/screenshots';

const echo = { from: '2026-10-01', to: '2026-12-31', filters: {} };
const answers: Record<string, unknown> = {
  filters: { jobs: [{ jobId: 7, jobTitle: 'Azure Platform Engineer', open: true }], departments: ['Modern Workplace'], categories: ['Security'], countries: ['IN', 'PH'], sources: ['direct', 'linkedin', 'google.com'] },
  funnel: { ...echo, steps: [
    { step: 'applied', reached: 248, conversion: 58.9 }, { step: 'under_review', reached: 146, conversion: 41.1 },
    { step: 'interview', reached: 60, conversion: 31.7 }, { step: 'offer', reached: 19, conversion: 68.4 }, { step: 'hired', reached: 13, conversion: null }], notSelected: 97, withdrawn: 12 },
  time: { ...echo, steps: [
    { step: 'applied', n: 240, medianDays: 2, p90Days: 6 }, { step: 'under_review', n: 140, medianDays: 5, p90Days: 12 },
    { step: 'interview', n: 58, medianDays: 8, p90Days: 19 }, { step: 'offer', n: 18, medianDays: 3, p90Days: 7 }],
    firstReview: { n: 146, medianDays: 2, p90Days: 6 }, hire: { n: 13, medianDays: 24, p90Days: 41 } },
  sources: { ...echo, sources: [
    { source: 'linkedin', applications: 120, interviews: 31, hires: 7, hiresPer100: 5.8 }, { source: 'direct', applications: 64, interviews: 12, hires: 3, hiresPer100: 4.7 },
    { source: 'naukri', applications: 40, interviews: 9, hires: 2, hiresPer100: 5 }, { source: 'referral', applications: 14, interviews: 6, hires: 1, hiresPer100: 7.1 },
    { source: 'google.com', applications: 10, interviews: 2, hires: 0, hiresPer100: 0 }] },
  jobs: { ...echo, asOf: '2026-11-27T08:00:00Z', stuckDays: 14, openJobs: 12, openJobsWithApplicationsThisWeek: 7, applicationsThisWeek: 38, stuck: 9, offersAccepted: 4, offersDeclined: 2,
    jobs: [
      { jobId: 7, jobTitle: 'Azure Platform Engineer', applicationsThisWeek: 12, stuck: 4, offersAccepted: 2, offersDeclined: 1 },
      { jobId: 8, jobTitle: 'Microsoft Intune & Autopilot Consultant (Modern Workplace)', applicationsThisWeek: 9, stuck: 3, offersAccepted: 1, offersDeclined: 0 },
      { jobId: 9, jobTitle: 'Security Operations Analyst', applicationsThisWeek: 6, stuck: 2, offersAccepted: 1, offersDeclined: 1 },
    ] },
};

test('look', async ({ browser, baseURL, recruiter }) => {
  const rita = await recruiterPage(browser, recruiter, baseURL);
  await rita.route('**/api/recruiter/reports/**', (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop()!;
    return route.fulfill({ json: answers[name] });
  });
  await rita.goto('/recruiter/reports?range=this-quarter');
  await expect(rita.getByRole('table', { name: /^Funnel/ })).toBeVisible();
  for (const width of [375, 1440]) {
    await rita.setViewportSize({ width, height: 900 });
    await rita.waitForTimeout(300);
    await rita.screenshot({ path: artifactPath(`look-${width}`), fullPage: true });
    if (width === 375) for (const y of [0, 1, 2, 3, 4]) await rita.screenshot({ path: artifactPath(`look-375-${y}`), fullPage: true, clip: { x: 0, y: y * 900, width: 375, height: 900 } });
    console.log(width, await rita.evaluate(() => document.documentElement.scrollWidth));
  }
});
