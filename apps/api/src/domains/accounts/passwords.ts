import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * ACC-4: argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane), stated
 * explicitly so a library default can never weaken it. About 10 ms per hash on our 2-core
 * machines (docs/decisions/004).
 */
// The package declares Algorithm as a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID: Algorithm = 2;

export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other parameters than today's: rehash it at login. */
export function needsRehash(passwordHash: string): boolean {
  try {
    const o = parseOptions(passwordHash);
    return (
      o.algorithm !== ARGON2_OPTIONS.algorithm ||
      o.memoryCost !== ARGON2_OPTIONS.memoryCost ||
      o.timeCost !== ARGON2_OPTIONS.timeCost ||
      o.parallelism !== ARGON2_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}

/**
 * Logins for unknown addresses still spend one verification, so response times do not tell
 * which addresses have accounts. Made once, lazily.
 */
let dummyHash: Promise<string> | undefined;
export async function spendVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-but-a-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
