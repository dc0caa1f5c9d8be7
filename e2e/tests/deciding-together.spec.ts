import type { Locator, Page } from '@playwright/test';
import {
  APPLICANTS_TABLE_MESSAGES as M,
  APPLICATION_MESSAGES as A,
  APPLICATION_TEXTS as T,
  CONVERSATION_MESSAGES as C,
  OVERVIEW_MESSAGES as O,
  PAGE_TEXTS,
  RECRUITER_MESSAGES as R,
  SCORECARD_MESSAGES as SC,
  SCREENING_MESSAGES as S,
  WORKSPACE_MESSAGES as W,
} from '@careers/shared';
import { openSignedIn } from '../fixtures/accounts';
import { tokenOf } from '../fixtures/applicants';
import { fillTermsJob } from '../fixtures/job-form';
import { mailsAbout, waitForMailAbout } from '../fixtures/mailbox';
import { expect, recruiterPage, signInAdmin, test } from '../fixtures/recruiters';
import { shotsAndAxe } from '../fixtures/screenshots';

/**
 * Deciding together on one application (APP-11, APP-12, REC-27, REC-28, REC-29), end to end: a recruiter
 * asks three screening questions on a job; Maria answers them (the browser refuses a wrong answer with
 * the shared message), drafts, comes back and applies with fewer years than expected; the applicants table
 * flags her for a person to review and nothing moves her; two recruiters each write a scorecard and see the
 * other's only once they submitted their own; a message goes to Maria and her reply comes back to the team
 * watching the job; she ends Not selected with a rejection template filled in with her name and the job.
 */

/** Opens the panel's `tab` and scrolls to its content (the dialog on a phone starts on the first tab). */
async function openTab(panel: Locator, tab: string) {
  await panel.getByRole('tab', { name: tab }).click();
  await panel.getByRole('tabpanel').scrollIntoViewIfNeeded();
}

/** Maria in the side panel: beside the table, or a full-screen dialog on a phone (the panel starts again there, on its first tab). */
const panelOf = (page: Page) =>
  page.getByRole('complementary', { name: 'Maria Santos' }).or(page.getByRole('dialog', { name: 'Maria Santos' }));

/** The question card `n` (1-based) of the job editor's screening section. */
const questionCard = (page: Page, n: number) => page.getByRole('group', { name: `${S.questionText} ${n}`, exact: true });

const YEARS = 'Years with Intune';
const AUTOPILOT = 'Have you rolled out Windows Autopilot for more than 500 devices?';
const ROLLOUT = 'Which Intune rollout are you proudest of?';

