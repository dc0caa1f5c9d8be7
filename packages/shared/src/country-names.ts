let names: Intl.DisplayNames | undefined;
/**
 * The English name of a region ('Philippines'), from Intl.DisplayNames; the region itself when the
 * runtime knows none. Shared by the mobile numbers (PRO-15) and the job terms (PUB-18) without either
 * pulling in the other's code.
 */
export function countryName(region: string): string {
  names ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  return names.of(region) ?? region;
}
