import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { APPLICATION_STEP_LABELS as S, REPORTS_MESSAGES as R, REPORTS_PAGE_MESSAGES as M, WORKSPACE_MESSAGES as W } from '@careers/shared';
import { createAccount, newCandidate } from '../fixtures/accounts';
import { applyByApi, postJobByApi, tokenOf } from '../fixtures/applicants';
import { shotsAndAxe } from '../fixtures/screenshots';
import { goToPlace } from '../fixtures/workspace';
import { expect, recruiterPage, test } from '../fixtures/recruiters';

/**
 * REC-37 to REC-40: the reports page. Applications made here move through the steps through the API; the
 * page, filtered to this test's own job (the e2e database may hold the demo seed's applications), shows the
 * funnel's chart and a table with exactly these numbers, and its CSV holds the same.
 */

/** The job's applications by the first name each candidate applied under (the recruiter's list: no extra candidate logins). */
async function applicationsByName(request: APIRequestContext, headers: Record<string, string>, jobId: number) {
  const res = await request.get(`/api/recruiter/jobs/${jobId}/applications`, { headers });
  expect(res.status()).toBe(200);
  const { applicants } = (await res.json()) as { applicants: { application_id: number; details: { first_name: string } }[] };
  return new Map(applicants.map((a) => [a.details.first_name, a.application_id]));
}

/** A UTC calendar day `offset` days from today (the reports count UTC days). */
const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A CSV's rows as cells (the API writes RFC 4180 with a BOM; these cells hold no quotes or commas). */
const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));

test('the funnel’s chart, table and CSV agree with the applications made in the test', async ({ browser, baseURL, request, recruiter }) => {
  test.setTimeout(240_000);
  const title = `Reports Intune ${Date.now().toString(36)}`;
  const recruiterToken = await tokenOf(request, recruiter);
  const team = { authorization: `Bearer ${recruiterToken}` };
  const jobId = await postJobByApi(request, recruiterToken, title);

  // Four applications: one reaches Interview, one is not selected after review, one withdraws, one waits.
  const names = ['Asha', 'Bilal', 'Chitra', 'Dev'] as const;
  const candidates = await Promise.all(names.map((name) => createAccount(request, newCandidate(`rep-${name.toLowerCase()}`))));
  for (const [index, candidate] of candidates.entries()) await applyByApi(request, candidate, jobId, names[index]);
  const ids = await applicationsByName(request, team, jobId);
  const move = async (name: string, action: string, data?: object) =>
    expect((await request.post(`/api/recruiter/applications/${ids.get(name)}/${action}`, { headers: team, data })).status()).toBe(200);
  await move('Asha', 'advance', { from: 'applied' });
  await move('Asha', 'advance', { from: 'under_review' });
  await move('Bilal', 'advance', { from: 'applied' });
  await move('Bilal', 'not-selected');
  const chitra = { authorization: `Bearer ${await tokenOf(request, candidates[2]!)}` };
  expect((await request.post(`/api/applications/${ids.get('Chitra')}/withdraw`, { headers: chitra })).status()).toBe(200);

  // The recruiter opens Reports from the workspace's navigation, picks days around today and this job.
  const rita = await recruiterPage(browser, recruiter, baseURL);
  await goToPlace(rita, W.nav.reports);
  await expect(rita).toHaveURL(/\/recruiter\/reports$/);
  await expect(rita.getByRole('heading', { level: 1, name: M.title })).toBeVisible();
  await rita.getByLabel(`${M.range}:`).selectOption('custom');
  await rita.getByLabel(`${M.from}:`).fill(utcDay(-3));
  await rita.getByLabel(`${M.to}:`).fill(utcDay(3));
  await rita.getByLabel(`${M.filterJob}:`).selectOption({ label: title });
  await expect(rita).toHaveURL(new RegExp(`jobId=${jobId}`));

  // The table beside the chart: 4 applied, 2 reviewed, 1 interview, nothing further; 1 not selected, 1 withdrawn.
  const table = rita.getByRole('table', { name: new RegExp(`^${M.funnel.title},`) });
  const expected = [
    [S.applied, '4', '50%'],
    [S.under_review, '2', '50%'],
    [S.interview, '1', '0%'],
    [S.offer, '0', M.noValue],
    [S.hired, '0', M.noValue],
    [R.notSelected, '1', M.noValue],
    [R.withdrawn, '1', M.noValue],
  ];
  await expect(table.getByRole('row')).toHaveCount(expected.length + 1);
  const cells = async () =>
    table
      .getByRole('row')
      .evaluateAll((rows) => rows.slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)));
  await expect.poll(cells).toEqual(expected);

  // The chart: an image named for its table, with a bar per step.
  const chart = rita.getByRole('img', { name: M.chartName(M.funnel.title) });
  await expect(chart).toBeVisible();
  expect(await chart.locator('svg rect').count()).toBeGreaterThanOrEqual(5);
  await expect(chart).toContainText(S.under_review);

  // The CSV: the same range and job, the same numbers.
  const [download] = await Promise.all([
    rita.waitForEvent('download'),
    rita.getByRole('button', { name: M.downloadNamed(M.funnel.title) }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(R.csvFileName('funnel', utcDay(-3), utcDay(3)));
  const rows = csvRows(await readFile(await download.path(), 'utf8'));
  expect(rows[0]).toEqual([R.columns.step, R.columns.reached, R.columns.conversion]);
  expect(rows.slice(1).map(([step, reached]) => [step, reached])).toEqual(expected.map(([step, reached]) => [step, reached]));
  expect(rows.slice(1, 4).map((row) => Number(row[2]))).toEqual([50, 50, 0]);

  // The sources report counts them too (direct: nothing recorded a source for them).
  const sources = rita.getByRole('table', { name: new RegExp(`^${R.sourcesTitle},`) });
  await expect(sources.getByRole('row', { name: /^direct / })).toContainText('4');

  await shotsAndAxe(rita, 'ws-reports');
  await rita.context().close();
});

test('the reports say so when no application was sent in the range', async ({ browser, baseURL, recruiter }) => {
  const rita = await recruiterPage(browser, recruiter, baseURL);
  await rita.goto('/recruiter/reports?from=2001-01-01&to=2001-01-31');
  await expect(rita.getByText(M.emptyTitle)).toBeVisible();
  await expect(rita.getByRole('table', { name: new RegExp(`^${R.jobsTitle},`) })).toBeVisible();
  await shotsAndAxe(rita, 'ws-reports-empty');
  await rita.context().close();
});
