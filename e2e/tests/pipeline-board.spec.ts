import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { APPLICATION_STEP_LABELS as S, BOARD_MESSAGES as B, RECRUITER_MESSAGES as R } from '@careers/shared';
import { axeViolations } from '../fixtures/axe';
import { applyByApi, jobWithApplicant, tokenOf } from '../fixtures/applicants';
import { createAccount, newCandidate } from '../fixtures/accounts';
import { expect, recruiterPage, test } from '../fixtures/recruiters';

/** REC-6: a job's pipeline board, the other view of its applicants. */

const shot = (name: string) => path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`);

/** A column of the board: a region named by its step, whose heading holds the count. */
const column = (page: Page, step: string) => page.getByRole('region', { name: step, exact: true });
const countOf = (page: Page, step: string) => column(page, step).getByRole('heading', { level: 3 });

test.describe('the pipeline board (REC-6)', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a recruiter moves an applicant with the keyboard "Move to…" action and sees the counts change; a stale move shows the server’s message', async ({
    browser,
    baseURL,
    request,
    candidate,
    recruiter,
    colleague,
  }) => {
    test.setTimeout(120_000);
    const { jobId } = await jobWithApplicant(request, { recruiter, candidate }, 'Autopilot Board');
    const asha = await createAccount(request, { ...newCandidate('board'), firstName: 'Asha', lastName: 'Rao' });
    await applyByApi(request, asha, jobId);
    const priya = `${candidate.firstName} ${candidate.lastName}`;

    // The list is the default view; Board switches to the other one, and the URL remembers it.
    const rita = await recruiterPage(browser, recruiter, baseURL);
    await rita.goto(`/recruiter/jobs/${jobId}`);
    await rita.getByRole('button', { name: B.boardView, exact: true }).click();
    await expect(rita).toHaveURL(new RegExp(`/recruiter/jobs/${jobId}\\?view=board$`));
    await rita.reload();
    await expect(rita.getByRole('button', { name: B.boardView, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(countOf(rita, S.applied)).toHaveText(`${S.applied}2, ${B.columnCount(2)}`);
    await expect(countOf(rita, S.under_review)).toHaveText(`${S.under_review}0, ${B.columnCount(0)}`);
    await expect(column(rita, S.applied).getByRole('heading', { level: 4 })).toHaveText([priya, 'Asha Rao']);

    // Keyboard only: focus Priya's "Move to…", open it; only the allowed steps are offered.
    const move = rita.getByRole('button', { name: B.moveToLabel(priya) });
    await move.focus();
    await rita.keyboard.press('Enter');
    const moves = rita.getByRole('list', { name: B.movesOf(priya) });
    await expect(moves.getByRole('button')).toHaveText([S.under_review, S.not_selected]);
    await expect(moves.getByRole('button', { name: S.under_review })).toBeFocused();
    expect(await axeViolations(rita)).toEqual([]);
    await rita.screenshot({ path: shot('pipeline-board-move-to-1440') });
    await rita.keyboard.press('Enter');
    await expect(rita.getByText(R.moved(S.under_review))).toBeVisible();
    await expect(countOf(rita, S.applied)).toHaveText(`${S.applied}1, ${B.columnCount(1)}`);
    await expect(countOf(rita, S.under_review)).toHaveText(`${S.under_review}1, ${B.columnCount(1)}`);
    await expect(column(rita, S.under_review).getByRole('heading', { level: 4 })).toHaveText([priya]);

    // On to Interview: the list's interview form opens in a dialog; moving without a date is offered too.
    await rita.getByRole('button', { name: B.moveToLabel(priya) }).focus();
    await rita.keyboard.press('Enter');
    await expect(rita.getByRole('list', { name: B.movesOf(priya) }).getByRole('button')).toHaveText([S.interview, S.not_selected]);
    await rita.keyboard.press('Enter');
    const dialog = rita.getByRole('dialog', { name: `${R.interviewTitle}: ${priya}` });
    const form = dialog.getByRole('form', { name: `${R.interviewTitle}: ${priya}` });
    await form.getByLabel(R.interviewDate).fill(new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10));
    await form.getByLabel(R.interviewTime).fill('10:30');
    await form.getByLabel(R.interviewLink).fill('https://meet.example.com/board-interview');
    expect(await axeViolations(rita)).toEqual([]);
    await rita.screenshot({ path: shot('pipeline-board-interview-1440') });
    await form.getByRole('button', { name: R.moveTo(S.interview) }).click();
    await expect(rita.getByText(R.moved(S.interview))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(countOf(rita, S.under_review)).toHaveText(`${S.under_review}0, ${B.columnCount(0)}`);
    await expect(countOf(rita, S.interview)).toHaveText(`${S.interview}1, ${B.columnCount(1)}`);
    await expect(column(rita, S.interview).locator('time')).toBeVisible();

    // Meanwhile Colin moves Asha on. Rita's board still shows her at Applied: her move is stale, and the
    // server's message says where the application is; the board refreshes to it.
    const colin = await tokenOf(request, colleague);
    const moved = await request.post(`/api/recruiter/applications/${await applicationIdOf(request, colin, jobId, 'Asha Rao')}/advance`, {
      headers: { authorization: `Bearer ${colin}` },
      data: { from: 'applied' },
    });
    expect(moved.status()).toBe(200);
    await expect(column(rita, S.applied).getByRole('heading', { level: 4 })).toHaveText(['Asha Rao']);
    await rita.getByRole('button', { name: B.moveToLabel('Asha Rao') }).click();
    await rita
      .getByRole('list', { name: B.movesOf('Asha Rao') })
      .getByRole('button', { name: S.under_review })
      .click();
    await expect(rita.getByText(R.alreadyMoved(S.under_review))).toBeVisible();
    await expect(countOf(rita, S.applied)).toHaveText(`${S.applied}0, ${B.columnCount(0)}`);
    await expect(column(rita, S.under_review).getByRole('heading', { level: 4 })).toHaveText(['Asha Rao']);

    // Drag and drop, an extra for the mouse: a column the rules do not allow now is refused with a message;
    // an allowed one makes the same move as "Move to…" (Interview opens the interview form).
    await drag(rita, 'Asha Rao', column(rita, S.hired));
    await expect(rita.getByText(B.dropRefused('Asha Rao', S.hired))).toBeVisible();
    await expect(countOf(rita, S.under_review)).toHaveText(`${S.under_review}1, ${B.columnCount(1)}`);
    await drag(rita, 'Asha Rao', column(rita, S.interview));
    const asking = rita.getByRole('dialog', { name: `${R.interviewTitle}: Asha Rao` });
    await asking.getByRole('button', { name: R.moveWithoutDate }).click();
    await expect(asking).toBeHidden();
    await expect(countOf(rita, S.interview)).toHaveText(`${S.interview}2, ${B.columnCount(2)}`);
    await expect(countOf(rita, S.under_review)).toHaveText(`${S.under_review}0, ${B.columnCount(0)}`);

    // axe, and the board at 320 px (columns stack, nothing runs off the side) and 1440 px.
    expect(await axeViolations(rita)).toEqual([]);
    for (const width of [320, 1440]) {
      await rita.setViewportSize({ width, height: 900 });
      await expect(column(rita, S.not_selected)).toBeVisible();
      expect(await rita.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await rita.screenshot({ path: shot(`pipeline-board-${width}`), fullPage: true });
    }
    await rita.setViewportSize({ width: 320, height: 900 });
    await rita.getByRole('button', { name: B.moveToLabel(priya) }).click();
    await rita
      .getByRole('list', { name: B.movesOf(priya) })
      .getByRole('button', { name: S.not_selected })
      .click();
    await expect(rita.getByRole('dialog', { name: R.markNotSelected })).toBeVisible();
    expect(await axeViolations(rita)).toEqual([]);
    await rita.screenshot({ path: shot('pipeline-board-confirm-320') });
    await rita.getByRole('dialog', { name: R.markNotSelected }).getByRole('button', { name: B.confirm }).click();
    await expect(rita.getByText(R.notSelectedDone)).toBeVisible();
    await expect(countOf(rita, S.not_selected)).toHaveText(`${S.not_selected}1, ${B.columnCount(1)}`);
    await expect(column(rita, S.not_selected).getByText(B.noMoves)).toBeVisible();
    await rita.context().close();
  });
});

/** Drags a card by its name with the mouse and drops it on `target` (the sensor starts after 8 px). */
async function drag(page: Page, name: string, target: Locator) {
  const from = (await page.getByRole('heading', { level: 4, name, exact: true }).boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2 + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 10 });
  await page.mouse.up();
}

/** An applicant's application id, from the recruiter API (the board shows names, not ids). */
async function applicationIdOf(request: APIRequestContext, token: string, jobId: number, name: string): Promise<number> {
  const res = await request.get(`/api/recruiter/jobs/${jobId}/applications`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const { applicants } = (await res.json()) as {
    applicants: { application_id: number; details: { first_name: string; last_name: string } }[];
  };
  const found = applicants.find((a) => `${a.details.first_name} ${a.details.last_name}` === name);
  if (!found) throw new Error(`no applicant named ${name}`);
  return found.application_id;
}
