import type { ZohoContact } from '../../platform/zoho/zoho-crm.js';
import { normaliseEmail } from '../../platform/lib/email.js';

export type { ZohoContact };

/** What the CRM is told about a candidate: PRO-12's profile fields; all but the account's own are optional. */
export interface CandidateProfile {
  email: string;
  first_name: string;
  last_name: string;
  PrimaryMobileNo?: string | null;
  PrimaryMobileNoCode?: string | null;
  SecondaryMobileNo?: string | null;
  SecondaryMobileNoCode?: string | null;
  PresentAddress?: string | null;
  PermanentAddress?: string | null;
  WebsiteLink?: string | null;
  LinkedinProfile?: string | null;
  JobTitle?: string | null;
  Company?: string | null;
  ExperienceDuration?: string | null;
  KeyAchievements?: string | null;
  Degree?: string | null;
  Institute?: string | null;
  EducationalDuration?: string | null;
  Specialization?: string | null;
}

/** Zoho's lengths for these fields: a longer value is refused as INVALID_DATA, so it is cut here. */
const LIMITS = {
  First_Name: 40,
  Last_Name: 80,
  Mobile: 30,
  Other_Phone: 30,
  Mailing_Street: 250,
  Other_Street: 250,
  Title: 100,
  Description: 32_000,
} as const;

const text = (value: string | null | undefined, limit: number): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : [...trimmed].slice(0, limit).join('');
};

const phone = (code: string | null | undefined, number: string | null | undefined) => {
  const digits = number?.trim();
  if (!digits) return null;
  return text(code?.trim() ? `${code.trim()} ${digits}` : digits, LIMITS.Mobile);
};

/** Standard Contact fields only, so the sync works on a CRM nobody has customised. */
export function toZohoContact(profile: CandidateProfile): ZohoContact {
  const line = (label: string, ...parts: (string | null | undefined)[]) => {
    const value = parts
      .map((p) => p?.trim())
      .filter(Boolean)
      .join(', ');
    return value ? `${label}: ${value}` : null;
  };
  const description = [
    line('Company', profile.Company),
    line('Experience', profile.ExperienceDuration),
    line('Key achievements', profile.KeyAchievements),
    line('Education', profile.Degree, profile.Institute, profile.Specialization),
    line('Education period', profile.EducationalDuration),
    line('LinkedIn', profile.LinkedinProfile),
    line('Website', profile.WebsiteLink),
  ].filter((l): l is string => l !== null);
  return {
    Email: normaliseEmail(profile.email),
    First_Name: text(profile.first_name, LIMITS.First_Name),
    // Zoho refuses a contact without a last name; an account always has one (PRO-6), the dash is a guard.
    Last_Name: text(profile.last_name, LIMITS.Last_Name) ?? '-',
    Mobile: phone(profile.PrimaryMobileNoCode, profile.PrimaryMobileNo),
    Other_Phone: phone(profile.SecondaryMobileNoCode, profile.SecondaryMobileNo),
    Mailing_Street: text(profile.PresentAddress, LIMITS.Mailing_Street),
    Other_Street: text(profile.PermanentAddress, LIMITS.Other_Street),
    Title: text(profile.JobTitle, LIMITS.Title),
    Description: text(description.join('\n'), LIMITS.Description),
  };
}
