/**
 * Issue 25: where an application came from. The browser keeps the first and the last touch before applying
 * in session storage (no cookies, no third-party scripts) and sends them with the application; the server
 * stores both and counts the application under the first touch's source (`applications.source`).
 */

/** The sources that are not a `utm_source` or a referring domain. */
export const BUILT_IN_SOURCES = ['direct', 'referral', 'job-alert'] as const;

/** One touch: how a visitor arrived on the site. */
export interface ApplicationSourceTouch {
  /** The source key: a lowercased `utm_source`, a referring site's domain, or one of BUILT_IN_SOURCES. */
  source: string;
  medium: string | null;
  campaign: string | null;
  /** The referring site's domain, when the browser gave one. */
  referrerDomain: string | null;
  /** The path the visitor landed on (no query string). */
  landingPath: string;
  /** ISO 8601 instant the touch happened (the browser's clock; for display only). */
  at: string;
}

export interface ApplicationSourceTouches {
  first: ApplicationSourceTouch;
  last: ApplicationSourceTouch;
}
