import type { CrmJobStatus } from './crm-outbox-repository.js';
import { toUserProfile } from '../profile/profile-repository.js';
import type { Repositories, RepositoryStore } from '../../http/repositories.js';
import type { Clock } from '../../platform/lib/clock.js';
import { toZohoContact, type CandidateProfile } from './zoho-contact.js';

export interface ContactSyncResult {
  jobId: number;
  status: Extract<CrmJobStatus, 'queued' | 'processing' | 'delivered'>;
  /** False when the newest job already carries exactly these details. */
  queuedNow: boolean;
}

/**
 * What the CRM is told about a candidate: PRO-12's profile as GET /api/user-details answers it, less
 * the verification flags and files. Recruiters (REC-1) are not CRM contacts: undefined.
 */
export async function loadCandidateProfile(repos: Repositories, userId: number): Promise<CandidateProfile | undefined> {
  const row = await repos.profiles.find(userId);
  // PRV-4: a deleted account is never sent again (its Contact is being deleted).
  if (!row || row.role !== 'candidate' || row.deletedAt) return undefined;
  const {
    profile_photo: _photo,
    resume: _resume,
    PrimaryMobileNoVerified: _primaryVerified,
    SecondaryMobileNoVerified: _secondaryVerified,
    ...profile
  } = toUserProfile(row);
  return profile;
}

/**
 * INT-3: make sure the CRM gets this candidate's current details. Call it in the transaction of the
 * change it reflects (account creation at verify, a profile update), so the job exists exactly when
 * the change does. Idempotent: when the newest job already carries the same details, nothing is added;
 * a job still waiting takes the new details instead of a second job being queued. Undefined for a
 * user who is not a candidate.
 */
export async function enqueueContactSync(tx: Repositories, userId: number, now: Date): Promise<ContactSyncResult | undefined> {
  const profile = await loadCandidateProfile(tx, userId);
  if (!profile) return undefined;
  const payload = toZohoContact(profile);
  const newest = await tx.crmOutbox.newestContactJob(userId, payload);
  if (newest?.samePayload) return { jobId: newest.id, status: newest.status, queuedNow: false };
  const job = await tx.crmOutbox.enqueueContact(userId, payload, now);
  return { jobId: job.id, status: job.status, queuedNow: true };
}

/** The CRM calls of INT-4: queue the candidate's current details in a transaction of its own. */
export function createCrmSyncService({ repos, clock }: { repos: RepositoryStore; clock: Clock }) {
  return {
    syncContact: (userId: number): Promise<ContactSyncResult | undefined> =>
      repos.transaction((tx) => enqueueContactSync(tx, userId, clock.now())),
  };
}
export type CrmSyncService = ReturnType<typeof createCrmSyncService>;
