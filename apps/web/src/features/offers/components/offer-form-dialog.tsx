import { useMemo, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import {
  CANDIDATE_CURRENCIES,
  ENGAGEMENT_TYPES,
  OFFER_MESSAGES as O,
  OFFER_RATE_UNITS,
  OFFER_WORKPLACES,
  formatMinorAmount,
  localTimeZone,
  timeZoneOptions,
  type Offer,
  type OfferInput,
  type RecruiterOffers,
} from '@careers/shared';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { MoneyField } from '@/components/ui/money-field';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError, serverMessageOr } from '@/lib/api-client';
import { useOfferAction, useSaveOffer } from '../api/offers';
import { readerLocale } from './offer-terms';

/** The expiry's local date and time in its zone (the stored instant read back in the zone it was given in). */
function localExpiry(offer: Offer): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: offer.expires_time_zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(offer.expires_at));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/** A week from now at 18:00, the form's default expiry. */
function defaultExpiry(): string {
  const at = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T18:00`;
}

function initial(data: RecruiterOffers, from: Offer | undefined): OfferInput {
  if (from)
    return {
      role: from.role,
      engagement: from.engagement,
      rate: from.rate,
      start_date: from.start_date,
      end_date: from.end_date,
      duration_months: from.duration_months,
      hours_per_week: from.hours_per_week,
      workplace: from.workplace,
      place: from.place,
      notice_terms: from.notice_terms,
      expires_at: localExpiry(from),
      expires_time_zone: from.expires_time_zone,
    };
  const unit = data.pay?.unit;
  return {
    role: data.job_title,
    engagement: 'freelance',
    rate: { amount: data.pay?.min ?? 0, currency: data.pay?.currency ?? 'EUR', unit: unit === 'hour' || unit === 'month' ? unit : 'day' },
    start_date: '',
    end_date: null,
    duration_months: 6,
    hours_per_week: 40,
    workplace: 'remote',
    place: null,
    notice_terms: '',
    expires_at: defaultExpiry(),
    expires_time_zone: localTimeZone(),
  };
}

const PER = { ...O.perUnit, year: 'per year' } as const;
const rangeText = (pay: NonNullable<RecruiterOffers['pay']>) =>
  `${formatMinorAmount(pay.min, pay.currency, readerLocale())}–${formatMinorAmount(pay.max, pay.currency, readerLocale())} ${PER[pay.unit]}`;

/** The option of `list` a select chose (its values are the list's), else the first. */
const chosen = <T extends string>(list: readonly T[], value: string): T => list.find((item) => item === value) ?? list[0]!;

/**
 * REC-33: the offer form. Save as a draft, or save and send; a rate outside the job's published range
 * comes back as 422 and the form then asks for the explicit confirmation before it tries again.
 */
export function OfferFormDialog({
  data,
  editing,
  from,
  onClose,
}: {
  data: RecruiterOffers;
  /** The draft being changed, or null for a new version. */
  editing: Offer | null;
  /** The version whose terms fill a new one. */
  from: Offer | undefined;
  onClose: () => void;
}) {
  const [form, setForm] = useState<OfferInput>(() => initial(data, editing ?? from));
  const [lengthKind, setLengthKind] = useState<'end' | 'duration'>(form.end_date ? 'end' : 'duration');
  const [outsideRange, setOutsideRange] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<{ message: string; field?: string | undefined } | null>(null);
  const save = useSaveOffer(data.application_id);
  const act = useOfferAction(data.application_id);
  const busy = save.isPending || act.isPending;
  const zones = useMemo(() => timeZoneOptions(new Date()), []);
  const set = <K extends keyof OfferInput>(key: K, value: OfferInput[K]) => setForm((f) => ({ ...f, [key]: value }));
  const fieldError = (field: string) => (error?.field === field ? error.message : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>, send: boolean) => {
    event.preventDefault();
    setError(null);
    const input: OfferInput = {
      ...form,
      end_date: lengthKind === 'end' ? form.end_date || null : null,
      duration_months: lengthKind === 'duration' ? form.duration_months : null,
      place: form.workplace === 'on_site' ? form.place : null,
      confirm_outside_range: confirmed,
    };
    try {
      const saved = await save.mutateAsync({ offerId: editing?.id ?? null, input });
      if (send) {
        const sent = await act.mutateAsync({ offerId: saved.offer.id, action: 'send' });
        toast.success(sent.message);
      } else toast.success(saved.message);
      onClose();
    } catch (failure) {
      const field = failure instanceof ApiError && failure.failure.status !== 'FETCH_ERROR' ? failure.failure.data.field : undefined;
      const message = serverMessageOr(failure, O.loadFailed);
      // The API names its flag for API clients; the form says it in its own words, with the range as the reader reads it.
      if (field === 'confirm_outside_range') setOutsideRange(data.pay ? O.outsideRangeWarning(rangeText(data.pay)) : message);
      else setError({ message, field });
    }
  };

  const [sending, setSending] = useState(false);
  return (
    <Dialog
      open
      onClose={onClose}
      busy={busy}
      size="lg"
      title={editing ? O.version(editing.version) : O.formTitle}
      description={O.formHint}
    >
      <form onSubmit={(event) => void submit(event, sending)} noValidate className="flex min-h-0 flex-1 flex-col">
        <DialogBody>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              className="sm:col-span-2"
              label={O.role}
              value={form.role}
              onChange={(e) => set('role', e.target.value)}
              error={fieldError('role')}
              required
            />
            <SelectField
              label={O.engagementLabel}
              value={form.engagement}
              onChange={(e) => set('engagement', chosen(ENGAGEMENT_TYPES, e.target.value))}
              options={ENGAGEMENT_TYPES.map((value) => ({ value, label: O.engagement[value] }))}
            />
            <TextField
              label={O.hoursPerWeek}
              type="number"
              inputMode="numeric"
              min={1}
              max={60}
              value={String(form.hours_per_week)}
              onChange={(e) => set('hours_per_week', Number(e.target.value))}
              error={fieldError('hours_per_week')}
            />
          </div>
          <fieldset className="rounded-lg border border-line p-4">
            <legend className="px-1 text-sm font-semibold text-ink">{O.rate}</legend>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
              <MoneyField
                label={O.rateAmount}
                value={form.rate.amount}
                currency={form.rate.currency}
                onChange={(amount) => set('rate', { ...form.rate, amount })}
                onBlur={() => undefined}
                error={fieldError('rate.amount')}
              />
              <SelectField
                label={O.rateCurrency}
                value={form.rate.currency}
                onChange={(e) => set('rate', { ...form.rate, currency: chosen(CANDIDATE_CURRENCIES, e.target.value) })}
                options={CANDIDATE_CURRENCIES.map((value) => ({ value, label: value }))}
              />
              <SelectField
                label={O.rateUnit}
                value={form.rate.unit}
                onChange={(e) => set('rate', { ...form.rate, unit: chosen(OFFER_RATE_UNITS, e.target.value) })}
                options={OFFER_RATE_UNITS.map((value) => ({ value, label: O.perUnit[value] }))}
              />
            </div>
            <p className="mt-3 text-sm text-muted">{data.pay ? O.jobRange(rangeText(data.pay)) : O.noJobRange}</p>
          </fieldset>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label={O.startDate}
              type="date"
              value={form.start_date}
              onChange={(e) => set('start_date', e.target.value)}
              error={fieldError('start_date')}
              required
            />
            <SelectField
              label={O.endOrDuration}
              value={lengthKind}
              onChange={(e) => setLengthKind(e.target.value === 'end' ? 'end' : 'duration')}
              options={[
                { value: 'duration', label: 'Duration in months' },
                { value: 'end', label: 'End date' },
              ]}
            />
            {lengthKind === 'end' ? (
              <TextField
                label={O.endDate}
                type="date"
                value={form.end_date ?? ''}
                onChange={(e) => set('end_date', e.target.value)}
                error={fieldError('end_date')}
              />
            ) : (
              <TextField
                label={O.durationMonths.replace('Or d', 'D')}
                type="number"
                inputMode="numeric"
                min={1}
                max={60}
                value={String(form.duration_months ?? '')}
                onChange={(e) => set('duration_months', e.target.value === '' ? null : Number(e.target.value))}
                error={fieldError('duration_months') ?? fieldError('end_date')}
              />
            )}
            <SelectField
              label={O.workplaceLabel}
              value={form.workplace}
              onChange={(e) => set('workplace', chosen(OFFER_WORKPLACES, e.target.value))}
              options={OFFER_WORKPLACES.map((value) => ({ value, label: O.workplace[value] }))}
            />
            {form.workplace === 'on_site' && (
              <TextField
                className="sm:col-span-2"
                label={O.place}
                value={form.place ?? ''}
                onChange={(e) => set('place', e.target.value)}
                error={fieldError('place')}
              />
            )}
          </div>
          <TextAreaField
            label={O.noticeTerms}
            rows={3}
            value={form.notice_terms ?? ''}
            onChange={(e) => set('notice_terms', e.target.value)}
            error={fieldError('notice_terms')}
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label={O.expiresAt}
              type="datetime-local"
              value={form.expires_at}
              onChange={(e) => set('expires_at', e.target.value)}
              error={fieldError('expires_at')}
            />
            <SelectField
              label={O.expiresTimeZone}
              value={form.expires_time_zone}
              onChange={(e) => set('expires_time_zone', e.target.value)}
              options={zones.map((z) => ({ value: z.zone, label: z.label }))}
            />
          </div>
          {outsideRange && (
            <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-ink">
              <p className="font-semibold">{outsideRange}</p>
              <div className="mt-3">
                <CheckboxField label={O.confirmOutsideRange} checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
              </div>
            </div>
          )}
          {error && !error.field && (
            <p role="alert" className="text-sm text-danger">
              {error.message}
            </p>
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" type="button" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="secondary" type="submit" disabled={busy} onClick={() => setSending(false)}>
            {busy && !sending && <Spinner className="h-4 w-4" />}
            {O.saveDraft}
          </Button>
          <Button type="submit" disabled={busy} onClick={() => setSending(true)}>
            {busy && sending && <Spinner className="h-4 w-4" />}
            {O.send}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
