import { APPLICATION_MESSAGES as A, APPLICATION_STEP_LABELS as S, BOARD_MESSAGES as B } from '@careers/shared';
import { axeViolations } from '../fixtures/axe';
import { applyByApi, jobWithApplicant } from '../fixtures/applicants';
import { openSignedIn } from '../fixtures/accounts';
import { expect, recruiterPage, test } from '../fixtures/recruiters';

/** APP-9: a candidate withdraws an application after a confirmation, and the recruiter sees it. */
test('a candidate withdraws an application; its timeline ends with Withdrawn, and the recruiter sees it and cannot move it', async ({
  page,
  browser,
  baseURL,
  request,
  candidate,
  recruiter,
}) => {
  test.setTimeout(120_000);
  const { jobId, title } = await jobWithApplicant(request, { recruiter, candidate }, 'Purview Withdraw');

  await openSignedIn(page, candidate, '/profile?tab=applied');
  const card = page.getByRole('button', { name: new RegExp(title) });
  await card.click();
  await page.getByRole('button', { name: A.withdraw }).click();
  const confirm = page.getByRole('dialog', { name: A.withdrawConfirmTitle });
  await expect(confirm).toContainText(A.withdrawConfirmText(title));
  expect(await axeViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: A.withdraw }).click();
  await expect(page.getByText(A.withdrawn)).toBeVisible();
  await expect(confirm).toBeHidden();
  const steps = page.getByRole('list', { name: `Progress of your application for ${title}` }).getByRole('listitem');
  await expect(steps.last()).toContainText(S.withdrawn);
  await expect(steps.last()).toHaveAttribute('data-status', 'done');
  await expect(page.getByRole('button', { name: A.withdraw })).toHaveCount(0);

  // The recruiter's board shows it under Withdrawn, with no move offered.
  const rita = await recruiterPage(browser, recruiter, baseURL);
  await rita.goto(`/recruiter/jobs/${jobId}/board`);
  const withdrawn = rita.getByRole('region', { name: S.withdrawn, exact: true });
  await expect(withdrawn.getByRole('heading', { level: 2 })).toHaveText(`${S.withdrawn}1, ${B.columnCount(1)}`);
  const name = `${candidate.firstName} ${candidate.lastName}`;
  await expect(withdrawn.getByRole('button', { name: new RegExp(`^${name} `) })).toBeVisible();
  await expect(rita.getByRole('button', { name: B.moveToLabel(name) })).toHaveCount(0);
  expect(await axeViolations(rita)).toEqual([]);
  await rita.context().close();

  // The candidate may apply to the same job again.
  await applyByApi(request, candidate, jobId);
});
