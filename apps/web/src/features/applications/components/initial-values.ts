import type { ApplicationFields, ApplicationMode } from '@careers/shared';

/** What the form can be pre-filled from (D14): the candidate's own details. */
export interface PrefillSource {
  first_name: string;
  last_name: string;
}

/** An empty form: repeatable sections start empty (SPEC 2.13); one mobile number row is always there. */
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

/**
 * The form's first values: a saved draft for this job wins (D14: coming back restores it);
 * otherwise the candidate's details pre-fill it. The mode is the link the candidate followed
 * (Apply Now or Apply with LinkedIn), whatever the draft had.
 */
export function initialFields(mode: ApplicationMode, draft: ApplicationFields | null, source: PrefillSource | null): ApplicationFields {
  if (draft) return { ...draft, mode, mobiles: draft.mobiles.length ? draft.mobiles : [{ code: '', number: '' }] };
  const fields = emptyFields(mode);
  if (!source) return fields;
  return { ...fields, first_name: source.first_name, last_name: source.last_name };
}
