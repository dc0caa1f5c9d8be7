import { eq } from 'drizzle-orm';
import type { ApplicationDetails } from '@careers/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { passwordResetTokens, sessions, users } from '../../platform/db/schema/accounts.js';
import { applicationDrafts, applicationFiles, applications, savedJobs } from '../../platform/db/schema/applications.js';
import { mobileCodes, profileSkills } from '../../platform/db/schema/profile.js';
import { fileTexts, talentConsentEvents, talentDocumentBodies, talentDocuments } from '../../platform/db/schema/talent.js';

/**
 * PRV-4 (docs/decisions/018): the statements of an account deletion, run in the caller's transaction.
 * The user row stays as a tombstone (the applications reference it); everything personal goes.
 */
export function createAccountDeletionRepository(db: DbOrTx) {
  return {
    /** Every storage key the candidate's rows name: profile photo, resume, application CVs and photos. */
    async storageKeysOf(userId: number): Promise<string[]> {
      const [user] = await db.select({ photo: users.profilePhotoKey, resume: users.resumeKey }).from(users).where(eq(users.id, userId));
      const files = await db.select({ key: applicationFiles.storageKey }).from(applicationFiles).where(eq(applicationFiles.userId, userId));
      return [user?.photo ?? '', user?.resume ?? '', ...files.map((f) => f.key)].filter(Boolean);
    },

    /**
     * Remove the candidate's rows, anonymise their applications and turn the user row into a tombstone.
     * Answers false when the account was already deleted (a second request racing the first).
     */
    async erase(
      userId: number,
      tombstone: { email: string; passwordHash: string },
      anonymisedDetails: ApplicationDetails,
      now: Date,
    ): Promise<boolean> {
      const [locked] = await db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId)).for('update');
      if (!locked || locked.deletedAt) return false;
      await db.delete(sessions).where(eq(sessions.userId, userId));
      await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
      await db.delete(mobileCodes).where(eq(mobileCodes.userId, userId));
      await db.delete(profileSkills).where(eq(profileSkills.userId, userId));
      await db.delete(applicationDrafts).where(eq(applicationDrafts.userId, userId));
      await db.delete(savedJobs).where(eq(savedJobs.userId, userId));
      await db.delete(applicationFiles).where(eq(applicationFiles.userId, userId));
      await db.delete(fileTexts).where(eq(fileTexts.userId, userId));
      await db.delete(talentConsentEvents).where(eq(talentConsentEvents.userId, userId));
      await db.delete(talentDocumentBodies).where(eq(talentDocumentBodies.userId, userId));
      await db.delete(talentDocuments).where(eq(talentDocuments.userId, userId));
      // APP-11, REC-27: the screening answers go with the details (they are the candidate's words). PRV-6: the
      // touches go too (landing pages, times, campaigns); the source key and the referrer stay for the counts.
      await db
        .update(applications)
        .set({ details: anonymisedDetails, screeningAnswers: [], doesNotMeet: [], sourceTouches: null, updatedAt: now })
        .where(eq(applications.userId, userId));
      await db
        .update(users)
        .set({
          email: tombstone.email,
          passwordHash: tombstone.passwordHash,
          firstName: '',
          lastName: '',
          emailVerifiedAt: null,
          privacyNoticeVersion: null,
          privacyNoticeShownAt: null,
          primaryMobileNo: '',
          primaryMobileCode: '',
          primaryMobileRegion: '',
          primaryMobileVerifiedAt: null,
          secondaryMobileNo: '',
          secondaryMobileCode: '',
          secondaryMobileRegion: '',
          secondaryMobileVerifiedAt: null,
          presentAddress: '',
          permanentAddress: '',
          websiteLink: '',
          linkedinProfile: '',
          jobTitle: '',
          company: '',
          experienceStart: null,
          experienceEnd: null,
          experienceOngoing: false,
          keyAchievements: '',
          degree: '',
          institute: '',
          educationStart: null,
          educationEnd: null,
          specialization: '',
          profilePhotoKey: '',
          resumeKey: '',
          resumeName: '',
          // PRO-20's terms.
          expectedRateMin: null,
          expectedRateCurrency: null,
          expectedRateUnit: null,
          availableFrom: null,
          hoursPerWeek: null,
          noticePeriodWeeks: null,
          countryOfResidence: null,
          timeZone: null,
          // APP-13 (docs/decisions/049): the browser's last known zone goes too.
          browserTimeZone: null,
          lastLoginAt: null,
          retentionWarnedAt: null,
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, userId));
      return true;
    },
  };
}
export type AccountDeletionRepository = ReturnType<typeof createAccountDeletionRepository>;
