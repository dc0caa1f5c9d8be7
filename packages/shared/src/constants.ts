/** The business constants and limits the product fixes (GEN-1). */
export const CAREERS_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 50;
/**
 * PUB-15: GET /api/getJobOpenings without `page`/`pageSize` answers every open job (a client that
 * pages in the browser), newest first, up to this ceiling; `total` counts them all.
 */
export const JOB_OPENINGS_UNPAGED_MAX = 1000;
export const DETAIL_PAGE_JOB_CARDS = 3;
export const JOB_SNIPPET_LENGTH = 45;
export const COPIED_NOTICE_MS = 1500;
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 2200;
export const UNAUTHORIZED_TOAST_MS = 5000;
/** GEN-8: the first of the two observed durations. */
export const DEFAULT_TOAST_MS = 3000;
export const PASSWORD_TOAST_MS = 5000;
/** APP-6: an unsaved job's toast stays long enough to reach its Undo (it also pauses while hovered or focused). */
export const UNDO_TOAST_MS = 8000;
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  userDetails: 'user_details',
  fullName: 'full_name',
} as const;
export const OTP_LENGTH = 6;
export const MOBILE_OTP_RESEND_SECONDS = 60;
/** PRO-14: a mobile code lives 5 minutes and dies after 5 wrong tries. */
export const MOBILE_OTP_TTL_SECONDS = 5 * 60;
export const MOBILE_OTP_MAX_ATTEMPTS = 5;
export const EMAIL_OTP_RESEND_SECONDS = 60;
export const MOBILE_NUMBER_LENGTH = 10;
export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const ADDRESS_MIN = 10;
export const ADDRESS_MAX = 200;
export const JOB_TITLE_MIN = 2;
export const DEGREE_MIN = 2;
export const COMPANY_MIN = 5;
export const INSTITUTE_MIN = 10;
export const SPECIALIZATION_MIN = 3;
export const KEY_ACHIEVEMENTS_MIN = 10;
export const TEXT_MAX = 200;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const RESUME_MAX_BYTES = 1024 * 1024;
export const PROFILE_PHOTO_MAX_BYTES = 1024 * 1024;
export const APPLICATION_CV_MAX_BYTES = 5 * 1024 * 1024;
export const APPLICATION_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const RESUME_MODAL_FAILURE_CLOSE_MS = 1500;
/** PRO-19: uploaded files are read from this fixed path, prefixed to the stored path (e.g. 'photos/ab12….png'). */
export const UPLOADS_PATH = '/uploads';
export const COUNTRY_CODE_DROPDOWN_MAX_HEIGHT_PX = 200;
export const CAROUSEL = {
  autoplayDelayMs: 3000,
  speedMs: 3000,
  spaceBetweenPx: 20,
  /** PUB-5: 1 slide below 1024 px, 2 from 1024 px, 3 from 1400 px. */
  breakpoints: { 320: 1, 1024: 2, 1400: 3 },
} as const;
export const TESTIMONIAL_RATING = 5;
export const DATE_FORMAT = 'dd-MM-yyyy';
export const PRESENT = 'Present';
export const JOB_DESCRIPTION_MAX = 50_000;

/** PRO-15: the 23 country dialling codes, in the listed order (the empty slot once observed is a defect we drop). */
export const DIALLING_CODES = [
  '+1',
  '+44',
  '+61',
  '+91',
  '+86',
  '+81',
  '+49',
  '+33',
  '+39',
  '+55',
  '+7',
  '+82',
  '+52',
  '+27',
  '+966',
  '+971',
  '+65',
  '+92',
  '+880',
  '+62',
  '+90',
  '+20',
  '+234',
] as const;

/** PUB-6 / PUB-7: the careers filter options. */
export const JOB_CATEGORIES = ['Microsoft Cloud', 'Security', 'Devops', 'Infrastructure experts'] as const;
export const JOB_TYPES = ['Freelance', 'Part-time', 'Full-time'] as const;
export const JOB_STATUSES = ['open', 'closed'] as const;

/** REC-1, REC-8: an account is a candidate's, a recruiter's or an admin's (a recruiter who also manages the team). */
export const USER_ROLES = ['candidate', 'recruiter', 'admin'] as const;
/** REC-8: the one place that says who works in the recruiter area: recruiters and admins. */
export const RECRUITER_AREA_ROLES = ['recruiter', 'admin'] as const;
export type RecruiterAreaRole = (typeof RECRUITER_AREA_ROLES)[number];
export const isRecruiterAreaRole = (role: string | undefined): role is RecruiterAreaRole =>
  RECRUITER_AREA_ROLES.some((areaRole) => areaRole === role);

/** APP-2 / APP-1: the application form's modes; 'linkedin' lets a LinkedIn profile URL stand in for the CV. */
export const APPLICATION_MODES = ['standard', 'linkedin'] as const;
/** APP-2: Educational Qualification's degrees and Professional Certifications' courses. */
export const DEGREES = ['bachelors', 'masters', 'phd'] as const;
export const CERTIFICATION_COURSES = ['aws', 'azure', 'gcp'] as const;
/** Bounds on the repeatable parts of an application (a form, not a file store). */
export const APPLICATION_MAX_FILES = 5;
export const APPLICATION_MAX_ENTRIES = 10;
export const APPLICATION_MAX_MOBILES = 4;
export const APPLICATION_MAX_LINKS = 10;
/** REC-1: a recruiter's "set your password" link is a reset link that lives longer than ACC-12's 30 minutes. */
export const RECRUITER_INVITE_TTL_HOURS = 72;
/** ALR-7: an anonymous job alert's confirmation link works this many days; unconfirmed, the alert is then deleted. */
export const JOB_ALERT_CONFIRM_DAYS = 7;
