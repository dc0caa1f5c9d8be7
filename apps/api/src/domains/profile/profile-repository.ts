import { and, eq, sql } from 'drizzle-orm';
import {
  checkMobile,
  joinDuration,
  PRESENT,
  resolveRegion,
  splitDuration,
  type MobileType,
  type UserDetailsUpdate,
  type UserProfile,
} from '@careers/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.js';
import { users, type UserRow } from '../../platform/db/schema/accounts.js';

/** dd-MM-yyyy (GEN-7) to the database's ISO date, and back. The schemas checked the text already. */
export const toIsoDate = (text: string): string | null => {
  const [dd, mm, yyyy] = text.split('-');
  return dd && mm && yyyy ? `${yyyy}-${mm}-${dd}` : null;
};
export const fromIsoDate = (iso: string | null): string => {
  if (!iso) return '';
  const [yyyy, mm, dd] = iso.split('-');
  return `${dd}-${mm}-${yyyy}`;
};

/** PRO-11's duration text from stored dates; nothing stored shows as an empty string. */
function durationText(start: string | null, end: string | null, ongoing = false): string {
  if (!start && !end && !ongoing) return '';
  return joinDuration(fromIsoDate(start), ongoing ? PRESENT : fromIsoDate(end));
}

/**
 * docs/decisions/039: a valid typed number as stored: its national digits ('0917 123 4567' is
 * '9171234567'), its code and its country (the one chosen, else the code's main one).
 */
export function storedNumber(code: string, region: string, typed: string): { no: string; code: string; region: string } {
  if (!typed || !code) return { no: typed, code, region: '' };
  const resolved = resolveRegion(code, region || undefined) ?? '';
  const checked = resolved ? checkMobile(resolved, typed) : undefined;
  return { no: checked?.ok ? checked.national : typed, code, region: resolved };
}

/** A stored number's country: numbers saved before countries were stored read as the code's main one. */
const regionOf = (code: string, region: string) => region || (code ? (resolveRegion(code) ?? '') : '');

/** PRO-12's current-user response from a users row. */
export function toUserProfile(row: UserRow): UserProfile {
  return {
    profile_photo: row.profilePhotoKey,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    PrimaryMobileNo: row.primaryMobileNo,
    PrimaryMobileNoVerified: row.primaryMobileVerifiedAt ? 'YES' : 'NO',
    PrimaryMobileNoCode: row.primaryMobileCode,
    PrimaryMobileNoRegion: regionOf(row.primaryMobileCode, row.primaryMobileRegion),
    PrimaryMobileNoE164: row.primaryMobileE164 ?? '',
    SecondaryMobileNo: row.secondaryMobileNo,
    SecondaryMobileNoVerified: row.secondaryMobileVerifiedAt ? 'YES' : 'NO',
    SecondaryMobileNoCode: row.secondaryMobileCode,
    SecondaryMobileNoRegion: regionOf(row.secondaryMobileCode, row.secondaryMobileRegion),
    SecondaryMobileNoE164: row.secondaryMobileE164 ?? '',
    PresentAddress: row.presentAddress,
    PermanentAddress: row.permanentAddress,
    WebsiteLink: row.websiteLink,
    LinkedinProfile: row.linkedinProfile,
    resume: row.resumeKey,
    resume_name: row.resumeName,
    JobTitle: row.jobTitle,
    Company: row.company,
    ExperienceDuration: durationText(row.experienceStart, row.experienceEnd, row.experienceOngoing),
    KeyAchievements: row.keyAchievements,
    Degree: row.degree,
    Institute: row.institute,
    EducationalDuration: durationText(row.educationStart, row.educationEnd),
    Specialization: row.specialization,
  };
}

/**
 * The columns one section writes. A changed number loses its verified flag (PRO-14) in the same
 * statement: SET expressions read the row as it was, so the comparison sees the old number.
 */
