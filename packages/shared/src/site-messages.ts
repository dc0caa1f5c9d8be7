/**
 * The public site's fixed texts (GEN-1, GEN-10, PUB-4): toasts and inline texts, page texts and the landing
 * page's lists. Apart from the form and account messages (`./messages.ts`): the landing route renders these
 * at once, and its initial JS has a budget (PUB-17), so what only the forms and the API need stays out of it.
 */
/** GEN-1's toast and inline texts. */
export const UI_MESSAGES = {
  unauthorized: 'Unauthorized Access ! Redirecting you to login page...',
  noJobsFound: 'No Jobs Found.',
  loadingJobs: 'Loading job listings...',
  loadingJobDetails: 'Loading job details...',
  usernameInvalid: 'Username is Invalid.',
  somethingWentWrong: 'Something went wrong. Please try again after sometime.',
  resetLinkFailed: 'Failed to send reset link.',
  resetLinkSent: 'Password reset instructions sent to your email.',
  resetInvalidToken: 'Invalid request or token is expired.',
  resetGenericFailure: 'Password reset failed. Please try again.',
  resetTokenMissing: 'Invalid or missing token.',
  resetSuccess: 'Password reset successful. Please login.',
  registrationFailed: 'Registration failed',
  otpVerificationFailed: 'OTP verification failed',
  missingSignupState: 'Missing email or password. Please sign up again.',
  registered: 'User Registered Successfully',
  loginFailed: 'Login failed',
  loginSuccess: 'Login successful!',
  mobileOtpSendFailed: 'Failed to send OTP on your mobile number',
  mobileOtpSent: 'OTP sent to your mobile number',
  mobileVerifyFailed: 'Failed to verify mobile number',
  mobileVerified: 'Mobile number verified successfully',
  profileUpdated: 'Profile updated successfully',
  profileUpdateFailed: 'Failed to update profile',
  resumeUploaded: 'Success ! Resume updated.',
  photoUploaded: 'Success ! Profile image updated !',
  uploadFailed: 'Failed ! Please try again later.',
  copied: 'Copied!',
  // Our own wording (added in the style of GEN-1): APP-6's Save job asks an anonymous visitor to sign in first.
  signInToSaveJobs: 'Sign in to save jobs',
  // Our own wording, GEN-13 (docs/decisions/028): under an error toast, the failed request's id to quote to support.
  errorReference: 'Reference:',
} as const;

/** Fixed page texts (GEN-10). */
export const PAGE_TEXTS = {
  tagline: 'home of experts. hidden expertise.',
  jobLocationLine: 'Remote-first / EU / Switzerland',
  notFoundTitle: 'Page Not Found',
  notFoundText: 'The page you are looking for does not exist, has been moved, or is temporarily unavailable.',
  backToHome: 'Back to Home',
  currentJobOpenings: (count: number) => `Current Job Openings (${count})`,
  /** PUB-9: the heading while the count is not known (loading, or the list failed): never "(0)". */
  currentJobOpeningsUncounted: 'Current Job Openings',
  /** PUB-9: under SPEC's 'No Jobs Found.' when the list failed to load (not when nothing matched). */
  jobListFailed: 'The job list could not be loaded.',
  jobListRetry: 'Try again',
  /** Said to screen readers while a page's code loads on a direct visit (the router's HydrateFallback). */
  loadingPage: 'Loading page…',
  cantFindRole: "Can't find a role?",
  shareThisJob: 'Share this job',
  viewAllJobOpenings: 'View all job openings',
  testimonialsHeading: 'What they say?',
  whyFreelancersChoose: 'Why Freelancers choose',
  whoAreWe: 'Who are we?',
  // PUB-3, PUB-4, PUB-6, PUB-11, PUB-12 labels used by the public site.
  exploreCareers: 'Explore Careers',
  aboutUs: 'About Us',
  ourValues: 'Our Values',
  freelancerFaqs: 'Freelancer FAQs',
  applyNow: 'Apply Now',
  applyWithLinkedIn: 'Apply with LinkedIn',
  saveJob: 'Save job',
  shareJob: 'Share job',
} as const;

/**
 * PUB-4: the landing page's fixed lists. Their descriptions are our own copy (GEN-4) and live
 * in the web app's landing content module, which pairs each entry here with its text.
 */
export const LANDING_TEXTS = {
  services: [
    'Microsoft Cloud & Security Solutions',
    'IT & Cloud Consulting',
    'Staff Leasing for Specialized Freelancers',
    'Cybersecurity & Compliance Services',
    'Cloud Migrations & Modern Work',
  ],
  benefits: [
    'Global Microsoft Cloud projects (Switzerland, Germany, EU)',
    '100% remote-first opportunities',
    'Flexible billing models (hourly/monthly/project)',
    'Transparent contracts and timely payments',
    'Local support for Indian and Southeast Asian freelancers',
    'Long-term engagements and continuous work',
    'Work with certified Microsoft Partners',
    'Career coaching and growth path support',
  ],
  values: ['Client focused', 'Global collaboration', 'Mutual growth', 'Integrity first', 'Shared vision'],
  /** PUB-5: the five testimonial titles, in order. */
  testimonialTitles: ['PMO', 'Azure Architect', 'M365 SME', 'M365 SME', 'Azure SME'],
  /** PUB-13: the share dialog's targets. */
  shareTargets: { facebook: 'Facebook', twitter: 'Twitter', linkedin: 'LinkedIn', email: 'Email' },
} as const;
