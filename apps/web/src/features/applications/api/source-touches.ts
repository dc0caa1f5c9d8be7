import type { ApplicationSourceTouches } from '@careers/shared';

/** The key `lib/source-touches.ts` notes the touches under (the same text; its test checks both agree). */
const SOURCE_TOUCHES_KEY = 'nw-touches';

/** APP-15: the touches this tab kept (`lib/source-touches.ts` notes them on arrival), or null. */
export function readTouches(): ApplicationSourceTouches | null {
  try {
    return JSON.parse(sessionStorage.getItem(SOURCE_TOUCHES_KEY) ?? 'null') as ApplicationSourceTouches | null;
  } catch {
    return null;
  }
}

/** PRV-6: the touches are forgotten once an application has carried them. */
export function clearTouches(): void {
  try {
    sessionStorage.removeItem(SOURCE_TOUCHES_KEY);
  } catch {
    // Nothing kept.
  }
}