function sectionValues(update: UserDetailsUpdate) {
  switch (update.section) {
    case 'personal': {
      const keepIfSame = (column: AnyPgColumn, noColumn: AnyPgColumn, codeColumn: AnyPgColumn, no: string, code: string) =>
        sql<Date | null>`CASE WHEN ${noColumn} = ${no} AND ${codeColumn} = ${code} THEN ${column} ELSE NULL END`;
      const primary = storedNumber(update.PrimaryMobileNoCode, update.PrimaryMobileNoRegion, update.PrimaryMobileNo);
      const secondary = storedNumber(update.SecondaryMobileNoCode, update.SecondaryMobileNoRegion, update.SecondaryMobileNo);
      return {
        firstName: update.first_name,
        lastName: update.last_name,
        primaryMobileNo: primary.no,
        primaryMobileCode: primary.code,
        primaryMobileRegion: primary.region,
        primaryMobileVerifiedAt: keepIfSame(
          users.primaryMobileVerifiedAt,
          users.primaryMobileNo,
          users.primaryMobileCode,
          primary.no,
          primary.code,
        ),
        secondaryMobileNo: secondary.no,
        secondaryMobileCode: secondary.code,
        secondaryMobileRegion: secondary.region,
        secondaryMobileVerifiedAt: keepIfSame(
          users.secondaryMobileVerifiedAt,
          users.secondaryMobileNo,
          users.secondaryMobileCode,
          secondary.no,
          secondary.code,
        ),
      };
    }
    case 'address':
      return { presentAddress: update.PresentAddress, permanentAddress: update.PermanentAddress };
    case 'social':
      return { websiteLink: update.WebsiteLink, linkedinProfile: update.LinkedinProfile };
    case 'experience': {
      const { start, end } = splitDuration(update.ExperienceDuration);
      const ongoing = end === PRESENT;
      return {
        jobTitle: update.JobTitle,
        company: update.Company,
        experienceStart: toIsoDate(start),
        experienceEnd: ongoing ? null : toIsoDate(end),
        experienceOngoing: ongoing,
        keyAchievements: update.KeyAchievements,
      };
    }
    case 'education': {
      const { start, end } = splitDuration(update.EducationalDuration);
      return {
        degree: update.Degree,
        institute: update.Institute,
        educationStart: toIsoDate(start),
        educationEnd: toIsoDate(end),
        specialization: update.Specialization,
      };
    }
  }
}

const MOBILE_COLUMNS = {
  PrimaryMobileNoVerified: { no: users.primaryMobileNo, code: users.primaryMobileCode, verifiedAt: 'primaryMobileVerifiedAt' },
  SecondaryMobileNoVerified: { no: users.secondaryMobileNo, code: users.secondaryMobileCode, verifiedAt: 'secondaryMobileVerifiedAt' },
} as const;

/** A candidate's profile: the profile columns of their users row (PRO-12). */
export function createProfileRepository(db: DbOrTx) {
  return {
    async find(userId: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    /** One statement per save, so concurrent saves never leave a mix of two of them. */
    async updateSection(userId: number, update: UserDetailsUpdate, now: Date): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...sectionValues(update), updatedAt: now })
        .where(eq(users.id, userId))
        .returning();
      return row;
    },

    /**
     * PRO-14: set a number's verified flag, only if the profile still holds the number the code was
     * sent to (a save in between wins). False when it does not.
     */
    async markMobileVerified(userId: number, type: MobileType, phone: { code: string; no: string }, now: Date): Promise<boolean> {
      const columns = MOBILE_COLUMNS[type];
      const updated = await db
        .update(users)
        .set({ [columns.verifiedAt]: now, updatedAt: now })
        .where(and(eq(users.id, userId), eq(columns.no, phone.no), eq(columns.code, phone.code)))
        .returning({ id: users.id });
      return updated.length === 1;
    },

    /**
     * Point the profile at a newly stored file and answer the key it replaced. The row is locked
     * first, so two uploads at once each learn the key they really replaced (and remove only that).
     */
    async replaceFile(
      userId: number,
      file: { kind: 'photo' } | { kind: 'resume'; name: string },
      key: string,
      now: Date,
    ): Promise<string | undefined> {
      const [current] = await db
        .select({ photo: users.profilePhotoKey, resume: users.resumeKey })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!current) return undefined;
      if (file.kind === 'photo') {
        await db.update(users).set({ profilePhotoKey: key, updatedAt: now }).where(eq(users.id, userId));
        return current.photo;
      }
      await db.update(users).set({ resumeKey: key, resumeName: file.name, updatedAt: now }).where(eq(users.id, userId));
      return current.resume;
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
