import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'react-toastify';
import {
  CANDIDATE_CURRENCIES,
  PAY_UNITS,
  PROFILE_TERMS_MESSAGES as T,
  UI_MESSAGES,
  countryOptions,
  formatDate,
  localIsoDay,
  localTimeZone,
  parseDate,
  profileTermsFormSchema,
  type ProfileTerms,
  type ProfileTermsForm,
} from '@careers/shared';
import { Dialog } from '@/components/ui/dialog';
import { DateField } from '@/components/ui/date-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { toastError } from '@/lib/error-toast';
import { pathsIn, showServerErrors } from '@/lib/form-errors';
import { useIsMutating } from '@tanstack/react-query';
import { SAVE_TERMS_KEY, useSaveProfileTerms } from '../api/profile-terms';
import { useDraftForm } from '../hooks/use-draft-form';
import { SectionForm } from './section-dialog';
import { MoneyField } from '@/components/ui/money-field';
import { SkillsWithYears, TimeZoneField, numberOrNull } from './terms-fields';

/** The browser's zone, proposed when the profile has none (PRO-20), if this browser names one. */
function browserZone(): string {
  try {
    return localTimeZone();
  } catch {
    return '';
  }
}

/** The form's values from the stored terms: a rate always has a currency and unit (the amount empty for none). */
function formValues(terms: ProfileTerms, proposedZone: string): ProfileTermsForm {
  return {
    skills: terms.skills,
    expected_rate: terms.expected_rate ?? { min: Number.NaN, currency: 'EUR', unit: 'day' },
    available_from: terms.available_from ?? '',
    hours_per_week: terms.hours_per_week,
    notice_period_weeks: terms.notice_period_weeks,
    country_of_residence: terms.country_of_residence ?? '',
    time_zone: terms.time_zone ?? proposedZone,
  };
}

const EMPTY_FORM: ProfileTermsForm = formValues(
  {
    skills: [],
    expected_rate: null,
    available_from: null,
    hours_per_week: null,
    notice_period_weeks: null,
    country_of_residence: null,
    time_zone: null,
  },
  '',
);

function TermsForm({ terms, onClose }: { terms: ProfileTerms; onClose: () => void }) {
  const proposedZone = useMemo(() => (terms.time_zone ? '' : browserZone()), [terms.time_zone]);
  const form = useDraftForm(profileTermsFormSchema, formValues(terms, proposedZone));
  const { errors } = form.formState;
  const save = useSaveProfileTerms();
  const countries = useMemo(() => countryOptions().map((o) => ({ value: o.code, label: o.name })), []);
  const currency = form.watch('expected_rate.currency') ?? 'EUR';
  const zone = form.watch('time_zone') ?? '';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(T.saved);
      onClose();
    } catch (error) {
      toastError(error, UI_MESSAGES.profileUpdateFailed);
      showServerErrors(error, form.setError, pathsIn(EMPTY_FORM));
    }
  });

  return (
    <SectionForm onSubmit={(e) => void onSubmit(e)} onCancel={onClose} saving={save.isPending}>
      <Controller
        control={form.control}
        name="skills"
        render={({ field }) => (
          <SkillsWithYears
            value={(field.value ?? []).map((s) => ({ skill: s.skill, years: typeof s.years === 'number' ? s.years : null }))}
            onChange={(skills) => {
              field.onChange(skills);
              form.clearErrors('skills');
            }}
            error={errors.skills?.message ?? errors.skills?.root?.message}
            rowErrors={(i) => errors.skills?.[i]?.years?.message ?? errors.skills?.[i]?.skill?.message}
          />
        )}
      />

      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-ink">{T.rateLabel}</legend>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem_8rem]">
          <Controller
            control={form.control}
            name="expected_rate.min"
            render={({ field }) => (
              <MoneyField
                label={T.rateAmountLabel}
                value={typeof field.value === 'number' ? field.value : undefined}
                currency={currency}
                onChange={(minor) => {
                  field.onChange(minor);
                  form.clearErrors('expected_rate');
                }}
                onBlur={field.onBlur}
                error={errors.expected_rate?.min?.message ?? errors.expected_rate?.message}
              />
            )}
          />
          <SelectField
            label={T.rateCurrencyLabel}
            options={CANDIDATE_CURRENCIES.map((c) => ({ value: c, label: c }))}
            error={errors.expected_rate?.currency?.message}
            {...form.field('expected_rate.currency')}
          />
          <SelectField
            label={T.rateUnitLabel}
            options={PAY_UNITS.map((u) => ({ value: u, label: u }))}
            error={errors.expected_rate?.unit?.message}
            {...form.field('expected_rate.unit')}
          />
        </div>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-3">
        <Controller
          control={form.control}
          name="available_from"
          render={({ field }) => (
            <DateField
              label={T.availableFromLabel}
              value={typeof field.value === 'string' && field.value ? formatDate(field.value) : ''}
              onChange={(text) => {
                const date = parseDate(text);
                field.onChange(date ? localIsoDay(date) : '');
                form.clearErrors('available_from');
              }}
              error={errors.available_from?.message}
            />
          )}
        />
        <TextField
          label={T.hoursPerWeekLabel}
          inputMode="numeric"
          error={errors.hours_per_week?.message}
          {...form.register('hours_per_week', { setValueAs: numberOrNull, onChange: () => form.clearErrors('hours_per_week') })}
        />
        <TextField
          label={T.noticeLabel}
          inputMode="numeric"
          error={errors.notice_period_weeks?.message}
          {...form.register('notice_period_weeks', { setValueAs: numberOrNull, onChange: () => form.clearErrors('notice_period_weeks') })}
        />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={T.countryLabel}
          placeholder="Select country"
          options={countries}
          autoComplete="country"
          error={errors.country_of_residence?.message}
          {...form.field('country_of_residence')}
        />
        <Controller
          control={form.control}
          name="time_zone"
          render={({ field }) => (
            <TimeZoneField
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={(next) => {
                field.onChange(next);
                form.clearErrors('time_zone');
              }}
              proposed={proposedZone !== '' && zone === proposedZone}
              error={errors.time_zone?.message}
            />
          )}
        />
      </div>
    </SectionForm>
  );
}

/** PRO-20 'Skills and Availability': skills with years, expected rate, availability, country of residence, time zone. */
export function TermsDialog({ terms, open, onClose }: { terms: ProfileTerms; open: boolean; onClose: () => void }) {
  const saving = useIsMutating({ mutationKey: SAVE_TERMS_KEY }) > 0;
  return (
    <Dialog open={open} onClose={onClose} title={T.editTitle} busy={saving} size="lg">
      {open && <TermsForm terms={terms} onClose={onClose} />}
    </Dialog>
  );
}
