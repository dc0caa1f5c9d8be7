import { countryName } from './country-names.js';

/**
 * PUB-18, docs/decisions/038: the countries a job's applicants may work from, for the schemas and the
 * pickers. Apart from the terms' formatting (`./job-terms.ts`), which the job cards on the landing route
 * use: that route's initial JS has a budget (PUB-17).
 */

/** ISO 3166-1 alpha-2: every officially assigned country code. */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE ' +
  'BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD ' +
  'CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM ' +
  'DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF ' +
  'GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ' +
  'ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN ' +
  'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME ' +
  'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM ' +
  'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI ' +
  'SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK ' +
  'TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI ' +
  'VN VU WF WS YE YT ZA ZM ZW'
).split(' ');
const COUNTRY_SET: ReadonlySet<string> = new Set(COUNTRY_CODES);
export const isCountryCode = (code: string): boolean => COUNTRY_SET.has(code);

/** PUB-4's audience, in the order the posting form lists them first (India, then Southeast Asia, Sri Lanka). */
export const TARGET_COUNTRIES = ['IN', 'PH', 'VN', 'MY', 'ID', 'TH', 'LK'] as const;

/** Every country for a picker: the target countries first (in their order), then the rest by name. */
export function countryOptions(): { code: string; name: string }[] {
  const first: readonly string[] = TARGET_COUNTRIES;
  const rest = COUNTRY_CODES.filter((code) => !first.includes(code))
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return [...first.map((code) => ({ code, name: countryName(code) })), ...rest];
}
