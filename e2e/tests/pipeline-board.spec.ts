import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { APPLICATION_STEP_LABELS as S, BOARD_MESSAGES as B, RECRUITER_MESSAGES as R } from '@careers/shared';
import { axeViolations } from '../fixtures/axe';
import { applyByApi, jobWithApplicant } from '../fixtures/applicants';
import { createAccount, newCandidate } from '../fixtures/accounts';
import { expect, recruiterPage, test } from '../fixtures/recruiters';
import { expectWorkspace, workspaceShot } from '../fixtures/workspace';

/** REC-23, REC-6 (docs/decisions/034): a job's pipeline board, its drag and its keyboard moves. */

/** A column of the board: a region named by its step, whose heading holds the count. */
const column = (page: Page, step: string) => page.getByRole('region', { name: step, exact: true });
const countOf = (page: Page, step: string) => column(page, step).getByRole('heading', { level: 2 });
/** A card's drag handle: a button named by the applicant (then the card's line of facts). */
const cardOf = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name} `) });
const names = (page: Page, step: string) => column(page, step).getByRole('listitem');
const board = (page: Page) => page.locator('[data-board-scroll]');

test.describe('the pipeline board (REC-23)', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a recruiter drags a card to the next column with the mouse and makes the same move with the keyboard; seven columns at 1440 and 375 px', async ({
    browser,
    baseURL,
    request,
    candidate,
    recruiter,
  }) => {
    test.setTimeout(180_000);
    const { jobId } = await jobWithApplicant(request, { recruiter, candidate }, 'Autopilot Board');
    for (const [firstName, lastName] of [
      ['Asha', 'Rao'],
      ['Meera', 'Iyer'],
    ] as const) {
      const person = await createAccount(request, { ...newCandidate('board'), firstName, lastName });
      await applyByApi(request, person, jobId);
    }
    const priya = `${candidate.firstName} ${candidate.lastName}`;

    const rita = await recruiterPage(browser, recruiter, baseURL);
    await rita.setViewportSize({ width: 1440, height: 900 });
    await rita.goto(`/recruiter/jobs/${jobId}/board`);
    await expectWorkspace(rita);
    await expect(board(rita).getByRole('region')).toHaveCount(7);
    await expect(countOf(rita, S.applied)).toHaveText(`${S.applied}3, ${B.columnCount(3)}`);
    await expect(countOf(rita, S.under_review)).toHaveText(`${S.under_review}0, ${B.columnCount(0)}`);
    await expect(names(rita, S.applied)).toHaveCount(3);
    await expect(cardOf(rita, priya)).toHaveAccessibleName(`${priya} ${B.unrated} ${B.daysInStep(0)}`);
    expect(await axeViolations(rita)).toEqual([]);
    await rita.screenshot({ path: workspaceShot('board', 1440) });

    // The mouse: Priya's card dragged onto Under review is REC-6's move (the next step, from Applied).
    await drag(rita, cardOf(rita, priya), column(rita, S.under_review));
    await expect(rita.getByText(R.moved(S.under_review))).toBeVisible();
    await expect(countOf(rita, S.applied)).toHaveText(`${S.applied}2, ${B.columnCount(2)}`);
    await expect(countOf(rita, S.under_review)).toHaveText(`${S.under_review}1, ${B.columnCount(1)}`);
    await expect(column(rita, S.under_review).getByRole('button', { name: new RegExp(`^${priya} `) })).toBeVisible();

    // The keyboard: Space picks Asha's card up, → goes to the next column, Space drops it there.
    await pickUp(rita, 'Asha Rao');
    await rita.keyboard.press('ArrowRight');
    await expect(rita.getByText(B.announce.over('Asha Rao', 'applied', 'under_review', true))).toBeAttached();
    // While it is held, a column it may not go to says why.
    await expect(column(rita, S.offer)).toContainText(B.refusedReason('applied', 'offer'));
    await rita.keyboard.press('Space');
    await expect(rita.getByText(R.moved(S.under_review)).last()).toBeVisible();
    await expect(countOf(rita, S.applied)).toHaveText(`${S.applied}1, ${B.columnCount(1)}`);
    await expect(countOf(rita, S.under_review)).toHaveText(`${S.under_review}2, ${B.columnCount(2)}`);

    // A column REC-6 does not allow now is refused, with why; Escape cancels a pick-up.
    await drag(rita, cardOf(rita, 'Meera Iyer'), column(rita, S.interview));
    await expect(rita.getByText(B.dropRefused('Meera Iyer', S.interview))).toBeVisible();
    await pickUp(rita, 'Meera Iyer');
    await rita.keyboard.press('ArrowRight');
    await rita.keyboard.press('Escape');
    await expect(rita.getByText(B.announce.cancelled('Meera Iyer', 'applied'))).toBeAttached();
    await expect(countOf(rita, S.applied)).toHaveText(`${S.applied}1, ${B.columnCount(1)}`);
    expect(await axeViolations(rita)).toEqual([]);

    // Seven columns at every width: the board scrolls sideways, the page does not.
    for (const width of [1440, 375]) {
      await rita.setViewportSize({ width, height: width === 375 ? 420 : 900 });
      await expect(board(rita).getByRole('region')).toHaveCount(7);
      const sizes = await board(rita).evaluate((node) => ({ scroll: node.scrollWidth, client: node.clientWidth }));
      baseExpect(sizes.scroll).toBeGreaterThan(sizes.client);
      expect(await rita.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await rita.screenshot({ path: workspaceShot(width === 375 ? 'board' : 'board-after-moves', width) });
    }

    // At 375 × 420 the Under review column's two cards overflow it: scrolled down, its header stays in view.
    const reviews = column(rita, S.under_review);
    await reviews.scrollIntoViewIfNeeded();
    const list = reviews.locator('[data-column-scroll]');
    const scroll = await list.evaluate((node) => ({ height: node.scrollHeight, client: node.clientHeight }));
    baseExpect(scroll.height).toBeGreaterThan(scroll.client);
    await list.evaluate((node) => node.scrollTo({ top: node.scrollHeight }));
    await expect(countOf(rita, S.under_review)).toBeInViewport();
    expect(await axeViolations(rita)).toEqual([]);
    await rita.context().close();
  });
});

/** Drags a card with the mouse and drops it on `target` (the sensor starts after 8 px). */
/**
 * Space picks a card in Applied up, and this returns once the keyboard sensor hears the next key.
 * dnd-kit's sensor adds its keydown listener in a `setTimeout(…, 0)` made while Space is handled, so
 * after the pick-up is announced it may still be waiting; Chromium runs input before timers, so an arrow
 * key sent then was lost on a busy CI machine. A 0 ms timer made now runs after that one (the HTML
 * timers rule: same delay, earlier call first), so when it has run, the sensor listens.
 */
async function pickUp(page: Page, name: string) {
  await cardOf(page, name).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(B.announce.pickedUp(name, 'applied'))).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function drag(page: Page, card: Locator, target: Locator) {
  await card.scrollIntoViewIfNeeded();
  const from = await card.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the card or the column is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 12 });
  await page.mouse.up();
}
