import {
  REFERRAL_MESSAGES as M,
  type AddReferrerRequest,
  type ReferralLinksResponse,
  type ReferrerResponse,
  type ReferrersResponse,
} from '@careers/shared';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../platform/config/config.js';
import { createRepositoryStore, type Db, type DbOrTx } from '../../platform/db/transactions.js';
import type { Clock } from '../../platform/lib/clock.js';
import { conflict, notFound } from '../../platform/lib/domain-error.js';
import { isUniqueViolation } from '../../platform/lib/errors.js';
import type { MailOutbox } from '../../platform/mail/mail-outbox.js';
import { referralHiredEmail } from './referral-emails.js';
import { createApplicationRepositories } from './repositories.js';
import { createReferralsRepository } from './referrals-repository.js';

/** REC-34 (docs/decisions/052): a referral code: 8 random bytes, 11 base64url characters; not guessable, short to share. */
export const newReferralCode = () => randomBytes(8).toString('base64url');

/** REC-34: the referrer a submitted code names, or null (unknown or removed: the application is still a referral). */
export async function referrerIdOf(db: DbOrTx, code: string | null): Promise<number | null> {
  if (!code) return null;
  return (await createReferralsRepository(db).idByCode(code)) ?? null;
}

/**
 * REC-36: in the transaction that moved `applicationId` to Hired (a move, a bulk move or an accepted offer),
 * queue the referrer's e-mail: the job's title, nothing about the candidate. No referrer, no e-mail.
 */
export async function tellReferrerOfHire(
  txDb: DbOrTx,
  deps: { mailOutbox: MailOutbox; config: Pick<AppConfig, 'companyName'> },
  o: { applicationId: number; jobTitle: string },
  now: Date,
): Promise<void> {
  const referrer = await createReferralsRepository(txDb).referrerToTell(o.applicationId);
  if (!referrer) return;
  const mail = referralHiredEmail({
    to: referrer.email,
    referrerFirstName: referrer.firstName,
    jobTitle: o.jobTitle,
    companyName: deps.config.companyName,
  });
  await deps.mailOutbox.enqueue(txDb, { kind: 'referral-hired', ...mail }, now);
}

/** REC-34, REC-35: a team member's own links, and the admins' list of referrers. */
export function createReferralsService({ db, clock }: { db: Db; clock: Clock }) {
  const repos = createRepositoryStore(db, createApplicationRepositories);

  /** Every team member is a referrer: their row is made the first time their links or the list are read. */
  async function ensureTeamRows(): Promise<void> {
    for (const userId of await repos.referrals.teamMembersWithoutRow())
      await repos.referrals.ensureForUser(userId, newReferralCode(), clock.now());
  }

  async function referrerById(id: number) {
    const found = (await repos.referrals.list()).find((r) => r.id === id);
    if (!found) throw new Error(`referrer ${id} is missing`);
    return found;
  }

  return {
    async links(userId: number): Promise<ReferralLinksResponse> {
      const row = await repos.referrals.ensureForUser(userId, newReferralCode(), clock.now());
      return { code: row.code, jobs: await repos.referrals.openJobs() };
    },

    async list(): Promise<ReferrersResponse> {
      await ensureTeamRows();
      return { referrers: await repos.referrals.list() };
    },

    async add(adminId: number, input: AddReferrerRequest): Promise<ReferrerResponse> {
      const name = input.name.trim();
      const email = input.email.trim();
      if (await repos.referrals.emailTaken(email)) throw conflict(M.emailTaken, 'email');
      let row;
      try {
        row = await repos.referrals.addEmployee({ name, email, code: newReferralCode(), addedBy: adminId }, clock.now());
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(M.emailTaken, 'email');
        throw error;
      }
      return { message: M.added(name), referrer: await referrerById(row.id) };
    },

    async remove(id: number): Promise<{ message: string }> {
      const row = await repos.referrals.findById(id);
      if (!row) throw notFound(M.notFound);
      if (row.userId !== null) throw conflict(M.teamMemberStays);
      if (!(await repos.referrals.removeEmployee(id))) throw notFound(M.notFound);
      return { message: M.removed(row.name ?? '') };
    },
  };
}
export type ReferralsService = ReturnType<typeof createReferralsService>;
