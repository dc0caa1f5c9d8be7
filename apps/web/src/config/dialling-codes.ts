import { DIALLING_CODES } from '@careers/shared';

/** Where each of PRO-15's 23 codes rings, so a candidate can pick theirs without knowing it by heart. */
const COUNTRIES: Record<(typeof DIALLING_CODES)[number], string> = {
  '+1': 'United States, Canada',
  '+44': 'United Kingdom',
  '+61': 'Australia',
  '+91': 'India',
  '+86': 'China',
  '+81': 'Japan',
  '+49': 'Germany',
  '+33': 'France',
  '+39': 'Italy',
  '+55': 'Brazil',
  '+7': 'Russia, Kazakhstan',
  '+82': 'South Korea',
  '+52': 'Mexico',
  '+27': 'South Africa',
  '+966': 'Saudi Arabia',
  '+971': 'United Arab Emirates',
  '+65': 'Singapore',
  '+92': 'Pakistan',
  '+880': 'Bangladesh',
  '+62': 'Indonesia',
  '+90': 'Türkiye',
  '+20': 'Egypt',
  '+234': 'Nigeria',
};

export const DIALLING_CODE_OPTIONS = DIALLING_CODES.map((code) => ({ code, country: COUNTRIES[code] }));

/** '+91' and '9876543210' as people read them: '+91 98765 43210'. */
export function formatMobile(code: string, number: string): string {
  if (!number) return '';
  const grouped = /^\d{10}$/.test(number) ? `${number.slice(0, 5)} ${number.slice(5)}` : number;
  return code ? `${code} ${grouped}` : grouped;
}
