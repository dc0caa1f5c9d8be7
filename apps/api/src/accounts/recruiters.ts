import { randomBytes } from 'node:crypto';
import { NAME_MAX, RECRUITER_INVITE_TTL_HOURS, emailSchema, resetPasswordPath } from '@careers/shared';
import type { Clock } from '../lib/clock.js';
import { normaliseEmail } from '../lib/email.js';
import { hashPassword } from './passwords.js';
import type { RepositoryStore } from '../repositories.js';
import { generateResetToken, hashResetToken } from './secrets.js';

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

/**
 * REC-1: recruiters are created from the command line, never by sign-up. The account starts with a
 * random password nobody knows; the answer is a single-use link to the reset-password page
 * (the ACC-12 mechanism) where the recruiter chooses their own. Running it again for the same
 * recruiter issues a fresh link and voids the old one. A candidate's address is refused: roles are
 * not changed behind anyone's back.
 */
export async function createRecruiter(
  deps: { repos: RepositoryStore; clock: Clock; siteUrl: string },
  input: { email: string; name: string },
): Promise<{ email: string; link: string; created: boolean; expiresAt: Date }> {
  const parsedEmail = emailSchema.safeParse(input.email);
  if (!parsedEmail.success) throw new RecruiterError(`--email: ${parsedEmail.error.issues[0]?.message ?? 'Invalid email'}`);
  const email = normaliseEmail(parsedEmail.data);
  const { firstName, lastName } = splitName(input.name);
  const now = deps.clock.now();
  const token = generateResetToken();
  const expiresAt = new Date(now.getTime() + RECRUITER_INVITE_TTL_HOURS * 3_600_000);
  // An unusable password until the recruiter sets one through the link.
  const placeholderHash = await hashPassword(randomBytes(32).toString('base64url'));

  const created = await deps.repos.transaction(async (tx) => {
    let user = await tx.users.findByEmail(email);
    if (user && user.role !== 'recruiter') throw new RecruiterError(`${email} belongs to a candidate account; use another e-mail address`);
    const isNew = !user;
    user ??= await tx.users.insert({
      email,
      passwordHash: placeholderHash,
      firstName,
      lastName,
      role: 'recruiter',
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await tx.resetTokens.replaceForUser({ userId: user.id, tokenHash: hashResetToken(token), expiresAt }, now);
    return isNew;
  });
  return { email, link: `${deps.siteUrl}${resetPasswordPath(token)}`, created, expiresAt };
}
