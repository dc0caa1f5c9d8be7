import {
  AUTH_MESSAGES,
  MOBILE_OTP_MAX_ATTEMPTS,
  MOBILE_OTP_TTL_SECONDS,
  PROFILE_MESSAGES,
  PROFILE_TERMS_MESSAGES,
  UI_MESSAGES,
  type GetOtpResponse,
  type ProfileTerms,
  type UpdateProfileTermsResponse,
  type MobileType,
  type UpdateUserDetailsResponse,
  type UserDetailsUpdate,
  type UserProfile,
  type VerifyMobileRequest,
} from '@careers/shared';
import type { AppConfig } from '../../platform/config/config.js';
import type { UserRow } from '../../platform/db/schema/accounts.js';
import type { Clock } from '../../platform/lib/clock.js';
import { conflict, invalid, tooMany, unauthenticated, unavailable } from '../../platform/lib/domain-error.js';
import { createRepositoryStore, type Db, type DbOrTx } from '../../platform/db/transactions.js';
import { generateEmailCode, hashMobileCode, sameHash } from '../../platform/lib/secrets.js';
import type { SmsSender } from '../../platform/sms/sms.js';
import { refreshTalentDocument } from '../talent/index.js';
import { syncContact } from './contact-sync.js';
import { toUserProfile } from './profile-repository.js';
import { createProfileRepositories } from './repositories.js';

/**
 * What follows every change of a candidate's profile details, in its transaction: the CRM's copy of the
 * contact (INT-3) and the talent pool's document (REC-10).
 */
export async function profileChanged(tx: DbOrTx, userId: number, now: Date): Promise<void> {
  await syncContact(tx, userId, now);
  await refreshTalentDocument(tx, userId, now);
}

export interface ProfileServiceDeps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'jwtSecret' | 'siteUrl' | 'companyName' | 'mobileOtpResendSeconds'>;
  sms: SmsSender;
  /**
   * REC-26 (docs/decisions/043): called in the terms' save transaction, so the recruiters' fits of the
   * candidate's applications follow their terms (the applications domain's; passed in at composition).
   */
  termsChanged?: (txDb: DbOrTx, userId: number, now: Date) => Promise<unknown>;
}

/** One of the profile's two numbers, as stored. */
interface ProfileNumber {
  type: MobileType;
  code: string;
  no: string;
  /** docs/decisions/039: the stored E.164 form, what the SMS sender gets ('+639171234567'). */
  e164: string;
  verified: boolean;
}

function profileNumbers(row: UserRow): ProfileNumber[] {
  return [
    {
      type: 'PrimaryMobileNoVerified',
      code: row.primaryMobileCode,
      no: row.primaryMobileNo,
      e164: row.primaryMobileE164 ?? '',
      verified: Boolean(row.primaryMobileVerifiedAt),
    },
    {
      type: 'SecondaryMobileNoVerified',
      code: row.secondaryMobileCode,
      no: row.secondaryMobileNo,
      e164: row.secondaryMobileE164 ?? '',
      verified: Boolean(row.secondaryMobileVerifiedAt),
    },
  ];
}

/** '+63 9171234567' or '+639171234567' against a stored number's E.164; the digits alone match its national part. */
function sameNumber(input: string, number: ProfileNumber): boolean {
  if (!number.no) return false;
  const compact = input.replace(/\s/g, '');
  return compact.startsWith('+') ? compact === number.e164 : compact === number.no;
}

const e164 = (number: ProfileNumber) => number.e164;
const notOnProfile = () => invalid(PROFILE_MESSAGES.mobileNotOnProfile, 'mobile');

