import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/min/metadata';
import { DIALLING_CODES } from './constants.js';
import { MOBILE_LENGTHS } from './mobile-lengths.js';
import { countryName } from './country-names.js';

/**
 * Mobile numbers of every country (PRO-15, docs/decisions/039): libphonenumber-js with its small
 * `min` metadata, the same in the browser and on the API, so both refuse the same numbers with the
 * same words. A country is an ISO 3166 region ('PH'); several share a dialling code (+1, +7, +44),
 * so the region is what a candidate chooses and what is stored with the number.
 */
export interface DiallingCountry {
  /** ISO 3166-1 alpha-2 region: 'PH'. */
  region: string;
  /** Its dialling code: '+63'. */
  code: string;
  /** Its English name: 'Philippines'. */
  country: string;
  /** One of PRO-15's 23 codes, listed first in their order. */
  listed: boolean;
}

const isRegion = (region: string): region is CountryCode => isSupportedCountry(region);

/** The main region of a dialling code ('+1' is the United States, '+44' the United Kingdom), as libphonenumber orders them. */
export function regionForCode(code: string): string | undefined {
  const regions: readonly string[] | undefined = metadata.country_calling_codes[code.replace(/^\+/, '')];
  return regions?.[0];
}

/** '+63' for 'PH'; undefined for an unknown region. */
export function diallingCodeOf(region: string): string | undefined {
  return isRegion(region) ? `+${getCountryCallingCode(region)}` : undefined;
}

export { countryName } from './country-names.js';

let countries: readonly DiallingCountry[] | undefined;
/**
 * PRO-15's list: the main country of each of the 23 `DIALLING_CODES`, in their order, then every
 * other country libphonenumber knows, by name.
 */
export function diallingCountries(): readonly DiallingCountry[] {
  if (countries) return countries;
  const listed = DIALLING_CODES.flatMap((code) => {
    const region = regionForCode(code);
    return region ? [{ region, code, country: countryName(region), listed: true }] : [];
  });
  const first = new Set(listed.map((c) => c.region));
  const rest = getCountries()
    .filter((region) => !first.has(region))
    .map((region) => ({ region, code: `+${getCountryCallingCode(region)}`, country: countryName(region), listed: false }))
    .sort((a, b) => a.country.localeCompare(b.country, 'en'));
  countries = [...listed, ...rest];
  return countries;
}

/**
 * The region a stored or sent pair means: the region when it has that code, else the code's main
 * region (numbers saved before regions were stored, or clients that send only the code). Undefined
 * when the code is no country's or the region is not the code's.
 */
export function resolveRegion(code: string, region?: string): string | undefined {
  if (region) return diallingCodeOf(region) === code ? region : undefined;
  return code ? regionForCode(code) : undefined;
}

/** A region's mobile lengths in national digits ([10] for India, [9, 10] for Malaysia). */
export const mobileLengths = (region: string): readonly number[] => MOBILE_LENGTHS[region] ?? [];

/** The lengths as words: 'exactly 9 digits', '9 or 10 digits', '9 to 12 digits'. */
export function lengthWords(lengths: readonly number[]): string {
  const sorted = [...lengths].sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === undefined || last === undefined) return 'digits';
  if (sorted.length === 1) return `exactly ${first} digits`;
  if (sorted.length > 2 && last - first === sorted.length - 1) return `${first} to ${last} digits`;
  return `${sorted.slice(0, -1).join(', ')} or ${last} digits`;
}

export type MobileCheck =
  | { ok: true; region: string; national: string; e164: string }
  | { ok: false; problem: 'length'; region: string; lengths: readonly number[] }
  | { ok: false; problem: 'invalid'; region: string };

/** Spaces, hyphens, dots and brackets people type between digit groups. */
const SEPARATORS = /[\s().-]/g;

/**
 * A typed number against its country: the national digits (a trunk '0' dropped: '0917 123 4567'
 * is '9171234567' in the Philippines), the country's mobile length, then libphonenumber's validity.
 */
export function checkMobile(region: string, typed: string): MobileCheck {
  const lengths = mobileLengths(region);
  const digits = typed.replace(SEPARATORS, '');
  if (!/^\d+$/.test(digits) || !isRegion(region)) return { ok: false, problem: 'length', region, lengths };
  const parsed = parsePhoneNumberFromString(digits, region);
  // A number of a country sharing the code (+44 7911… rings in Jersey) is still the code's number.
  const sameCode = parsed?.countryCallingCode === getCountryCallingCode(region);
  const national = parsed && sameCode ? String(parsed.nationalNumber) : digits;
  if (lengths.length && !lengths.includes(national.length)) return { ok: false, problem: 'length', region, lengths };
  if (!parsed || !sameCode || !parsed.isValid()) return { ok: false, problem: 'invalid', region };
  return { ok: true, region, national, e164: String(parsed.number) };
}

/** '+63' and '9171234567' as E.164: '+639171234567'. */
export const toE164 = (code: string, national: string): string => (code && national ? `${code}${national}` : '');

/** A valid number as people read it ('+63 917 123 4567', '+91 98765 43210'); undefined when it is not valid. */
export function formatInternational(code: string, national: string): string | undefined {
  const parsed = code && national ? parsePhoneNumberFromString(`${code}${national}`) : undefined;
  return parsed?.isValid() ? parsed.formatInternational() : undefined;
}
