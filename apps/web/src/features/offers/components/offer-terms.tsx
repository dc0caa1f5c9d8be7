import { OFFER_MESSAGES as O, formatMinorAmount, localTimeZone, type Offer } from '@careers/shared';

/** The reader's own locale for numbers and dates (the browser's). */
export const readerLocale = (): string => (typeof navigator !== 'undefined' && navigator.language) || 'en-GB';

/** REC-33: money shown with Intl in the reader's locale: "€650.00 per day", "650,00 € per day". */
export const rateText = (rate: Offer['rate']) => `${formatMinorAmount(rate.amount, rate.currency, readerLocale())} ${O.perUnit[rate.unit]}`;

/** A calendar date (YYYY-MM-DD) in the reader's locale, the same day everywhere. */
export const dayText = (isoDate: string) =>
  new Intl.DateTimeFormat(readerLocale(), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );

/** An instant in the reader's zone, named: "Friday 19 June 2026, 21:30 (Asia/Kolkata)". */
export const instantText = (iso: string, zone = localTimeZone()) =>
  `${new Intl.DateTimeFormat(readerLocale(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: zone,
  }).format(new Date(iso))} (${zone})`;

const lengthText = (offer: Offer) =>
  offer.end_date
    ? O.letter_.until(dayText(offer.end_date))
    : offer.duration_months
      ? O.letter_.duration(offer.duration_months)
      : O.letter_.openEnded;

/** The offer's terms as a description list, read in the reader's locale and zone. */
export function OfferTerms({ offer, compact = false }: { offer: Offer; compact?: boolean }) {
  const rows: [string, string][] = [
    [O.role, offer.role],
    [O.engagementLabel, O.engagement[offer.engagement]],
    [O.rate, rateText(offer.rate)],
    [O.startDate, dayText(offer.start_date)],
    [O.endOrDuration, lengthText(offer)],
    [O.hoursPerWeek, O.letter_.hours(offer.hours_per_week)],
    [O.workplaceLabel, offer.workplace === 'remote' ? O.workplace.remote : `${O.workplace.on_site}: ${offer.place ?? ''}`],
    [O.letter_.expires, instantText(offer.expires_at)],
  ];
  return (
    <dl className={`grid gap-x-6 ${compact ? 'grid-cols-2 gap-y-2 text-ws-sm' : 'grid-cols-1 gap-y-3 text-sm sm:grid-cols-2'}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
          <dd className="mt-0.5 break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** APP-14: the signature's evidence, as recorded and as on the signed letter's last page. */
export function SignatureEvidence({ offer }: { offer: Offer }) {
  const a = offer.acceptance;
  if (!a) return null;
  // The IP address and the fingerprints in a fixed-width font (read and compared character by character).
  const rows: [string, string, boolean][] = [
    [O.signedName, a.name, false],
    [O.signedAt, instantText(a.at), false],
    [O.ipAddress, a.ip, true],
    [O.letterHash, a.letter_sha256, true],
    [O.signedHash, a.signed_sha256, true],
  ];
  return (
    <dl className="space-y-2 text-sm">
      {rows.map(([label, value, fixed]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
          <dd
            className={`mt-0.5 break-all text-ink ${fixed ? 'font-mono text-xs' : 'text-sm'}`}
            data-testid={label === O.signedHash ? 'signed-sha256' : undefined}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
