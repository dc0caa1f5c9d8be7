/**
 * The footer's link to the privacy notice, on every public page. A module of its own: the landing
 * route's entry holds whole modules of this package, so taking it from privacy-messages.ts would carry
 * all of PRIVACY_TEXTS there (PUB-17's 120 KB budget).
 */
export const PRIVACY_FOOTER_LINK = 'Privacy notice';
