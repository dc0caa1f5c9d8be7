import { useId } from 'react';
import { useForm, Controller, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import {
  EXCHANGE_RATE_MESSAGES as M,
  convertMinor,
  currencyName,
  exchangeRatesUpdateSchema,
  formatDate,
  formatWholeAmount,
  localIsoDay,
  parseDate,
  parseRate,
  type ExchangeRateRow,
  type ExchangeRatesUpdate,
} from '@careers/shared';
import { DateField } from '@/components/ui/date-field';
import { Dialog, DialogActions, DialogBody } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { serverMessageOr } from '@/lib/api-client';
import { toastError } from '@/lib/error-toast';
import { pathsIn, showServerErrors } from '@/lib/form-errors';
import { useSetExchangeRates } from '../api/exchange-rates';

/** What €100 buys at the rate being typed, so a slip of a decimal place shows before it is saved. */
function preview(currency: string, rate: string, asOf: string): string | null {
  if (parseRate(rate) === null) return null;
  const converted = convertMinor(10_000, 'EUR', currency, { asOf, perEur: { [currency]: rate.trim() } });
  return converted === null ? null : M.preview(formatWholeAmount(10_000, 'EUR'), formatWholeAmount(converted, currency));
}

/**
 * REC-25: one currency's rate and its day, checked in the browser with the API's own schema (GEN-3) and
 * saved as the admin's. The dialog's content mounts on each opening, so it starts from the stored rate.
 */
export function EditRateDialog({ rate, onClose }: { rate: ExchangeRateRow | null; onClose: () => void }) {
  const save = useSetExchangeRates();
  return (
    <Dialog
      open={rate !== null}
      onClose={onClose}
      busy={save.isPending}
      title={rate ? M.editTitle(rate.currency, currencyName(rate.currency)) : ''}
      description={M.editDescription}
    >
      {rate && <RateForm rate={rate} onClose={onClose} save={save} />}
    </Dialog>
  );
}

function RateForm({ rate, onClose, save }: { rate: ExchangeRateRow; onClose: () => void; save: ReturnType<typeof useSetExchangeRates> }) {
  const defaultValues: ExchangeRatesUpdate = {
    rates: [{ currency: rate.currency, per_eur: rate.per_eur, as_of: localIsoDay(new Date()) }],
  };
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ExchangeRatesUpdate>({ resolver: zodResolver(exchangeRatesUpdateSchema()), defaultValues });
  const typed = useWatch({ control, name: 'rates.0.per_eur' });
  const shown = preview(rate.currency, typed, rate.as_of);
  const rowErrors = errors.rates?.[0];
  const hintId = useId();

  const submit = handleSubmit(async (values) => {
    try {
      toast.success((await save.mutateAsync(values)).message ?? M.saved(rate.currency));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, pathsIn(values));
      toastError(error, serverMessageOr(error, M.saveFailed));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogBody>
        <div>
          <TextField
            label={M.rateLabel(rate.currency)}
            inputMode="decimal"
            autoComplete="off"
            {...(rowErrors?.per_eur ? {} : { 'aria-describedby': hintId })}
            error={rowErrors?.per_eur?.message}
            {...register('rates.0.per_eur')}
          />
          <p id={hintId} className="mt-1.5 text-sm text-muted">
            {shown ?? M.rateHint}
          </p>
        </div>
        <Controller
          control={control}
          name="rates.0.as_of"
          render={({ field }) => (
            // Shown as dd-MM-yyyy (GEN-7); the API takes yyyy-MM-dd.
            <DateField
              label={M.asOfLabel}
              value={formatDate(field.value)}
              maxDate={new Date()}
              onChange={(text) => {
                const date = parseDate(text);
                field.onChange(date ? localIsoDay(date) : '');
              }}
              error={rowErrors?.as_of?.message}
            />
          )}
        />
      </DialogBody>
      <DialogActions onCancel={onClose} busy={save.isPending} label={M.save} />
    </form>
  );
}
