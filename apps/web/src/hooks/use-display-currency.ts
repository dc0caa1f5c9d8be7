import { useCallback, useSyncExternalStore } from 'react';
import { isCandidateCurrency, type CandidateCurrency } from '@careers/shared';

/**
 * PUB-19 (docs/decisions/041): the currency a visitor reads pay in, besides the job's own. In order:
 *
 * 1. what the visitor chose with "Show pay in" (remembered in this browser; "Job's own currency" is a
 *    choice too, kept as 'none');
 * 2. the signed-in candidate's own currency, once something sets it with `setProfileDisplayCurrency`
 *    (their expected rate's, PRO-20: set by `app/profile-currency.tsx` for a signed-in candidate);
 * 3. the browser's language and region (`currencyForLocales`: en-IN → INR, fil → PHP, …);
 * 4. none: pay only as the job states it.
 */
export type DisplayCurrencySource = 'chosen' | 'profile' | 'locale' | 'none';

export interface DisplayCurrency {
  /** The currency to show approximate pay in; null: only the job's own. */
  currency: CandidateCurrency | null;
  source: DisplayCurrencySource;
  /** The visitor's choice (null: the job's own currency), remembered in this browser. */
  choose: (currency: CandidateCurrency | null) => void;
}

export const DISPLAY_CURRENCY_KEY = 'careers.display-currency';
const NONE = 'none';

/** The target countries' currencies by region (ISO 3166), and by language where the language alone says the country. */
const REGION_CURRENCY: Readonly<Record<string, CandidateCurrency>> = {
  IN: 'INR',
  PH: 'PHP',
  VN: 'VND',
  MY: 'MYR',
  ID: 'IDR',
  TH: 'THB',
  SG: 'SGD',
  LK: 'LKR',
  BD: 'BDT',
};
const LANGUAGE_CURRENCY: Readonly<Record<string, CandidateCurrency>> = {
  fil: 'PHP',
  vi: 'VND',
  ms: 'MYR',
  id: 'IDR',
  th: 'THB',
  si: 'LKR',
};

/**
 * The first of the browser's languages that names a target country: by its region (en-IN → INR,
 * en-SG → SGD, ta-LK → LKR, bn-BD → BDT), or for a language without a region, by the language where it
 * is one country's (fil → PHP, vi → VND, ms → MYR, id → IDR, th → THB, si → LKR). Tamil or Bengali
 * alone name no country; null when nothing matches.
 */
export function currencyForLocales(locales: readonly string[]): CandidateCurrency | null {
  for (const tag of locales) {
    let locale: Intl.Locale;
    try {
      locale = new Intl.Locale(tag);
    } catch {
      continue;
    }
    const byRegion = locale.region ? REGION_CURRENCY[locale.region] : undefined;
    if (byRegion) return byRegion;
    const byLanguage = locale.region ? undefined : LANGUAGE_CURRENCY[locale.language];
    if (byLanguage) return byLanguage;
  }
  return null;
}

const browserLocales = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages.length > 0 ? navigator.languages : [navigator.language];

/** The choice while this browser refuses storage (a blocked or full localStorage): it lasts as long as the page. */
let sessionChoice: string | null = null;
let profileCurrency: CandidateCurrency | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice.
  const onStorage = (event: StorageEvent) => {
    if (event.key === DISPLAY_CURRENCY_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function choiceSnapshot(): string | null {
  try {
    return window.localStorage.getItem(DISPLAY_CURRENCY_KEY) ?? sessionChoice;
  } catch {
    return sessionChoice;
  }
}
const profileSnapshot = () => profileCurrency;

/**
 * The seam for the signed-in candidate's own currency (their expected rate's, PRO-20): call it with the
 * currency once the profile is known, and with null on logout. It ranks below the visitor's own choice
 * and above the browser's locale.
 */
export function setProfileDisplayCurrency(currency: string | null): void {
  const next = currency !== null && isCandidateCurrency(currency) ? currency : null;
  if (next === profileCurrency) return;
  profileCurrency = next;
  notify();
}

/** The display currency from the stored choice, the profile's currency and the browser's locales (in that order). */
export function resolveDisplayCurrency(
  choice: string | null,
  profile: CandidateCurrency | null,
  locales: readonly string[],
): Pick<DisplayCurrency, 'currency' | 'source'> {
  if (choice === NONE) return { currency: null, source: 'chosen' };
  if (choice !== null && isCandidateCurrency(choice)) return { currency: choice, source: 'chosen' };
  if (profile) return { currency: profile, source: 'profile' };
  const byLocale = currencyForLocales(locales);
  return byLocale ? { currency: byLocale, source: 'locale' } : { currency: null, source: 'none' };
}

/** The display currency now, outside React (a prefetch decides from it whether to read the rates). */
export const readDisplayCurrency = (): Pick<DisplayCurrency, 'currency' | 'source'> =>
  resolveDisplayCurrency(choiceSnapshot(), profileCurrency, browserLocales());

/** PUB-19: the visitor's display currency and the way to choose it; every component using it follows a change at once. */
export function useDisplayCurrency(): DisplayCurrency {
  const choice = useSyncExternalStore(subscribe, choiceSnapshot, () => null);
  const profile = useSyncExternalStore(subscribe, profileSnapshot, () => null);
  const choose = useCallback((currency: CandidateCurrency | null) => {
    const value = currency ?? NONE;
    try {
      window.localStorage.setItem(DISPLAY_CURRENCY_KEY, value);
      sessionChoice = null;
    } catch {
      sessionChoice = value;
    }
    notify();
  }, []);
  return { ...resolveDisplayCurrency(choice, profile, browserLocales()), choose };
}
