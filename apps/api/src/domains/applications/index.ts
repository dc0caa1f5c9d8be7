/**
 * Applications (APP, REC-5, REC-6): saved jobs, drafts and their files, submissions, the step machine,
 * interviews, recruiters' notes and ratings, and who is told of new applications. Other domains and the
 * HTTP layer use it only through this file.
 */
import type { DbOrTx } from '../../platform/db/transactions.js';
import { createInterviewRemindersRepository } from './interview-reminders-repository.js';
import { createApplicationRepositories } from './repositories.js';
import { createWeeklySummaryRepository } from './weekly-summary-repository.js';
import { exportedScorecards } from './scorecards-export.js';

export {
  applicationStatusEmail,
  conversationMessageEmail,
  conversationReplyEmail,
  interviewMovedEmail,
  newApplicationEmail,
  watchDigestEmail,
  type InterviewMailDetails,
} from './application-emails.js';
export { interviewCalendar } from './interview-calendar.js';
// REC-26, APP-10 (docs/decisions/043): the explainable fit, stored for recruiters, read live for candidates.
export {
  createCandidateFit,
  deleteFitsOf,
  fitRefreshJobs,
  queueJobFitsRefresh,
  refreshCandidateFits,
  refreshFits,
  refreshStaleJobFits,
  storedFitOf,
  type CandidateFit,
} from './application-fits.js';
export { createApplicationsService, type ApplicationsService } from './applications-service.js';
export { createApplicationFiles, type ApplicationFiles } from './application-files-service.js';
// REC-33, APP-14 (docs/decisions/050): the engagement offer, its letters, acceptance and decline.
export { createOffersService, toOffer, type OffersService } from './offers-service.js';
export { offerAnswerEmail, offerEmail } from './offer-emails.js';
export { offerLetterPdf, signedOfferPdf, sha256Hex } from './offer-letter.js';
// APP-12, REC-29 (docs/decisions/048): each application's conversation and the rejection templates.
export { createConversationService, type ConversationService, type ConversationSubject } from './conversation-service.js';
// REC-30, REC-31, APP-13 (docs/decisions/049): offered interview times, booking, moves and cancellations.
export { createInterviewSchedulingService, type InterviewSchedulingService } from './interview-scheduling-service.js';
export { interviewChangeEmail, slotsOfferedEmail } from './interview-scheduling-emails.js';
export { createApplicationNotesService, type ApplicationNotesService } from './application-notes-service.js';
// REC-28 (docs/decisions/047): interview plans and scorecards.
export { createScorecardsService, type ScorecardsService } from './scorecards-service.js';
export { createRecruiterSettingsService, WATCH_DIGEST_AT_UTC, type RecruiterSettingsService } from './recruiter-settings-service.js';
// REC-32 (docs/decisions/051): interview reminders and each team member's calendar feed.
export { createInterviewRemindersService, type InterviewRemindersService } from './interview-reminders-service.js';
export { candidateReminderEmail, teamReminderEmail } from './interview-reminder-emails.js';
export { calendarFeed } from './calendar-feed.js';
// REC-41, REC-42: the weekly summary e-mail.
export { createWeeklySummaryService, summaryWeek, type WeeklyNumbersOf, type WeeklySummaryService } from './weekly-summary-service.js';
export { weeklySummaryEmail, type WeeklyNumbers } from './weekly-summary-emails.js';
export { calendarFeedUrl, createCalendarFeedService, type CalendarFeedService, type FeedRead } from './calendar-feed-service.js';

/** REC-32: reminders recorded before `before` (their interviews are long over), for housekeeping. */
export const purgeSentReminders = (db: DbOrTx, before: Date) => createInterviewRemindersRepository(db).purgeSentBefore(before);

/** REC-41: weekly summaries recorded before `before` (their week is long over), for housekeeping. */
export const purgeSentWeeklySummaries = (db: DbOrTx, before: Date) => createWeeklySummaryRepository(db).purgeSentBefore(before);

/** APP-6: a candidate's applications, newest first. */
export const applicationsOf = (db: DbOrTx, userId: number) => createApplicationRepositories(db).applications.listForUser(userId);

/** One application as recruiters see it (details, files, timeline). */
export const applicantOf = (db: DbOrTx, applicationId: number) => createApplicationRepositories(db).applications.applicant(applicationId);

/** PRV-2: what this domain holds about a candidate, for the data export (read in the export's transaction). */
export async function applicationDataOf(db: DbOrTx, userId: number) {
  const { applications, drafts, savedJobs, scorecards, conversation, offers } = createApplicationRepositories(db);
  const [items, snapshots, uploads, draftList, saved, cards, messages, offerRows] = await Promise.all([
    applications.listForUser(userId),
    applications.snapshotsOfUser(userId),
    applications.filesOfUser(userId),
    drafts.listForUser(userId),
    savedJobs.list(userId),
    scorecards.scorecardsOfCandidate(userId),
    conversation.messagesOfUser(userId),
    offers.offersOfUser(userId),
  ]);
  return {
    applications: items,
    snapshots,
    uploads,
    drafts: draftList,
    savedJobs: saved,
    scorecards: exportedScorecards(cards.rows),
    messages,
    // APP-14 (docs/decisions/050): the offers sent to the candidate, with the acceptance's evidence and the letters' keys.
    offers: offerRows,
  };
}

/** docs/decisions/010: drafts nobody saved since `before` (their files go with the next purge of unused files). */
export const purgeStaleDrafts = (db: DbOrTx, before: Date) => createApplicationRepositories(db).drafts.purgeUpdatedBefore(before);

/** PRV-4/PRV-5 (docs/decisions/048): in the erasure's transaction, every message's text on the candidate's applications is replaced. */
export const eraseConversationsOf = (db: DbOrTx, userId: number, replacement: string) =>
  createApplicationRepositories(db).conversation.eraseConversationsOf(userId, replacement);

/**
 * PRV-4/PRV-5 (docs/decisions/050): in the erasure's transaction, the candidate's offers lose their personal
 * fields (typed name, IP address, decline reason) and their letters' keys; answers the keys, whose files the
 * erasure's file-deletion jobs remove.
 */
export async function eraseOffersOf(db: DbOrTx, userId: number): Promise<string[]> {
  const { offers } = createApplicationRepositories(db);
  const keys = await offers.fileKeysOfUser(userId);
  await offers.eraseForUser(userId);
  return keys;
}
export { createReferralsService, type ReferralsService } from './referrals-service.js';
export { referralHiredEmail } from './referral-emails.js';
