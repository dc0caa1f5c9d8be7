import { randomUUID } from 'node:crypto';
import {
  AUTH_MESSAGES,
  UI_MESSAGES,
  type AuthResponse,
  type ForgotPasswordRequest,
  type LoginRequest,
  type ResetPasswordRequest,
  type SignupRequest,
  type VerifySignupRequest,
} from '@careers/shared';
import type { AppConfig } from '../config.js';
import { enqueueContactSync } from '../crm/crm-sync.js';
import type { Db } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { HttpError } from '../lib/errors.js';
import type { Mailer } from '../services/mail.js';
import type { AccessTokens } from './access-tokens.js';
import { passwordResetEmail, verificationCodeEmail } from './account-emails.js';
import { hashPassword, needsRehash, spendVerification, verifyPassword } from './passwords.js';
import { createAccountRepositories, type AccountRepositories } from './repositories.js';
import { generateEmailCode, generateResetToken, hashEmailCode, hashResetToken, sameHash } from './secrets.js';
import { toUserSummary } from './users-repository.js';

/** D20: a code dies after this many wrong tries. */
export const MAX_CODE_ATTEMPTS = 5;
/** D22: reset links live 30 minutes. */
export const RESET_TOKEN_TTL_MINUTES = 30;

/** E-mail addresses are compared trimmed and lower-cased (the schema trims). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Postgres unique_violation, from either driver (PGlite wraps it in a DrizzleQueryError cause). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export interface AccountsServiceDeps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'jwtSecret' | 'siteUrl' | 'companyName' | 'emailCodeTtlSeconds' | 'sessionTtlHours'>;
  mailer: Mailer;
  tokens: AccessTokens;
}

/** Sign-up, verification, login, logout and password reset (SPEC 7, D20–D22). */
export function createAccountsService({ db, clock, config, mailer, tokens }: AccountsServiceDeps) {
  const repos = createAccountRepositories(db);
  const codeMinutes = Math.max(1, Math.round(config.emailCodeTtlSeconds / 60));

  /** Send inside the caller's transaction: if the mail cannot go out, nothing was written. */
  async function sendOrFail(mail: Parameters<Mailer['send']>[0]): Promise<void> {
    try {
      await mailer.send(mail);
    } catch (error) {
      throw new HttpError(503, AUTH_MESSAGES.mailFailed, undefined, {}, error);
    }
  }

  async function sendSignupCode(tx: AccountRepositories, email: string, firstName: string, now: Date) {
    const code = generateEmailCode();
    await tx.emailCodes.replace(
      {
        email,
        purpose: 'signup',
        codeHash: hashEmailCode(config.jwtSecret, 'signup', email, code),
        expiresAt: new Date(now.getTime() + config.emailCodeTtlSeconds * 1000),
      },
      now,
    );
    await sendOrFail(verificationCodeEmail({ to: email, firstName, code, minutes: codeMinutes, companyName: config.companyName }));
  }

  async function startSession(tx: AccountRepositories, userId: number, now: Date): Promise<string> {
    const sessionId = randomUUID();
    const expiresAt = new Date(now.getTime() + config.sessionTtlHours * 3_600_000);
    await tx.sessions.insert({ id: sessionId, userId, createdAt: now, expiresAt });
    return tokens.sign({ userId, sessionId }, now, expiresAt);
  }

  return {
    /** D20: store a pending sign-up (password hashed) and e-mail a code. */
    async register(input: SignupRequest): Promise<{ message: string }> {
      const email = normaliseEmail(input.username);
      if (await repos.users.findByEmail(email)) throw new HttpError(409, AUTH_MESSAGES.accountExists, 'username');
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      await db.transaction(async (t) => {
        const tx = createAccountRepositories(t);
        await tx.pendingSignups.upsert({ email, passwordHash, firstName: input.first_name, lastName: input.last_name }, now);
        await sendSignupCode(tx, email, input.first_name, now);
      });
      return { message: AUTH_MESSAGES.codeSent };
    },

    /** D20: a new code replaces the old one. */
    async resendCode(username: string): Promise<{ message: string }> {
      const email = normaliseEmail(username);
      if (await repos.users.findByEmail(email)) throw new HttpError(409, AUTH_MESSAGES.alreadyVerified, 'username');
      const pending = await repos.pendingSignups.find(email);
      if (!pending) throw new HttpError(404, AUTH_MESSAGES.noPendingSignup, 'username');
      const now = clock.now();
      await db.transaction(async (t) => sendSignupCode(createAccountRepositories(t), email, pending.firstName, now));
      return { message: AUTH_MESSAGES.codeResent };
    },

    /** SPEC 7 verify: check the code (single use, 10 minutes, 5 tries), then create the account and a session. */
    async verify(input: VerifySignupRequest): Promise<AuthResponse> {
      const email = normaliseEmail(input.username);
      const now = clock.now();
      if (await repos.users.findByEmail(email)) throw new HttpError(409, AUTH_MESSAGES.alreadyVerified, 'username');
      const pending = await repos.pendingSignups.find(email);
      const reserved = pending && (await repos.emailCodes.reserveAttempt(email, 'signup', MAX_CODE_ATTEMPTS, now));
      if (!pending || !reserved) {
        const code = pending && (await repos.emailCodes.find(email, 'signup'));
        if (!code) throw new HttpError(400, AUTH_MESSAGES.noPendingSignup, 'otp');
        throw new HttpError(400, code.attempts >= MAX_CODE_ATTEMPTS ? AUTH_MESSAGES.codeVoid : AUTH_MESSAGES.codeExpired, 'otp');
      }
      if (!sameHash(reserved.codeHash, hashEmailCode(config.jwtSecret, 'signup', email, input.otp))) {
        const left = MAX_CODE_ATTEMPTS - reserved.attempts;
        throw new HttpError(400, left > 0 ? AUTH_MESSAGES.codeIncorrect(left) : AUTH_MESSAGES.codeVoid, 'otp');
      }
      // The code proves the mailbox; the password must be the one chosen at sign-up (it is stored hashed since).
      if (!(await verifyPassword(pending.passwordHash, input.password))) {
        throw new HttpError(400, AUTH_MESSAGES.signupPasswordMismatch, 'password');
      }
      const { user, accessToken } = await db.transaction(async (t) => {
        const tx = createAccountRepositories(t);
        if (!(await tx.emailCodes.consume(reserved.id, reserved.codeHash))) throw new HttpError(400, AUTH_MESSAGES.noPendingSignup, 'otp');
        await tx.pendingSignups.delete(email);
        let created;
        try {
          created = await tx.users.insert({
            email,
            passwordHash: pending.passwordHash,
            firstName: pending.firstName,
            lastName: pending.lastName,
            role: 'candidate',
            emailVerifiedAt: now,
            createdAt: now,
            updatedAt: now,
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw new HttpError(409, AUTH_MESSAGES.alreadyVerified, 'username');
          throw error;
        }
        // D32: the new candidate's CRM sync job is written with the account, or not at all.
        await enqueueContactSync(t, created.id, now);
        return { user: created, accessToken: await startSession(tx, created.id, now) };
      });
      return { access_token: accessToken, message: AUTH_MESSAGES.verified, user_details: toUserSummary(user) };
    },

    /** SPEC 7 login: one answer for unknown e-mail and wrong password, in about the same time. */
    async login(input: LoginRequest): Promise<AuthResponse> {
      const email = normaliseEmail(input.username);
      const user = await repos.users.findByEmail(email);
      if (!user) {
        await spendVerification(input.password);
        throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
      const now = clock.now();
      if (needsRehash(user.passwordHash)) await repos.users.setPasswordHash(user.id, await hashPassword(input.password), now);
      const accessToken = await startSession(repos, user.id, now);
      return { access_token: accessToken, message: UI_MESSAGES.loginSuccess, user_details: toUserSummary(user) };
    },

    async sessionUser(userId: number) {
      const user = await repos.users.findById(userId);
      if (!user) throw new HttpError(401, AUTH_MESSAGES.authInvalid);
      return toUserSummary(user);
    },

    async logout(sessionId: string): Promise<{ message: string }> {
      await repos.sessions.revoke(sessionId, clock.now());
      return { message: AUTH_MESSAGES.loggedOut };
    },

    /** D22: e-mail a single-use link; SPEC 8 keeps 404 'Username is Invalid.' for unknown addresses. */
    async forgotPassword(input: ForgotPasswordRequest): Promise<{ message: string }> {
      const email = normaliseEmail(input.username);
      const user = await repos.users.findByEmail(email);
      if (!user) throw new HttpError(404, UI_MESSAGES.usernameInvalid, 'username');
      const token = generateResetToken();
      const now = clock.now();
      const link = `${config.siteUrl}/reset-password?token=${token}`;
      await db.transaction(async (t) => {
        const tx = createAccountRepositories(t);
        await tx.resetTokens.replaceForUser(
          { userId: user.id, tokenHash: hashResetToken(token), expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000) },
          now,
        );
        await sendOrFail(
          passwordResetEmail({ to: email, firstName: user.firstName, link, minutes: RESET_TOKEN_TTL_MINUTES, companyName: config.companyName }),
        );
      });
      return { message: UI_MESSAGES.resetLinkSent };
    },

    /** D22: use the token once, set the password, end every session of the user, all or nothing. */
    async resetPassword(input: ResetPasswordRequest): Promise<{ message: string }> {
      const passwordHash = await hashPassword(input.new_password);
      const now = clock.now();
      await db.transaction(async (t) => {
        const tx = createAccountRepositories(t);
        const userId = await tx.resetTokens.consume(hashResetToken(input.token), now);
        if (userId === undefined) throw new HttpError(400, UI_MESSAGES.resetInvalidToken, 'token');
        await tx.users.setPasswordHash(userId, passwordHash, now);
        await tx.sessions.revokeAllForUser(userId, now);
        await tx.resetTokens.deleteUnusedForUser(userId);
      });
      return { message: UI_MESSAGES.resetSuccess };
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
