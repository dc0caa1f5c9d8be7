/**
 * The talent pool (REC-10, docs/decisions/013): candidates' opt-in, the searchable documents built from
 * their profile, applications and files, and the recruiters' search. The domains those documents are
 * built from keep them current through `refreshTalentDocument`, in the transaction of their change.
 */
import type { DbOrTx } from '../../platform/db/transactions.js';
import { createTalentRepository } from './talent-repository.js';

export { createTalentService, type TalentService, type TalentSources } from './talent-service.js';
export { queueTextExtraction, talentTextJobs } from './talent-text-jobs.js';

/** PRV-2: the candidate's talent-pool consent and its history, for the data export. */
export async function talentConsentOf(db: DbOrTx, userId: number) {
  const talent = createTalentRepository(db);
  const [consent, consentEvents] = await Promise.all([talent.consent(userId), talent.consentEvents(userId)]);
  return { consent, consentEvents };
}

/** REC-10's opt-in set in the caller's transaction, with its consent event (the demo seed's discoverable people, docs/decisions/035). */
export const setTalentConsent = (tx: DbOrTx, userId: number, discoverable: boolean, now: Date) =>
  createTalentRepository(tx).setConsent(userId, discoverable, now);

/** The candidate's searchable document after a change of what it is built from, in the caller's transaction. */
export const refreshTalentDocument = (tx: DbOrTx, userId: number, now: Date) => createTalentRepository(tx).refreshDocument(userId, now);
