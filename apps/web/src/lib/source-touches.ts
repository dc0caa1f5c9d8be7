import type { ApplicationSourceTouch, ApplicationSourceTouches } from '@careers/shared';

/**
 * The session-storage key of the touches; `features/applications/api/source-touches.ts` reads the same one
 * (spelt out in both: importing one from the other would add a chunk to the landing's initial list).
 */
export const SOURCE_TOUCHES_KEY = 'nw-touches';

/**
 * APP-15 (docs/decisions/052): on every full page load, note how the visitor arrived: a referral link
 * (`?ref=`), a `utm_source` (a feed, a job-alert e-mail, a campaign), another site's link (its domain), or
 * direct. The first touch stays; the last one is replaced by each new arrival. Session storage only: no
 * cookie, gone when the tab closes or once an application has carried it. Loaded after the first render
 * (`app/toasts.tsx`), outside the landing route's initial JS.
 */
export function noteTouch(): void {
  try {
    const q = new URLSearchParams(location.search);
    const from = document.referrer && new URL(document.referrer).host;
    const site = from && from !== location.host ? from.replace(/^www\./, '') : null;
    const ref = q.get('ref');
    const utm = q.get('utm_source');
    const kept = JSON.parse(sessionStorage.getItem(SOURCE_TOUCHES_KEY) ?? 'null') as ApplicationSourceTouches | null;
    if (!ref && !utm && !site && kept) return;
    const touch: ApplicationSourceTouch = {
      source: ref ? 'referral' : (utm?.toLowerCase() ?? site ?? 'direct'),
      medium: q.get('utm_medium'),
      campaign: q.get('utm_campaign'),
      referrerDomain: site,
      landingPath: location.pathname,
      at: new Date().toISOString(),
      ref,
    };
    sessionStorage.setItem(SOURCE_TOUCHES_KEY, JSON.stringify({ first: kept?.first ?? touch, last: touch }));
  } catch {
    // No session storage (a private window may refuse it): the application is sent without touches ('direct').
  }
}