/** PRO-12's profile calls: user details, and mobile verification by SMS (PRO-14, INT-2). */
export function createProfileService({ db, clock, config, sms, termsChanged }: ProfileServiceDeps) {
  const repos = createRepositoryStore(db, createProfileRepositories);
  const { profiles, mobileCodes: codes } = repos;
  const siteHost = new URL(config.siteUrl).host;

  async function requireRow(userId: number): Promise<UserRow> {
    const row = await profiles.find(userId);
    // The session named a user that is gone: the same answer as any dead session (ACC-13).
    if (!row) throw unauthenticated(AUTH_MESSAGES.authInvalid);
    return row;
  }

  return {
    async get(userId: number): Promise<UserProfile> {
      return toUserProfile(await requireRow(userId));
    },

    /** PATCH: one section's fields; the e-mail may be repeated but never changed (PRO-6). */
    async update(userId: number, update: UserDetailsUpdate): Promise<UpdateUserDetailsResponse> {
      if (update.section === 'personal' && update.email !== undefined) {
        const row = await requireRow(userId);
        if (update.email.toLowerCase() !== row.email) throw invalid(PROFILE_MESSAGES.emailNotEditable, 'email');
      }
      const now = clock.now();
      const row = await repos.transaction(async (tx, txDb) => {
        const updated = await tx.profiles.updateSection(userId, update, now);
        if (updated) await profileChanged(txDb, userId, now);
        return updated;
      });
      if (!row) throw unauthenticated(AUTH_MESSAGES.authInvalid);
      return { message: UI_MESSAGES.profileUpdated, profile: toUserProfile(row) };
    },

    /** PRO-20: the candidate's terms (empty when nothing is said). */
    async terms(userId: number): Promise<ProfileTerms> {
      const found = (await repos.terms.termsOf([userId])).get(userId);
      if (!found) throw unauthenticated(AUTH_MESSAGES.authInvalid);
      return found;
    },

    /**
     * PRO-20: replace the terms as a whole; the CRM's copy and the talent pool's document (which the
     * talent filters read, REC-10) follow in the same transaction, as for every profile save.
     */
    async saveTerms(userId: number, terms: ProfileTerms): Promise<UpdateProfileTermsResponse> {
      const now = clock.now();
      const saved = await repos.transaction(async (tx, txDb) => {
        if (!(await tx.terms.save(userId, terms, now))) return undefined;
        await profileChanged(txDb, userId, now);
        await termsChanged?.(txDb, userId, now);
        return (await tx.terms.termsOf([userId])).get(userId);
      });
      if (!saved) throw unauthenticated(AUTH_MESSAGES.authInvalid);
      return { message: PROFILE_TERMS_MESSAGES.saved, terms: saved };
    },

    /** The profile number a request names, and which of the two it is. */
    async findNumber(userId: number, mobile: string): Promise<ProfileNumber> {
      const row = await requireRow(userId);
      const matches = profileNumbers(row).filter((n) => sameNumber(mobile, n));
      if (!matches.length) throw notOnProfile();
      const unverified = matches.find((n) => !n.verified);
      if (!unverified) throw conflict(PROFILE_MESSAGES.mobileAlreadyVerified, 'mobile');
      return unverified;
    },

    /**
     * PRO-14 get-otp: a CSPRNG code, stored as an HMAC, 5 minutes, and a new one only after
     * the resend wait. The message is sent inside the transaction: if the provider refuses it,
     * no code is stored and the candidate may ask again at once.
     */
    async sendMobileCode(number: ProfileNumber, userId: number): Promise<GetOtpResponse> {
      const now = clock.now();
      const phone = e164(number);
      const resendAfterMs = config.mobileOtpResendSeconds * 1000;
      const code = generateEmailCode();
      await repos.transaction(async (tx) => {
        const txCodes = tx.mobileCodes;
        const stored = await txCodes.replaceIfResendAllowed(
          {
            userId,
            phone,
            codeHash: hashMobileCode(config.jwtSecret, userId, phone, code),
            expiresAt: new Date(now.getTime() + MOBILE_OTP_TTL_SECONDS * 1000),
          },
          now,
          resendAfterMs,
        );
        if (!stored) {
          const previous = await txCodes.find(userId, phone);
          const wait = Math.max(1, Math.ceil(((previous?.sentAt.getTime() ?? now.getTime()) + resendAfterMs - now.getTime()) / 1000));
          throw tooMany(PROFILE_MESSAGES.mobileResendWait(wait), wait, 'mobile');
        }
        try {
          await sms.send({
            to: phone,
            // The last line is the WebOTP format, so phones can offer the code for this site.
            body: `${code} is your ${config.companyName} verification code. It expires in ${MOBILE_OTP_TTL_SECONDS / 60} minutes.\n\n@${siteHost} #${code}`,
            outboxNotice: `mobile code for ${phone}: ${code}`,
          });
        } catch (error) {
          throw unavailable(PROFILE_MESSAGES.smsFailed, error);
        }
      });
      return {
        message: UI_MESSAGES.mobileOtpSent,
        resend_after_seconds: config.mobileOtpResendSeconds,
        expires_in_seconds: MOBILE_OTP_TTL_SECONDS,
      };
    },

    /** PRO-14 verify/mobile: the code of the number at mobile_type sets that flag to 'YES'. */
    async verifyMobile(userId: number, input: VerifyMobileRequest): Promise<{ message: string }> {
      const row = await requireRow(userId);
      const number = profileNumbers(row).find((n) => n.type === input.mobile_type);
      if (!number || !sameNumber(input.mobile, number)) throw notOnProfile();
      if (number.verified) throw conflict(PROFILE_MESSAGES.mobileAlreadyVerified, 'mobile');
      const phone = e164(number);
      const now = clock.now();
      const reserved = await codes.reserveAttempt(userId, phone, MOBILE_OTP_MAX_ATTEMPTS, now);
      if (!reserved) {
        const code = await codes.find(userId, phone);
        if (!code) throw invalid(PROFILE_MESSAGES.mobileNoCode, 'otp');
        throw invalid(code.attempts >= MOBILE_OTP_MAX_ATTEMPTS ? AUTH_MESSAGES.codeVoid : AUTH_MESSAGES.codeExpired, 'otp');
      }
      if (!sameHash(reserved.codeHash, hashMobileCode(config.jwtSecret, userId, phone, input.otp))) {
        const left = MOBILE_OTP_MAX_ATTEMPTS - reserved.attempts;
        throw invalid(left > 0 ? AUTH_MESSAGES.codeIncorrect(left) : AUTH_MESSAGES.codeVoid, 'otp');
      }
      await repos.transaction(async (tx) => {
        if (!(await tx.mobileCodes.consume(reserved.id, reserved.codeHash))) throw invalid(PROFILE_MESSAGES.mobileNoCode, 'otp');
        // The number was changed since the code was sent: the code proves nothing about the new one.
        if (!(await tx.profiles.markMobileVerified(userId, input.mobile_type, number, now))) throw notOnProfile();
      });
      return { message: UI_MESSAGES.mobileVerified };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
