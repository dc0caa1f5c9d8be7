import {
  countryName,
  diallingCountries,
  formatInternational,
  lengthWords,
  mobileLengths,
  regionForCode,
  resolveRegion,
  type DiallingCountry,
} from '@careers/shared';

/**
 * PRO-15's country list (docs/decisions/039): the 23 codes' countries first, then every other
 * country. Built on first use: only the pages with a mobile number (profile, application form,
 * recruiter workspace) load libphonenumber's `min` metadata, never the landing page.
 */
export const diallingOptions = (): readonly DiallingCountry[] => diallingCountries();

/**
 * The country a number was given with, for people: its region when stored ('PH': 'Philippines'),
 * else the code's own country, or the code itself when several countries share it ('+1') and the
 * number was stored before countries were. The one lookup of the profile, the form and the workspace.
 */
export function countryOf(code: string | null, region?: string | null): string | null {
  if (region) return countryName(region);
  if (!code) return null;
  const main = resolveRegion(code);
  if (!main) return code;
  const shared = diallingCountries().filter((c) => c.code === code).length > 1;
  return shared ? code : countryName(main);
}

/** The region a stored pair means (the code's main country for numbers stored without one). */
export const regionOf = (code: string, region = ''): string => region || (code ? (regionForCode(code) ?? '') : '');

/** '+91' and '9876543210' as people read them: '+91 98765 43210', '+63 917 123 4567'. */
export function formatMobile(code: string, number: string): string {
  if (!number) return '';
  const international = formatInternational(code, number);
  if (international) return international;
  const grouped = /^\d{10}$/.test(number) ? `${number.slice(0, 5)} ${number.slice(5)}` : number;
  return code ? `${code} ${grouped}` : grouped;
}

/** The number box's hint for a country: '10-digit number', '9 or 10 digits' (docs/decisions/039). */
export function numberPlaceholder(region: string): string {
  const lengths = region ? mobileLengths(region) : [];
  const [first] = lengths;
  if (first === undefined) return 'Mobile number';
  if (lengths.length === 1) return `${first}-digit number`;
  return lengthWords(lengths).replace(/^\w/, (c) => c.toUpperCase());
}

/** Digits, separators and a trunk 0 fit in this many characters (E.164's 15 digits and some spaces). */
export const MOBILE_INPUT_MAX = 20;
