import {
  getOtpResponseSchema,
  getOtpSchema,
  updateUserDetailsResponseSchema,
  updateUserDetailsSchema,
  uploadResponseSchema,
  userProfileSchema,
  verifyMobileSchema,
} from '../../schemas/profile.js';
import { messageResponseSchema } from '../../schemas/common.js';
import { profileTermsResponseSchema, profileTermsSchema, updateProfileTermsResponseSchema } from '../../schemas/profile-terms.js';
import { UPLOAD_KINDS } from '../../uploads.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `profile.ts`: SPEC's PascalCase profile fields (PRO-12) as they are. */
export const profileSchemas = {
  getUserDetails: {
    summary: "The signed-in candidate's profile (PRO-12); profile_photo and resume are paths under /uploads",
    response: { 200: userProfileSchema },
  },
  updateUserDetails: {
    summary: "Save one section's fields (PRO-12); durations as 'dd-MM-yyyy - dd-MM-yyyy' or '… - Present'",
    description:
      'Send only the edited section’s fields. The five sections’ fields are disjoint, so they name the section; ' +
      '`section` (personal, address, social, experience, education) may be sent too. Fields of two sections, or of none, get a 400 naming them.',
    // PRO-8's "not after today" by the server's clock (`app.clock`), read when each request is checked.
    body: updateUserDetailsSchema,
    response: { 200: updateUserDetailsResponseSchema },
  },
  sendMobileOtp: {
    summary: 'Text a 6-digit code to one of the profile’s numbers (PRO-14: 5 minutes, 5 tries, resend after 60 s)',
    body: getOtpSchema,
    response: { 200: getOtpResponseSchema },
  },
  verifyMobile: {
    summary: "Check a texted code; sets PrimaryMobileNoVerified or SecondaryMobileNoVerified to 'YES'",
    body: verifyMobileSchema,
    response: { 200: messageResponseSchema },
  },
  uploadResume: {
    summary: `Upload the resume (PDF, DOC or DOCX), up to 1 MB, as multipart field '${UPLOAD_KINDS.resume.field}'; the type is decided by content (PRO-18)`,
    upload: UPLOAD_KINDS.resume,
    response: { 200: uploadResponseSchema },
  },
  uploadProfilePhoto: {
    summary: `Upload the profile photo (PNG or JPEG), up to 1 MB, as multipart field '${UPLOAD_KINDS.profile_photo.field}'; the type is decided by content (PRO-18)`,
    upload: UPLOAD_KINDS.profile_photo,
    response: { 200: uploadResponseSchema },
  },
  getProfileTerms: {
    summary: "The candidate's skills, expected rate, availability, country of residence and time zone (PRO-20)",
    response: { 200: profileTermsResponseSchema },
  },
  updateProfileTerms: {
    summary: "Replace the candidate's terms as a whole (PRO-20): skills from the catalogue with years, the rate in minor units",
    description:
      'Skills are ids of the skills catalogue, each once, with years 0–50 or null; `expected_rate.min` is an integer in the ' +
      'minor units of a candidate currency per hour, day, month or year; a field left out or null is not said.',
    body: profileTermsSchema,
    response: { 200: updateProfileTermsResponseSchema },
  },
} satisfies SchemaTable;
