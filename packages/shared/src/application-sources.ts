/**
 * Issue 25: where an application came from. The browser keeps the first and the last touch before applying
 * in session storage (no cookies, no third-party scripts) and sends them with the application; the server
 * stores both and counts the application under the first touch's source (`applications.source`).
 * docs/decisions/052, APP-15 to APP-17.
 */

/** The sources that are not a `utm_source` or a referring domain. */
export const BUILT_IN_SOURCES = ['direct', 'referral', 'job-alert'] as const;

/** APP-16: the longest value kept of each field; longer values are cut to this length, never refused. */
export const SOURCE_LIMITS = { source: 100, medium: 100, campaign: 100, referrerDomain: 253, landingPath: 300, ref: 40 } as const;

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
  /** A referral link's code (`?ref=`), when the touch came through one (REC-34). */
  ref?: string | null;
}

export interface ApplicationSourceTouches {
  first: ApplicationSourceTouch;
  last: ApplicationSourceTouch;
}

/** APP-15: the source an application is counted under: its first touch's ('referral' for a referral link). */
export const countedSource = (touches: ApplicationSourceTouches | null): string => touches?.first.source || 'direct';

/** APP-17: "linkedin / azure": the source and its campaign, or the source alone. */
export const sourceLabelOf = (source: string, campaign: string | null | undefined): string =>
  campaign ? `${source} / ${campaign}` : source;

/** APP-17: an application's label from its stored columns (the campaign of the first touch, the one counted). */
export const sourceLabel = (source: string, touches: ApplicationSourceTouches | null): string =>
  sourceLabelOf(source, touches?.first.source === source ? touches.first.campaign : null);

/**
 * REC-34: the referral code an application credits: the first touch's when it came through a referral link,
 * else the last touch's.
 */
export const referralCodeOf = (touches: ApplicationSourceTouches | null): string | null => touches?.first.ref || touches?.last.ref || null;

/** APP-15: a job link in a job-alert e-mail, marked so the application it leads to counts under 'job-alert'. */
export const jobAlertLink = (siteUrl: string, path: string) => `${siteUrl}${path}?utm_source=job-alert&utm_medium=email`;

/** REC-34: a referrer's personal link: the careers page (`path` '/'), or a job's page. */
export const referralLink = (siteUrl: string, path: string, code: string) => `${siteUrl}${path}?ref=${encodeURIComponent(code)}`;
