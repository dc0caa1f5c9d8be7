import type { DbOrTx } from '../../platform/db/transactions.js';
import { createApplicationsRepository } from './applications-repository.js';
import { createConversationRepository } from './conversation-repository.js';
import { createDraftsRepository } from './drafts-repository.js';
import { createInterviewSlotsRepository } from './interview-slots-repository.js';
import { createNotesRepository } from './notes-repository.js';
import { createOffersRepository } from './offers-repository.js';
import { createReferralsRepository } from './referrals-repository.js';
import { createRecruiterSettingsRepository } from './recruiter-settings-repository.js';
import { createSavedJobsRepository } from './saved-jobs-repository.js';
import { createScorecardsRepository } from './scorecards-repository.js';

/** The application repositories on one connection or transaction (multi-step writes share one). */
export function createApplicationRepositories(db: DbOrTx) {
  return {
    savedJobs: createSavedJobsRepository(db),
    drafts: createDraftsRepository(db),
    applications: createApplicationsRepository(db),
    notes: createNotesRepository(db),
    conversation: createConversationRepository(db),
    recruiterSettings: createRecruiterSettingsRepository(db),
    scorecards: createScorecardsRepository(db),
    interviewSlots: createInterviewSlotsRepository(db),
    offers: createOffersRepository(db),
    referrals: createReferralsRepository(db),
  };
}
export type ApplicationRepositories = ReturnType<typeof createApplicationRepositories>;
