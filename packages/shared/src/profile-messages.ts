/**
 * The profile's texts (PRO), apart from messages.ts so that the landing route, which loads
 * messages.ts, does not carry them (PUB-17: forms stay out of the landing JavaScript).
 */

/**
 * The profile texts that PRO-3 names (dialog titles, buttons, hints), kept character for
 * character (GEN-1), plus the card titles PRO-3 lists. '{section} Details' is PRO-3's title pattern.
 */
export const PROFILE_TEXTS = {
  dialogTitles: {
    personal: 'Personal Details',
    address: 'Address Details',
    social: 'Social Details',
    experience: 'Experience Details',
    education: 'Education Details',
  },
  cardTitles: {
    personal: 'Personal Details',
    address: 'Address Details',
    social: 'Social Details',
    experience: 'Professional Experience',
    education: 'Educational Qualification',
  },
  tabs: { profile: 'Profile', applied: 'Applied Jobs', saved: 'Saved Jobs', alerts: 'Job Alerts' },
  currentlyWorking: 'Currently working',
  verify: 'Verify',
  verified: 'Verified',
  verifyMobileTitle: 'Verify Mobile Number',
  otpSentTo: (mobile: string) => `Enter the 6-digit OTP sent to ${mobile}`,
  resendOtp: 'Resend OTP',
  resendOtpIn: (seconds: number) => `Resend OTP in ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
  uploadResumeTitle: 'Upload Resume',
  resumeHint: 'PDF upto 1MB',
  uploadResume: 'Upload Resume',
  changeResume: 'Change Resume',
  upload: 'Upload',
  view: 'View',
  editPhotoTitle: 'Edit Profile Image',
  /** The banner's photo button (PRO-2: a click on the photo opens the photo editor). */
  editPhoto: 'Edit profile image',
  photoHint: 'PNG, JPG, JPEG up to 1MB',
  saveChanges: 'Save Changes',
  cancel: 'Cancel',
  save: 'Save',
} as const;

/**
 * The profile API's own answers (PRO-14, ACC-17, PRO-18): not fixed texts (GEN-1), but one place so the server,
 * the browser and the tests agree on them.
 */
export const PROFILE_MESSAGES = {
  emailNotEditable: 'Email cannot be changed.',
  diallingCodeInvalid: 'Choose a dialling code from the list',
  startDateFormat: 'Start date must be a date in the form dd-MM-yyyy',
  endDateFormat: 'End date must be a date in the form dd-MM-yyyy',
  durationFormat: (field: string) => `${field} must look like dd-MM-yyyy - dd-MM-yyyy`,
  // PRO-18: the photo's messages follow PRO-16's resume wording.
  photoRequired: 'Profile image is required',
  photoType: 'Only PNG, JPG, and JPEG images are accepted',
  photoSize: 'File size must be less than 1MB',
  notMultipart: 'Send the file as multipart/form-data.',
  storageFailed: 'We could not store the file right now. Please try again in a few minutes.',
  /** docs/decisions/010: 413 when a file would take an account past its storage allowance. */
  storageQuotaExceeded: (megabytes: number) =>
    `Your account has reached its ${megabytes} MB of storage for files and drafts. Upload a smaller file, or discard drafts you no longer need (their files are removed within a day).`,
  mobileInvalid: 'Enter the mobile number as digits, optionally after its dialling code (+91 9876543210)',
  /**
   * docs/decisions/039: a country whose mobiles are not 10 digits gets its own length (a 10-digit country keeps
   * SPEC's 'must be exactly 10 digits'); `field` is 'Primary mobile number', 'Secondary mobile number' or 'Mobile number'.
   */
  mobileLength: (field: string, lengthWords: string, country: string) => `${field} must be ${lengthWords} for ${country}`,
  /** docs/decisions/039: the length fits but libphonenumber knows no such number in the country. */
  mobileNotValid: (field: string, country: string) => `${field} is not a valid mobile number for ${country}`,
  mobileTypeInvalid: "mobile_type must be 'PrimaryMobileNoVerified' or 'SecondaryMobileNoVerified'",
  mobileNotOnProfile: 'This mobile number is not on your profile. Save it in Personal Details first.',
  mobileAlreadyVerified: 'This mobile number is already verified.',
  mobileNoCode: 'No OTP is waiting for this number. Request a new OTP.',
  mobileResendWait: (seconds: number) => `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting a new OTP.`,
  smsFailed: 'We could not send the text message right now. Please try again in a few minutes.',
  noResume: 'No resume has been uploaded yet.',
  fileNotFound: 'File not found.',
} as const;
