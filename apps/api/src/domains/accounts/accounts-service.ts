import { randomUUID } from 'node:crypto';
import {
  AUTH_MESSAGES,
  PRIVACY_NOTICE,
  TEAM_MESSAGES,
  UI_MESSAGES,
  resetPasswordPath,
  routePath,
  type AuthResponse,
  type ForgotPasswordRequest,
  type LoginRefusal,
  type LoginRequest,
  type ResetPasswordRequest,
  type SignupRequest,
  type VerifySignupRequest,
} from '@careers/shared';
import type { AppConfig } from '../../platform/config/config.js';
import type { EmailCodeRow, PendingSignupRow, UserRow } from '../../platform/db/schema/accounts.js';
import type { Clock } from '../../platform/lib/clock.js';
import { normaliseEmail } from '../../platform/lib/email.js';
import { isUniqueViolation } from '../../platform/lib/errors.js';
import { conflict, forbidden, invalid, notFound, tooMany, unauthenticated } from '../../platform/lib/domain-error.js';
import type { MailOutbox } from '../../platform/mail/mail-outbox.js';
import { createLoginGuessing, LOGIN_GUESSING } from '../../platform/rate-limit/login-guessing.js';
import { createLoginThrottle } from '../../platform/rate-limit/login-throttle.js';
import { createRateLimiter, RATE_LIMITS } from '../../platform/rate-limit/rate-limiter.js';
import type { AccessTokens } from './access-tokens.js';
import { loginCodeEmail, passwordResetEmail, verificationCodeEmail } from './account-emails.js';
import { hashPassword, needsRehash, spendVerification, verifyPassword } from './passwords.js';
import { createRepositoryStore, type Db, type DbOrTx } from '../../platform/db/transactions.js';
import { generateEmailCode, generateResetToken, hashEmailCode, hashResetToken, sameHash } from '../../platform/lib/secrets.js';
import { syncContact } from '../profile/index.js';
import { createAccountRepositories, type AccountRepositories } from './repositories.js';
import { toUserSummary } from './users-repository.js';

/** ACC-4: a code dies after this many wrong tries. */
export const MAX_CODE_ATTEMPTS = 5;
/** ACC-12: reset links live 30 minutes. */
export const RESET_TOKEN_TTL_MINUTES = 30;

/**
 * ACC-19 (docs/decisions/030): the sign-in code e-mailed once an account has had too many wrong passwords.
 * It lives 10 minutes and no new one is made while it does, so strangers asking for codes cause at most
 * one e-mail per 10 minutes; with it, 5 passwords may be checked (only the mailbox's holder can use them).
 */
export const LOGIN_CODE = { ttlSeconds: 600, passwordChecks: 5 } as const;

/** How a login ended: signed in, or refused for a reason the client must act on (ACC-19). */
export type LoginResult =
  { signedIn: AuthResponse; refused?: undefined } | { signedIn?: undefined; refused: LoginRefusal; message: string; field?: string };

export interface AccountsServiceDeps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'jwtSecret' | 'siteUrl' | 'companyName' | 'emailCodeTtlSeconds' | 'sessionTtlHours' | 'emailCodeResendSeconds'>;
  mailOutbox: MailOutbox;
  tokens: AccessTokens;
}

