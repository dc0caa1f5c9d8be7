import { randomBytes } from 'node:crypto';
import { NAME_MAX, RECRUITER_INVITE_TTL_HOURS, emailSchema, resetPasswordPath, type RecruiterAreaRole } from '@careers/shared';
import type { UserRow } from '../../platform/db/schema/accounts.js';
import type { Clock } from '../../platform/lib/clock.js';
import { normaliseEmail } from '../../platform/lib/email.js';
import { hashPassword } from './passwords.js';
import { createRepositoryStore, type Db } from '../../platform/db/transactions.js';
import { generateResetToken, hashResetToken } from '../../platform/lib/secrets.js';
import { createAccountRepositories, type AccountRepositories } from './repositories.js';

export class RecruiterError extends Error {}

/** "Anna Maria Schmidt" → first name "Anna Maria", last name "Schmidt"; one word is a first name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) throw new RecruiterError('--name is required, e.g. --name "Anna Schmidt"');
  const lastName = words.length > 1 ? (words.pop() ?? '') : '';
  const firstName = words.join(' ');
  if (firstName.length > NAME_MAX || lastName.length > NAME_MAX)
    throw new RecruiterError(`Each part of --name must be at most ${NAME_MAX} characters`);
  return { firstName, lastName };
}

/** An unusable password until the member sets one through the link (hash it outside the transaction: argon2 is slow). */
export const placeholderPasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

export type InvitationOutcome =
  | { kind: 'issued'; user: UserRow; token: string; link: string; expiresAt: Date; created: boolean }
  /** The address is a candidate's: roles are not changed behind anyone's back (REC-1). */
  | { kind: 'candidate' }
  /** The caller's `existing` rule refused the member as they are. */
  | { kind: 'refused'; reason: string };

/**
 * REC-1, REC-8: the one way a recruiter-area account gets its set-password link, for the CLI and the
 * team page alike, in the caller's transaction. A new address becomes a member with a random password
 * nobody knows; the answer is a single-use link to the reset-password page (the ACC-12 mechanism),
 * valid `RECRUITER_INVITE_TTL_HOURS`. For an existing member, `existing` says which role they keep
 * (or refuses, with a reason), and a fresh link voids the old one.
 */
export async function issueInvitation(
  tx: AccountRepositories,
  deps: { now: Date; siteUrl: string },
  input: {
    email: string;
    firstName: string;
    lastName: string;
    role: RecruiterAreaRole;
    passwordHash: string;
    existing: (user: UserRow) => { role: RecruiterAreaRole } | { refuse: string };
  },
): Promise<InvitationOutcome> {
  const { now } = deps;
  const token = generateResetToken();
  const expiresAt = new Date(now.getTime() + RECRUITER_INVITE_TTL_HOURS * 3_600_000);
  let user = await tx.users.findByEmail(input.email);
  if (user?.role === 'candidate') return { kind: 'candidate' };
  const created = !user;
  if (user) {
    const rule = input.existing(user);
    if ('refuse' in rule) return { kind: 'refused', reason: rule.refuse };
    if (rule.role !== user.role) {
      await tx.users.setRole(user.id, rule.role, now);
      user = { ...user, role: rule.role };
    }
  } else {
    user = await tx.users.insert({
      email: input.email,
      passwordHash: input.passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role,
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    });
  }
  await tx.resetTokens.replaceForUser({ userId: user.id, tokenHash: hashResetToken(token), expiresAt }, now);
  return { kind: 'issued', user, token, link: `${deps.siteUrl}${resetPasswordPath(token)}`, expiresAt, created };
}

/**
 * REC-1: recruiters are created from the command line, never by sign-up (`--admin` makes the first
 * admin, REC-8). Running it again for the same member issues a fresh link and voids the old one; with
 * `--admin` it also makes a recruiter an admin, without it an admin stays one. A candidate's address is
 * refused: roles are not changed behind anyone's back.
 */
export async function createRecruiter(
  deps: { db: Db; clock: Clock; siteUrl: string },
  input: { email: string; name: string; admin?: boolean },
): Promise<{ email: string; link: string; created: boolean; expiresAt: Date; role: RecruiterAreaRole }> {
  const parsedEmail = emailSchema.safeParse(input.email);
  if (!parsedEmail.success) throw new RecruiterError(`--email: ${parsedEmail.error.issues[0]?.message ?? 'Invalid email'}`);
  const email = normaliseEmail(parsedEmail.data);
  const { firstName, lastName } = splitName(input.name);
  const role: RecruiterAreaRole = input.admin ? 'admin' : 'recruiter';
  const passwordHash = await placeholderPasswordHash();
  const outcome = await createRepositoryStore(deps.db, createAccountRepositories).transaction((tx) =>
    issueInvitation(
      tx,
      { now: deps.clock.now(), siteUrl: deps.siteUrl },
      {
        email,
        firstName,
        lastName,
        role,
        passwordHash,
        existing: (user) => ({ role: input.admin || user.role === 'admin' ? 'admin' : 'recruiter' }),
      },
    ),
  );
  if (outcome.kind === 'candidate') throw new RecruiterError(`${email} belongs to a candidate account; use another e-mail address`);
  if (outcome.kind === 'refused') throw new RecruiterError(outcome.reason);
  const finalRole = outcome.user.role === 'admin' ? 'admin' : 'recruiter';
  return { email, link: outcome.link, created: outcome.created, expiresAt: outcome.expiresAt, role: finalRole };
}