test.describe('deciding together on an application (APP-11, APP-12, REC-27, REC-28, REC-29, end to end)', () => {
  test.use({ reducedMotion: 'reduce', locale: 'en-US' });

  test('screening questions flag Maria for review without moving her; two scorecards, hidden until submitted; a message and its reply by e-mail; Not selected with a rejection template', async ({
    page,
    browser,
    baseURL,
    request,
    candidate,
    recruiter,
    colleague,
  }) => {
    test.setTimeout(540_000);
    const title = `Intune Lead ${Date.now().toString(36)}`;

    // 1. Rita posts the job with three screening questions: one from a template, two of her own.
    const rita = await recruiterPage(browser, recruiter, baseURL);
    await rita.goto('/recruiter/jobs/new');
    await fillTermsJob(rita, title);
    await rita.getByLabel(S.addTemplate).selectOption({ label: 'Years with a named technology' });
    const years = questionCard(rita, 1);
    await years.getByLabel(S.questionText, { exact: true }).fill(YEARS);
    await expect(years.getByLabel(S.unitLabel)).toHaveValue('years');
    await expect(years.getByLabel(S.expectedLabel)).toHaveValue('gte');
    await expect(years.getByLabel(S.comparisonLabels.gte, { exact: true })).toHaveValue('3');
    await rita.getByRole('button', { name: S.addQuestion }).click();
    await questionCard(rita, 2).getByLabel(S.questionText, { exact: true }).fill(AUTOPILOT);
    await rita.getByRole('button', { name: S.addQuestion }).click();
    const rollout = questionCard(rita, 3);
    await rollout.getByLabel(S.questionText, { exact: true }).fill(ROLLOUT);
    await rollout.getByLabel(S.questionType).selectOption({ label: S.typeLabels.short_text });
    await rollout.getByLabel(S.questionRequired).uncheck();
    // REC-27: a question about current pay is refused as it is typed (EU Pay Transparency Directive, Art. 5).
    await rollout.getByLabel(S.questionText, { exact: true }).fill('What is your current CTC?');
    await expect(rollout.getByText(S.payHistoryRefused)).toBeVisible();
    await rollout.getByLabel(S.questionText, { exact: true }).fill(ROLLOUT);
    await expect(rollout.getByText(S.payHistoryRefused)).toHaveCount(0);
    await rita.getByRole('heading', { name: S.sectionTitle }).scrollIntoViewIfNeeded();
    await shotsAndAxe(rita, 'deciding-job-editor-questions');
    await rita.getByRole('button', { name: 'Post job' }).click();
    await expect(rita.getByText(R.jobCreated)).toBeVisible();
    const jobLink = rita.getByRole('grid', { name: O.jobsTitle }).getByRole('link', { name: title, exact: true });
    const jobId = Number((await jobLink.getAttribute('href'))!.split('/').pop());

    // Colin, her colleague, watches the job from its row in the jobs table (REC-13), as the team's second reader.
    const colin = await recruiterPage(browser, colleague, baseURL);
    await colin.goto('/recruiter/jobs');
    await colin.getByRole('button', { name: O.rowActions(title) }).click();
    await colin.getByRole('menuitem', { name: O.watch }).click();
    await expect(colin.getByText(R.watchOn)).toBeVisible();

    // Maria's profile holds what a LinkedIn application needs (set up through the API: the profile has its own journeys).
    const maria = { ...candidate, firstName: 'Maria', lastName: 'Santos' };
    const headers = { authorization: `Bearer ${await tokenOf(request, maria)}` };
    for (const data of [
      { section: 'personal', first_name: 'Maria', last_name: 'Santos', PrimaryMobileNo: '9876543210', PrimaryMobileNoCode: '+91' },
      { section: 'address', PresentAddress: '12 MG Road, Bengaluru 560001', PermanentAddress: '12 MG Road, Bengaluru 560001' },
      { section: 'social', WebsiteLink: '', LinkedinProfile: 'https://www.linkedin.com/in/maria-santos' },
    ]) {
      expect((await request.patch('/api/user-details', { data, headers })).status()).toBe(200);
    }

    // 2. Maria opens the job and applies: the questions in their own section, in Rita's order.
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, maria, `/job/${jobId}`);
    await page.getByRole('link', { name: PAGE_TEXTS.applyWithLinkedIn }).click();
    await expect(page).toHaveURL(`/apply?job=${jobId}&mode=linkedin`);
    const screening = page.getByRole('region', { name: S.applySectionTitle });
    await expect(screening.getByText(S.applySectionHint)).toBeVisible();
    const yearsField = screening.getByLabel(`${YEARS} (years)`);
    const autopilot = screening.getByRole('group', { name: AUTOPILOT });
    const rolloutField = screening.getByLabel(`${ROLLOUT} ${S.optional}`);
    // The form never shows an expected answer.
    await expect(screening).not.toContainText('at least');
    // A wrong number and a missing Yes / No: the browser refuses them with the shared messages, under each question.
    await yearsField.fill('three');
    await page.getByRole('button', { name: T.submit }).click();
    await expect(screening.getByText(S.answerNumber)).toBeVisible();
    await expect(autopilot.getByText(S.answerYesNo)).toBeVisible();
    await expect(yearsField).toHaveAttribute('aria-invalid', 'true');
    await screening.scrollIntoViewIfNeeded();
    await shotsAndAxe(page, 'deciding-apply-screening-refused', () => screening.scrollIntoViewIfNeeded());
    await yearsField.fill('2');
    await autopilot.getByRole('radio', { name: S.yes }).check();
    await rolloutField.fill('Autopilot for 1,200 laptops at a Swiss insurer');
    await page.getByRole('button', { name: T.saveDraft }).click();
    await expect(page.getByText(A.draftSaved)).toBeVisible();

    // She leaves and comes back: her answers are still there.
    await page.goto('/careers');
    await page.goto(`/apply?job=${jobId}&mode=linkedin`);
    await expect(page.getByText(A.draftRestored)).toBeVisible();
    await expect(yearsField).toHaveValue('2');
    await expect(autopilot.getByRole('radio', { name: S.yes })).toBeChecked();
    await expect(rolloutField).toHaveValue('Autopilot for 1,200 laptops at a Swiss insurer');
    await shotsAndAxe(page, 'deciding-apply-screening', () => screening.scrollIntoViewIfNeeded());
    // Two years where Rita expects at least three: she may still apply (nothing ends an application on its own).
    await page.getByRole('button', { name: T.submit }).click();
    await expect(page.getByText(A.submitted)).toBeVisible();

    // 3. Rita's applicants table: Maria flagged "Does not meet", counted and found with "Needs review", still in Applied.
    const flag = S.doesNotMeet([`${YEARS}: 2 years (expected at least 3 years)`]);
    await rita.goto(`/recruiter/jobs/${jobId}`);
    const grid = rita.getByRole('grid', { name: `${M.title}: ${title}` });
    const row = grid.getByRole('row').filter({ hasText: 'Maria Santos' });
    await expect(row).toContainText(flag);
    await expect(row).toContainText('Applied');
    const needsReview = rita.getByRole('button', { name: new RegExp(`^${S.needsReview}`) });
    await expect(needsReview).toHaveText(`${S.needsReview}1`);
    await needsReview.click();
    await expect(rita).toHaveURL(/review=1/);
    await expect(needsReview).toHaveAttribute('aria-pressed', 'true');
    await expect(grid.locator('[role="row"][data-state="loaded"]')).toHaveCount(1);
    await expect(row).toContainText(flag);
    await shotsAndAxe(rita, 'deciding-applicants-needs-review');

    // The side panel shows her answers and the flag, and says that a person reviews it.
    await row.click();
    const panel = panelOf(rita);
    await expect(panel.getByText(flag)).toBeVisible();
    await expect(panel.getByText(S.flagHint)).toBeVisible();

    // 4. Scorecards (REC-28): Rita puts Maria in the Screening call stage and drafts hers.
    await panel.getByRole('tab', { name: M.panel.tabs.scorecards }).click();
    const ritaCards = panel.getByTestId('scorecards');
    await ritaCards.getByLabel(SC.currentStage).selectOption({ label: 'Screening call' });
    await expect(ritaCards.getByRole('group', { name: 'Communication' })).toBeVisible();
    await ritaCards.getByRole('group', { name: 'Communication' }).getByRole('radio', { name: 'Yes', exact: true }).check();
    await ritaCards.getByLabel('Communication: notes').fill('Clear about the Autopilot rollout, asks good questions.');
    await ritaCards.getByRole('group', { name: 'Availability' }).getByRole('radio', { name: 'Strong yes' }).check();
    await ritaCards.getByRole('group', { name: SC.recommendationLabel }).getByRole('radio', { name: 'Yes', exact: true }).check();
    await ritaCards.getByRole('button', { name: SC.saveDraft }).click();
    await expect(ritaCards.getByText(SC.draftSaved)).toBeVisible();

    // Colin opens the same application: Rita's draft is hers alone; he writes and submits his own.
    await colin.goto(`/recruiter/jobs/${jobId}`);
    await colin
      .getByRole('grid', { name: `${M.title}: ${title}` })
      .getByRole('row')
      .filter({ hasText: 'Maria Santos' })
      .click();
    const colinPanel = panelOf(colin);
    const colinScorecards = () => colinPanel.getByRole('tab', { name: M.panel.tabs.scorecards }).click();
    await colinScorecards();
    const colinCards = colinPanel.getByTestId('scorecards');
    await expect(colinCards.getByText(SC.hiddenUntilSubmitted)).toBeVisible();
    await expect(colinCards).not.toContainText('Clear about the Autopilot rollout');
    await shotsAndAxe(colin, 'deciding-scorecards-before-submit', () => openTab(colinPanel, M.panel.tabs.scorecards), { fullPage: false });
    await colinCards.getByRole('group', { name: 'Communication' }).getByRole('radio', { name: 'Strong yes' }).check();
    await colinCards.getByRole('group', { name: 'Availability' }).getByRole('radio', { name: 'No', exact: true }).check();
    await colinCards.getByLabel('Availability: notes').fill('Only from next quarter.');
    await colinCards.getByRole('group', { name: SC.recommendationLabel }).getByRole('radio', { name: 'Yes', exact: true }).check();
    await colinCards.getByRole('button', { name: SC.submit }).click();
    await expect(colinCards.getByText(SC.submitted)).toBeVisible();
    // Submitted, Colin sees the summary, but not Rita's draft.
    await expect(colinCards.getByRole('table', { name: SC.summaryTitle })).toBeVisible();
    await expect(colinCards).not.toContainText('Clear about the Autopilot rollout');

    // Rita, before submitting, still sees nothing of Colin's; after, his scorecard and the summary.
    await rita.reload();
    await panel.getByRole('tab', { name: M.panel.tabs.scorecards }).click();
    await expect(ritaCards.getByText(SC.hiddenUntilSubmitted)).toBeVisible();
    await expect(ritaCards).not.toContainText('Only from next quarter.');
    await expect(ritaCards.getByText(new RegExp(`${SC.submittedBy}: Colin Colleague`))).toBeVisible();
    await ritaCards.getByRole('button', { name: SC.submit }).click();
    await expect(ritaCards.getByText(SC.submitted)).toBeVisible();
    await expect(ritaCards.getByText('Only from next quarter.')).toBeVisible();
    const summary = ritaCards.getByRole('table', { name: SC.summaryTitle });
    // Communication: one Yes (Rita), one Strong yes (Colin); both recommend Yes.
    await expect(summary.getByRole('row', { name: /^Communication/ })).toHaveText(/Communication0011/);
    await expect(summary.getByRole('row', { name: new RegExp(`^${SC.recommendationLabel}`) })).toHaveText(
      new RegExp(`${SC.recommendationLabel}0020`),
    );
    await shotsAndAxe(rita, 'deciding-scorecards-submitted', () => openTab(panel, M.panel.tabs.scorecards), { fullPage: false });
    await colin.reload();
    await colinPanel.getByRole('tab', { name: M.panel.tabs.scorecards }).click();
    await expect(colinCards.getByText('Clear about the Autopilot rollout, asks good questions.')).toBeVisible();

    // 5. Rita writes to Maria from the side panel's Messages tab (REC-29).
    await panel.getByRole('tab', { name: M.panel.tabs.messages }).click();
    const ritaThread = panel.getByRole('tabpanel');
    await expect(ritaThread.getByText(C.empty)).toBeVisible();
    const question = 'Hello Maria, could you take a call on Thursday? Our slots: https://example.com/slots';
    await ritaThread.getByLabel(C.label).fill(question);
    await ritaThread.getByRole('button', { name: C.send }).click();
    // Each team message is signed with its author, on both sides (REC-29).
    await expect(ritaThread.getByRole('article', { name: /^Rita Recruiter, / })).toContainText(question);
    await expect(ritaThread.getByRole('link', { name: 'https://example.com/slots' })).toBeVisible();
    await expect(ritaThread.getByLabel(C.label)).toHaveValue('');

    // Maria is e-mailed the text with a link to her Applied Jobs tab.
    const toMaria = await waitForMailAbout(maria.email, C.mail.candidateSubject(title));
    expect(toMaria.text).toContain(question);
    const appliedLink = /https?:\/\/\S+\/profile\?tab=applied/.exec(toMaria.text)?.[0];
    expect(appliedLink, toMaria.text).toBeTruthy();
    await page.goto(new URL(appliedLink!).pathname + new URL(appliedLink!).search);
    await expect(page.getByTestId('unread-messages-total')).toHaveText(`1, ${C.unread(1)}`);
    const card = page.getByRole('region', { name: T.myApplications }).getByRole('listitem').filter({ hasText: title });
    await expect(card.getByTestId('unread-messages')).toHaveText(C.unread(1));
    await card.getByRole('button', { name: new RegExp(title) }).click();
    // One application, one open card: its conversation.
    const mariaThread = page.getByRole('region', { name: T.myApplications }).getByRole('region', { name: C.title });
    // Signed by its author, with the company's name.
    await expect(mariaThread.getByRole('article', { name: /^Rita Recruiter, / })).toContainText(question);
    await expect(page.getByTestId('unread-messages-total')).toHaveCount(0);

    // Maria answers; Rita and Colin, who watch the job, are e-mailed her reply with a link to the applicant.
    const reply = 'Thursday at 10:00 CET works for me. Thank you!';
    await mariaThread.getByLabel(C.label).fill(reply);
    await mariaThread.getByRole('button', { name: C.send }).click();
    await expect(mariaThread.getByRole('article', { name: C.you })).toContainText(reply);
    await shotsAndAxe(page, 'deciding-messages-candidate', () => mariaThread.scrollIntoViewIfNeeded());
    for (const who of [recruiter.email, colleague.email]) {
      const told = await waitForMailAbout(who, C.mail.teamSubject('Maria Santos', title));
      expect(told.text).toContain(reply);
      expect(told.text).toMatch(new RegExp(`https?://\\S+/recruiter/jobs/${jobId}#applicant-\\d+`));
    }

    // Rita's workspace counts the unread reply until she reads it.
    await rita.reload();
    await expect(panel.getByTestId('panel-unread')).toHaveText(`1, ${C.unread(1)}`);
    await panel.getByRole('tab', { name: new RegExp(`^${M.panel.tabs.messages}`) }).click();
    await expect(ritaThread.getByRole('article', { name: 'Maria Santos' })).toContainText(reply);
    await expect(panel.getByTestId('panel-unread')).toHaveCount(0);
    await shotsAndAxe(rita, 'deciding-messages-team', () => openTab(panel, M.panel.tabs.messages), { fullPage: false });

    // 6. Rita ends the application as Not selected with a rejection template (REC-29): a person chooses it.
    await rita.goto(`/recruiter/jobs/${jobId}`);
    await grid.getByRole('checkbox', { name: W.table.selectRow('Maria Santos') }).click();
    await rita
      .getByRole('toolbar', { name: M.bulk.selected(1) })
      .getByRole('button', { name: M.bulk.notSelected })
      .click();
    const dialog = rita.getByRole('dialog', { name: M.confirm.notSelectedTitle(1) });
    await expect(dialog.getByLabel(C.templates.choose)).toHaveValue('');
    const chooseTemplate = async () => {
      await dialog.getByLabel(C.templates.choose).selectOption({ label: 'Thank you, not this time' });
      await expect(dialog.getByTestId('template-preview')).toContainText('Dear {firstName},');
    };
    await shotsAndAxe(rita, 'deciding-rejection-dialog', chooseTemplate);
    // One e-mail: the step's, with the message in it (REC-29).
    const aboutJob = `Your application for ${title}: Not selected`;
    const messagesBefore = mailsAbout(maria.email, aboutJob).length;
    await dialog.getByRole('button', { name: M.confirm.confirmNotSelected(1) }).click();
    await expect(rita.getByText(M.moved(1))).toBeVisible();

    // Maria reads it in the conversation, with her name and the job's title, and by e-mail.
    await expect.poll(() => mailsAbout(maria.email, aboutJob).length).toBe(messagesBefore + 1);
    const rejection = mailsAbout(maria.email, aboutJob).at(-1)!;
    expect(rejection.text).toContain('Dear Maria,');
    expect(rejection.text).toContain(`Thank you for applying for ${title}`);
    await page.reload();
    await page
      .getByRole('region', { name: T.myApplications })
      .getByRole('button', { name: new RegExp(title) })
      .click();
    const ended = mariaThread;
    await expect(ended).toContainText('Dear Maria,');
    await expect(ended).toContainText(`Thank you for applying for ${title}`);
    await expect(ended).not.toContainText('{firstName}');

    // The admin's page of rejection messages (REC-29).
    const adminContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
    const admin = await adminContext.newPage();
    await signInAdmin(admin);
    await admin.goto('/recruiter/message-templates');
    await expect(admin.getByRole('heading', { level: 1, name: C.templates.pageTitle })).toBeVisible();
    await shotsAndAxe(admin, 'deciding-message-templates');

    await adminContext.close();
    await colin.context().close();
    await rita.context().close();
  });
});
