import {
  DEGREES,
  PRESENT,
  splitDuration,
  type ApplicationFields,
  type ApplicationMode,
  type EducationEntry,
  type ExperienceEntry,
  type UserProfile,
} from '@careers/shared';

/** An empty form: repeatable sections start empty (APP-2); one mobile number row is always there. */
export const emptyFields = (mode: ApplicationMode): ApplicationFields => ({
  mode,
  cv_files: [],
  photo_files: [],
  first_name: '',
  last_name: '',
  mobiles: [{ code: '', number: '' }],
  linkedin_profile: '',
  additional_links: [],
  present_address: '',
  permanent_address: '',
  same_as_present: false,
  experience: [],
  education: [],
  certifications: [],
});

/** The profile's free-text degree as one of the form's three, when it clearly is one. */
function degreeOf(text: string): EducationEntry['degree'] {
  const t = text.toLowerCase();
  if (/\b(ph\.? ?d|doctor)/.test(t)) return 'phd';
  if (/\bmaster|\bm\.? ?(sc|tech|e|a|ba|ca)\b/.test(t)) return 'masters';
  if (/\bbachelor|\bb\.? ?(sc|tech|e|a|com|ca)\b/.test(t)) return 'bachelors';
  return DEGREES.find((degree) => degree === t) ?? '';
}

const yearOf = (date: string) => /^\d{2}-\d{2}-(\d{4})$/.exec(date)?.[1] ?? '';

/** APP-1: what the profile (PRO-12's user details) already says, in the form's shape. */
export function fieldsFromProfile(mode: ApplicationMode, p: UserProfile): ApplicationFields {
  const mobiles = [{ code: p.PrimaryMobileNoCode, number: p.PrimaryMobileNo, region: p.PrimaryMobileNoRegion }];
  if (p.SecondaryMobileNo) mobiles.push({ code: p.SecondaryMobileNoCode, number: p.SecondaryMobileNo, region: p.SecondaryMobileNoRegion });
  const experience: ExperienceEntry[] = [];
  if (p.JobTitle || p.Company) {
    const { start, end } = splitDuration(p.ExperienceDuration);
    experience.push({
      job_title: p.JobTitle,
      company: p.Company,
      start_date: start,
      end_date: end,
      current: end === PRESENT,
      key_achievements: p.KeyAchievements,
    });
  }
  const education: EducationEntry[] = [];
  if (p.Degree || p.Institute) {
    const { start, end } = splitDuration(p.EducationalDuration);
    education.push({
      degree: degreeOf(p.Degree),
      institution: p.Institute,
      start_year: yearOf(start),
      end_year: yearOf(end),
      specialization: p.Specialization,
    });
  }
  const same = Boolean(p.PresentAddress) && p.PresentAddress === p.PermanentAddress;
  return {
    ...emptyFields(mode),
    first_name: p.first_name,
    last_name: p.last_name,
    mobiles,
    linkedin_profile: p.LinkedinProfile,
    additional_links: p.WebsiteLink ? [{ url: p.WebsiteLink }] : [],
    present_address: p.PresentAddress,
    permanent_address: same ? '' : p.PermanentAddress,
    same_as_present: same,
    experience,
    education,
  };
}

/** Enough to pre-fill the names when the profile could not be read. */
export interface SessionNames {
  first_name: string;
  last_name: string;
}

/**
 * The form's first values: a saved draft for this job wins (APP-4: coming back restores it);
 * otherwise the candidate's profile pre-fills it (the names from the session if the profile is
 * unavailable). The mode is the link the candidate followed (Apply Now or Apply with LinkedIn).
 */
export function initialFields(
  mode: ApplicationMode,
  draft: ApplicationFields | null,
  profile: UserProfile | null,
  names: SessionNames | null,
): ApplicationFields {
  if (draft) return { ...draft, mode, mobiles: draft.mobiles.length ? draft.mobiles : [{ code: '', number: '' }] };
  if (profile) return fieldsFromProfile(mode, profile);
  return { ...emptyFields(mode), first_name: names?.first_name ?? '', last_name: names?.last_name ?? '' };
}