/** Sign-up, verification, login, logout and password reset (ACC-11, ACC-4, ACC-13, ACC-12, docs/decisions/009). */
export function createAccountsService({ db, clock, config, mailOutbox, tokens }: AccountsServiceDeps) {
  const repos = createRepositoryStore(db, createAccountRepositories);
  const codeMinutes = Math.max(1, Math.round(config.emailCodeTtlSeconds / 60));
  const loginThrottle = createLoginThrottle(db, clock);
  const loginGuessing = createLoginGuessing(db, clock);
  const limiter = createRateLimiter(db, clock);
  /** Allowances charged in the transaction of the work: a request that did nothing costs nothing. */
  const limiterIn = (txDb: DbOrTx) => createRateLimiter(txDb, clock);

  /** Seconds until another code may be sent to this address (ACC-4's wait, enforced here). */
  const resendWaitLeft = (code: EmailCodeRow, now: Date) =>
    Math.max(0, Math.ceil((code.createdAt.getTime() + config.emailCodeResendSeconds * 1000 - now.getTime()) / 1000));

  const isLive = (code: EmailCodeRow | undefined, now: Date): code is EmailCodeRow =>
    code !== undefined && code.attempts < MAX_CODE_ATTEMPTS && code.expiresAt.getTime() > now.getTime();

  /**
   * Store a new code and queue its e-mail, in the caller's transaction. The mail allowance is charged
   * only when this adds a message to the mailbox: a code that replaces one still waiting in the outbox
   * (the mail server was down) costs nothing.
   */
  async function queueSignupCode(
    tx: AccountRepositories,
    txDb: DbOrTx,
    email: string,
    firstName: string,
    now: Date,
    ip: string,
    keepAttempts: boolean,
  ) {
    const code = generateEmailCode();
    await tx.emailCodes.replace(
      {
        email,
        purpose: 'signup',
        codeHash: hashEmailCode(config.jwtSecret, 'signup', email, code),
        expiresAt: new Date(now.getTime() + config.emailCodeTtlSeconds * 1000),
      },
      now,
      { keepAttempts },
    );
    const mail = verificationCodeEmail({ to: email, firstName, code, minutes: codeMinutes, companyName: config.companyName });
    const { replacedQueued } = await mailOutbox.enqueue(txDb, { kind: 'signup-code', supersedeKey: `signup:${email}`, ...mail }, now);
    if (replacedQueued === 0) {
      await limiterIn(txDb).consume(
        [RATE_LIMITS.signupMailPerRecipientAndIp, `${email}|${ip}`],
        [RATE_LIMITS.signupMailPerRecipient, email],
      );
    }
  }

  /** Within a transaction holding the sign-up lock: is the pending sign-up still the one we checked? */
  async function unchanged(tx: AccountRepositories, email: string, seen: PendingSignupRow, seenCode: EmailCodeRow | undefined) {
    const [pending, code] = await Promise.all([tx.pendingSignups.find(email), tx.emailCodes.find(email, 'signup')]);
    return (
      pending?.passwordHash === seen.passwordHash &&
      code?.id === seenCode?.id &&
      code?.createdAt.getTime() === seenCode?.createdAt.getTime()
    );
  }

  const isLiveLoginCode = (code: EmailCodeRow | undefined, now: Date): code is EmailCodeRow =>
    code !== undefined && code.attempts < LOGIN_CODE.passwordChecks && code.expiresAt.getTime() > now.getTime();

  /**
   * ACC-19: make sure a live sign-in code exists for `email`; a new one is made (and e-mailed, when an
   * account uses the address) only when none is live, so asking again and again sends nothing more.
   */
  async function demandLoginCode(email: string, user: UserRow | undefined): Promise<void> {
    const now = clock.now();
    await repos.transaction(async (tx, txDb) => {
      await tx.emailCodes.lock(email, 'login');
      if (isLiveLoginCode(await tx.emailCodes.find(email, 'login'), now)) return;
      const code = generateEmailCode();
      await tx.emailCodes.replace(
        {
          email,
          purpose: 'login',
          codeHash: hashEmailCode(config.jwtSecret, 'login', email, code),
          expiresAt: new Date(now.getTime() + LOGIN_CODE.ttlSeconds * 1000),
        },
        now,
        { keepAttempts: false },
      );
      if (!user) return;
      const mail = loginCodeEmail({
        to: email,
        firstName: user.firstName,
        code,
        minutes: LOGIN_CODE.ttlSeconds / 60,
        forgotPasswordLink: `${config.siteUrl}${routePath('forgotPassword')}`,
        companyName: config.companyName,
      });
      await mailOutbox.enqueue(txDb, { kind: 'login-code', supersedeKey: `login-code:${email}`, ...mail }, now);
    });
  }

  /**
   * ACC-9: check the password reserved in `slot` (login-guessing.ts): a wrong one stays counted against the
   * account and slows down this address; the right one is no failure and starts a session.
   */
  async function checkPassword(
    user: UserRow | undefined,
    email: string,
    password: string,
    ip: string,
    slot: number,
  ): Promise<AuthResponse> {
    if (!user) {
      await spendVerification(password);
      await loginThrottle.recordFailure(email, ip);
      throw unauthenticated(AUTH_MESSAGES.invalidCredentials);
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      await loginThrottle.recordFailure(email, ip);
      throw unauthenticated(AUTH_MESSAGES.invalidCredentials);
    }
    await loginGuessing.release(slot);
    await loginThrottle.recordSuccess(email, ip);
    // REC-8: a deactivated member knows their password but may not start a session (checked after
    // the password, so the answer tells nothing to someone who does not know it).
    if (user.deactivatedAt) throw forbidden(TEAM_MESSAGES.loginDeactivated);
    const now = clock.now();
    await repos.users.recordLogin(user.id, now);
    if (needsRehash(user.passwordHash)) await repos.users.setPasswordHash(user.id, await hashPassword(password), now);
    const accessToken = await startSession(repos, user.id, now);
    return { access_token: accessToken, message: UI_MESSAGES.loginSuccess, user_details: toUserSummary(user) };
  }

  async function startSession(tx: AccountRepositories, userId: number, now: Date): Promise<string> {
    const sessionId = randomUUID();
    const expiresAt = new Date(now.getTime() + config.sessionTtlHours * 3_600_000);
    await tx.sessions.insert({ id: sessionId, userId, createdAt: now, expiresAt });
    return tokens.sign({ userId, sessionId }, now, expiresAt);
  }

  return {
    /**
     * ACC-4: store a pending sign-up (password hashed) and queue a code. A sign-up still waiting for a
     * live code is never changed (docs/decisions/009): the same password again is a resend (within
     * the wait, nothing new is sent and the code already sent still works); another password is
     * refused. A sign-up whose code expired or was used up may be started afresh.
     */
    async register(input: SignupRequest, ip: string): Promise<{ message: string }> {
      const email = normaliseEmail(input.username);
      if (await repos.users.findByEmail(email)) throw conflict(AUTH_MESSAGES.accountExists, 'username');
      const now = clock.now();
      const pending = await repos.pendingSignups.find(email);
      const code = pending && (await repos.emailCodes.find(email, 'signup'));
      if (pending && isLive(code, now)) {
        if (!(await verifyPassword(pending.passwordHash, input.password))) throw conflict(AUTH_MESSAGES.signupPending, 'username');
        if (resendWaitLeft(code, now) > 0) return { message: AUTH_MESSAGES.codeSent };
        await repos.transaction(async (tx, txDb) => {
          await tx.pendingSignups.lock(email);
          if (!(await unchanged(tx, email, pending, code))) throw conflict(AUTH_MESSAGES.signupPending, 'username');
          await queueSignupCode(tx, txDb, email, pending.firstName, now, ip, true);
        });
        return { message: AUTH_MESSAGES.codeSent };
      }
      const passwordHash = await hashPassword(input.password);
      await repos.transaction(async (tx, txDb) => {
        await tx.pendingSignups.lock(email);
        // Another registration may have started a sign-up since we looked.
        if (
          isLive(await tx.emailCodes.find(email, 'signup'), now) &&
          (await tx.pendingSignups.find(email))?.passwordHash !== pending?.passwordHash
        ) {
          throw conflict(AUTH_MESSAGES.signupPending, 'username');
        }
        // PRV-1: the notice the sign-up page shows is the current one; its version is recorded with the sign-up.
        await tx.pendingSignups.upsert(
          { email, passwordHash, firstName: input.first_name, lastName: input.last_name, privacyNoticeVersion: PRIVACY_NOTICE.version },
          now,
        );
        await queueSignupCode(tx, txDb, email, input.first_name, now, ip, false);
      });
      return { message: AUTH_MESSAGES.codeSent };
    },

    /**
     * ACC-4: a new code replaces the old one, no sooner than the wait after the last ('too-many'
     * with the seconds left); the wrong tries stay counted (docs/decisions/009).
     */
    async resendCode(username: string, ip: string): Promise<{ message: string }> {
      const email = normaliseEmail(username);
      if (await repos.users.findByEmail(email)) throw conflict(AUTH_MESSAGES.alreadyVerified, 'username');
      const pending = await repos.pendingSignups.find(email);
      if (!pending) throw notFound(AUTH_MESSAGES.noPendingSignup, 'username');
      const now = clock.now();
      const code = await repos.emailCodes.find(email, 'signup');
      if (code && code.attempts >= MAX_CODE_ATTEMPTS) throw invalid(AUTH_MESSAGES.signupVoid, 'username');
      const wait = code ? resendWaitLeft(code, now) : 0;
      if (wait > 0) throw tooMany(AUTH_MESSAGES.resendWait(wait), wait);
      await repos.transaction(async (tx, txDb) => {
        await tx.pendingSignups.lock(email);
        if (!(await unchanged(tx, email, pending, code))) throw conflict(AUTH_MESSAGES.signupPending, 'username');
        await queueSignupCode(tx, txDb, email, pending.firstName, now, ip, true);
      });
      return { message: AUTH_MESSAGES.codeResent };
    },

    /** ACC-4 verify: check the code (single use, 10 minutes, 5 tries), then create the account and a session. */
    async verify(input: VerifySignupRequest): Promise<AuthResponse> {
      const email = normaliseEmail(input.username);
      const now = clock.now();
      if (await repos.users.findByEmail(email)) throw conflict(AUTH_MESSAGES.alreadyVerified, 'username');
      const pending = await repos.pendingSignups.find(email);
      const reserved = pending && (await repos.emailCodes.reserveAttempt(email, 'signup', MAX_CODE_ATTEMPTS, now));
      if (!pending || !reserved) {
        const code = pending && (await repos.emailCodes.find(email, 'signup'));
        if (!code) throw invalid(AUTH_MESSAGES.noPendingSignup, 'otp');
        throw invalid(code.attempts >= MAX_CODE_ATTEMPTS ? AUTH_MESSAGES.signupVoid : AUTH_MESSAGES.codeExpired, 'otp');
      }
      // A code was checked: only now does it count against the address's allowance (docs/decisions/009).
      await limiterIn(db).consume([RATE_LIMITS.verifyPerAccount, email]);
      if (!sameHash(reserved.codeHash, hashEmailCode(config.jwtSecret, 'signup', email, input.otp))) {
        const left = MAX_CODE_ATTEMPTS - reserved.attempts;
        throw invalid(left > 0 ? AUTH_MESSAGES.codeIncorrect(left) : AUTH_MESSAGES.signupVoid, 'otp');
      }
      // The code proves the mailbox; the password must be the one chosen at sign-up (it is stored hashed since).
      if (!(await verifyPassword(pending.passwordHash, input.password))) {
        throw invalid(AUTH_MESSAGES.signupPasswordMismatch, 'password');
      }
      const { user, accessToken } = await repos.transaction(async (tx, txDb) => {
        if (!(await tx.emailCodes.consume(reserved.id, reserved.codeHash))) throw invalid(AUTH_MESSAGES.noPendingSignup, 'otp');
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
            privacyNoticeVersion: pending.privacyNoticeVersion,
            privacyNoticeShownAt: pending.privacyNoticeVersion ? pending.updatedAt : null,
            createdAt: now,
            updatedAt: now,
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.alreadyVerified, 'username');
          throw error;
        }
        // INT-3: the new candidate's CRM sync job is written with the account, or not at all.
        await syncContact(txDb, created.id, now);
        return { user: created, accessToken: await startSession(tx, created.id, now) };
      });
      return { access_token: accessToken, message: AUTH_MESSAGES.verified, user_details: toUserSummary(user) };
    },

    /**
     * ACC-9 login: one answer for unknown e-mail and wrong password, in about the same time. ACC-19
     * (docs/decisions/030): once the e-mail has had `LOGIN_GUESSING.freeFailures` wrong passwords within
     * the hour, from any addresses, a password is checked only together with a live code e-mailed to the
     * owner; without it the answer asks for the code (and e-mails one if none is live) and checks nothing.
     * Unknown e-mails go through the same steps (a code is stored, never sent), so the answers tell no one
     * which e-mails have accounts.
     */
    async login(input: LoginRequest, ip: string): Promise<LoginResult> {
      const email = normaliseEmail(input.username);
      // docs/decisions/009: wrong passwords slow down the address that gives them, not the owner.
      await loginThrottle.assertAllowed(email, ip);
      const user = await repos.users.findByEmail(email);
      const free = await loginGuessing.reserve(email, LOGIN_GUESSING.freeFailures);
      if (free.slot !== undefined) return { signedIn: await checkPassword(user, email, input.password, ip, free.slot) };

      if (input.otp === undefined) {
        await demandLoginCode(email, user);
        return { refused: 'login_code_required', message: AUTH_MESSAGES.loginCodeRequired };
      }
      // Codes are checked at most 10 times an hour per account and address: strangers cannot use up the owner's tries.
      await limiter.consume([RATE_LIMITS.loginCodePerAccountAndIp, `${email}|${ip}`]);
      const now = clock.now();
      const code = await repos.emailCodes.find(email, 'login');
      if (!isLiveLoginCode(code, now)) {
        await demandLoginCode(email, user);
        return { refused: 'login_code_required', message: AUTH_MESSAGES.loginCodeExpired };
      }
      if (!sameHash(code.codeHash, hashEmailCode(config.jwtSecret, 'login', email, input.otp))) {
        return { refused: 'login_code_incorrect', message: AUTH_MESSAGES.loginCodeIncorrect, field: 'otp' };
      }
      // The right code: one of its password checks is taken before checking, so parallel requests cannot exceed them.
      const reserved = await repos.emailCodes.reserveAttempt(email, 'login', LOGIN_CODE.passwordChecks, now);
      if (reserved?.id !== code.id || reserved.codeHash !== code.codeHash) {
        await demandLoginCode(email, user);
        return { refused: 'login_code_required', message: AUTH_MESSAGES.loginCodeExpired };
      }
      // The hard bound: past it no password is checked, code or not (NIST SP 800-63B 5.2.2).
      const bounded = await loginGuessing.reserve(email, LOGIN_GUESSING.maxFailures);
      if (bounded.slot === undefined) throw tooMany(AUTH_MESSAGES.tooManyRequests(bounded.retryAfterSeconds), bounded.retryAfterSeconds);
      const signedIn = await checkPassword(user, email, input.password, ip, bounded.slot);
      await repos.emailCodes.consume(reserved.id, reserved.codeHash);
      return { signedIn };
    },

    async sessionUser(userId: number) {
      const user = await repos.users.findById(userId);
      if (!user) throw unauthenticated(AUTH_MESSAGES.authInvalid);
      return toUserSummary(user);
    },

    async logout(sessionId: string): Promise<{ message: string }> {
      await repos.sessions.revoke(sessionId, clock.now());
      return { message: AUTH_MESSAGES.loggedOut };
    },

    /**
     * ACC-12: queue a single-use link; ACC-10 keeps 'Username is Invalid.' (not found) for unknown addresses.
     * Reset mail has its own allowance per account and asking address, under a larger cap per account
     * (docs/decisions/009), charged only when a link is queued.
     */
    async forgotPassword(input: ForgotPasswordRequest, ip: string): Promise<{ message: string }> {
      const email = normaliseEmail(input.username);
      const user = await repos.users.findByEmail(email);
      if (!user) throw notFound(UI_MESSAGES.usernameInvalid, 'username');
      const token = generateResetToken();
      const now = clock.now();
      const link = `${config.siteUrl}${resetPasswordPath(token)}`;
      await repos.transaction(async (tx, txDb) => {
        await tx.resetTokens.replaceForUser(
          { userId: user.id, tokenHash: hashResetToken(token), expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000) },
          now,
        );
        const mail = passwordResetEmail({
          to: email,
          firstName: user.firstName,
          link,
          minutes: RESET_TOKEN_TTL_MINUTES,
          companyName: config.companyName,
        });
        const { replacedQueued } = await mailOutbox.enqueue(
          txDb,
          { kind: 'password-reset', supersedeKey: `reset:${user.id}`, ...mail },
          now,
        );
        if (replacedQueued === 0) {
          await limiterIn(txDb).consume(
            [RATE_LIMITS.resetMailPerAccountAndIp, `${user.id}|${ip}`],
            [RATE_LIMITS.resetMailPerAccount, String(user.id)],
          );
        }
      });
      return { message: UI_MESSAGES.resetLinkSent };
    },

    /** ACC-12: use the token once, set the password, end every session of the user, all or nothing. */
    async resetPassword(input: ResetPasswordRequest): Promise<{ message: string }> {
      const passwordHash = await hashPassword(input.new_password);
      const now = clock.now();
      await repos.transaction(async (tx) => {
        const userId = await tx.resetTokens.consume(hashResetToken(input.token), now);
        if (userId === undefined) throw invalid(UI_MESSAGES.resetInvalidToken, 'token');
        await tx.users.setPasswordHash(userId, passwordHash, now);
        await tx.sessions.revokeAllForUser(userId, now);
        await tx.resetTokens.deleteUnusedForUser(userId);
      });
      return { message: UI_MESSAGES.resetSuccess };
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
