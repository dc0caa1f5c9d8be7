import { lazy, Suspense, useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import {
  JOB_CATEGORIES,
  JOB_TERMS_MESSAGES as T,
  JOB_TYPES,
  PAY_CURRENCIES,
  PAY_UNITS,
  RECRUITER_MESSAGES,
  formatDate,
  localIsoDay,
  jobInputSchema,
  parseDate,
  type Job,
  type JobInput,
  type JobInputOutput,
} from '@careers/shared';
import { ButtonLink } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { serverMessageOr } from '@/lib/api-client';
import { pathsIn, showServerErrors } from '@/lib/form-errors';
import { useSaveJob } from '../api/jobs';
import { toastError } from '@/lib/error-toast';
import { MoneyField } from '@/components/ui/money-field';
import { CountryPicker, SkillsField } from './job-terms-fields';

/** TipTap loads only when a recruiter opens this form. */
const RichTextEditor = lazy(() => import('./rich-text-editor'));

const EMPTY: JobInput = {
  job_title: '',
  department: '',
  category: '',
  job_type: '',
  is_remote: true,
  location: '',
  closing_date: '',
  job_description: '',
  // PUB-18's terms: the amounts start empty (the schema asks for them), EUR per day as the usual terms.
  pay: { min: Number.NaN, max: Number.NaN, currency: 'EUR', unit: 'day' },
  start_date: '',
  duration_months: null,
  hours_per_week: 40,
  remote_countries: [],
  cet_overlap_hours: 4,
  skills_required: [],
  skills_nice: [],
};

/** A number field's text as the form's value: '' is null (not stated), other text a number (NaN is refused by the schema). */
const numberOrNull = (text: unknown) => (text === '' || text === null || text === undefined ? null : Number(text));

const fromJob = (job: Job): JobInput => ({
  job_title: job.job_title,
  department: job.department,
  category: job.category,
  job_type: job.job_type,
  is_remote: job.is_remote,
  location: job.location,
  closing_date: job.closing_date ?? '',
  job_description: job.job_description,
  pay: job.pay ?? EMPTY.pay,
  start_date: job.start_date ?? '',
  duration_months: job.duration_months,
  hours_per_week: job.hours_per_week,
  remote_countries: job.remote_countries,
  cet_overlap_hours: job.cet_overlap_hours,
  skills_required: job.skills_required,
  skills_nice: job.skills_nice,
});

/** REC-4: create or edit a posting (PUB-14's fields), validated by the same schema as the API (GEN-3). */
export function JobEditor({ job }: { job?: Job }) {
  const navigate = useNavigate();
  const save = useSaveJob(job?.job_id);
  const descriptionLabel = useId();
  const descriptionError = useId();
  const modeLegend = useId();
  const termsTitle = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<JobInput, unknown, JobInputOutput>({ resolver: zodResolver(jobInputSchema), defaultValues: job ? fromJob(job) : EMPTY });

  const currency = useWatch({ control, name: 'pay.currency' }) ?? 'EUR';
  const isRemote = useWatch({ control, name: 'is_remote' });
  const required = useWatch({ control, name: 'skills_required' }) ?? [];
  const nice = useWatch({ control, name: 'skills_nice' }) ?? [];
  const openEnded = useWatch({ control, name: 'duration_months' }) === null;

  const onSubmit = handleSubmit(async (values) => {
    try {
      // The API takes the form as typed ('' for no closing or start date) and applies the same schema.
      const { message } = await save.mutateAsync({
        ...values,
        closing_date: values.closing_date ?? '',
        start_date: values.start_date ?? '',
        remote_countries: values.is_remote ? values.remote_countries : [],
      });
      toast.success(message);
      void navigate(paths.recruiter.jobs);
    } catch (error) {
      const text = serverMessageOr(error, RECRUITER_MESSAGES.jobSaveFailed);
      toastError(error, text);
      // The server names the field at fault (e.g. a closing date that has passed): show it there too.
      showServerErrors(error, setError, pathsIn(EMPTY), text);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-6">
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField label="Job title" className="sm:col-span-2" error={errors.job_title?.message} {...register('job_title')} />
        <TextField label="Department" error={errors.department?.message} {...register('department')} />
        <TextField label="Location" placeholder="Remote (India)" error={errors.location?.message} {...register('location')} />
        <SelectField
          label="Category"
          placeholder="Select a category"
          options={JOB_CATEGORIES.map((c) => ({ value: c, label: c }))}
          error={errors.category?.message}
          {...register('category')}
        />
        <SelectField
          label="Job type"
          placeholder="Select a job type"
          options={JOB_TYPES.map((t) => ({ value: t, label: t }))}
          error={errors.job_type?.message}
          {...register('job_type')}
        />
        <Controller
          control={control}
          name="is_remote"
          render={({ field }) => (
            <fieldset aria-labelledby={modeLegend}>
              <p id={modeLegend} className="mb-1.5 text-sm font-semibold text-ink">
                Remote or onsite
              </p>
              <div className="flex gap-2">
                {[
                  { value: true, label: 'Remote' },
                  { value: false, label: 'Onsite' },
                ].map((option) => (
                  <label
                    key={option.label}
                    className="flex h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border border-line bg-white text-sm font-medium text-ink has-checked:border-brand-500 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:ring-4 has-focus-visible:ring-brand-100"
                  >
                    <input
                      type="radio"
                      name={field.name}
                      className="sr-only"
                      checked={field.value === option.value}
                      onChange={() => field.onChange(option.value)}
                      onBlur={field.onBlur}
                    />
                    {option.label}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        />
        <Controller
          control={control}
          name="closing_date"
          render={({ field }) => (
            // Shown as dd-MM-yyyy (GEN-7); the API takes yyyy-MM-dd.
            <DateField
              label="Closing date (optional)"
              value={formatDate(field.value)}
              onChange={(text) => {
                const date = parseDate(text);
                field.onChange(date ? localIsoDay(date) : '');
              }}
              error={errors.closing_date?.message}
            />
          )}
        />
      </div>

      {/* PUB-18: the terms freelancers decide on; a pay range is required to publish (REC-24). */}
      <section aria-labelledby={termsTitle} className="space-y-5 border-t border-line pt-6">
        <h2 id={termsTitle} className="text-base font-bold text-ink">
          Terms
        </h2>
        <div className="grid grid-cols-2 gap-5 sm:grid-cols-4">
          <Controller
            control={control}
            name="pay.min"
            render={({ field }) => (
              <MoneyField
                label={`${T.payMinLabel} (${currency})`}
                value={field.value}
                currency={currency}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.pay?.min?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="pay.max"
            render={({ field }) => (
              <MoneyField
                label={`${T.payMaxLabel} (${currency})`}
                value={field.value}
                currency={currency}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.pay?.max?.message ?? errors.pay?.message}
              />
            )}
          />
          <SelectField
            label={T.currencyLabel}
            options={PAY_CURRENCIES.map((c) => ({ value: c, label: c }))}
            error={errors.pay?.currency?.message}
            {...register('pay.currency')}
          />
          <SelectField
            label={T.payUnitLabel}
            options={PAY_UNITS.map((u) => ({ value: u, label: u }))}
            error={errors.pay?.unit?.message}
            {...register('pay.unit')}
          />
        </div>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <Controller
            control={control}
            name="start_date"
            render={({ field }) => (
              <DateField
                label={`${T.startDateLabel} (optional)`}
                value={formatDate(field.value ?? '')}
                onChange={(text) => {
                  const date = parseDate(text);
                  field.onChange(date ? localIsoDay(date) : '');
                }}
                error={errors.start_date?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="duration_months"
            render={({ field }) => (
              <div>
                <TextField
                  label={T.durationLabel}
                  inputMode="numeric"
                  disabled={openEnded}
                  value={field.value === null || field.value === undefined || Number.isNaN(field.value) ? '' : String(field.value)}
                  onChange={(event) => field.onChange(numberOrNull(event.target.value) ?? Number.NaN)}
                  onBlur={field.onBlur}
                  error={errors.duration_months?.message}
                />
                <label className="mt-2 flex items-center gap-2 text-sm text-ink">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-brand-600"
                    checked={openEnded}
                    onChange={(event) => field.onChange(event.target.checked ? null : 6)}
                  />
                  {T.openEndedLabel}
                </label>
              </div>
            )}
          />
          <TextField
            label={T.hoursPerWeekLabel}
            inputMode="numeric"
            error={errors.hours_per_week?.message}
            {...register('hours_per_week', { setValueAs: numberOrNull })}
          />
          <TextField
            label={T.cetOverlapLabel}
            inputMode="numeric"
            error={errors.cet_overlap_hours?.message}
            {...register('cet_overlap_hours', { setValueAs: numberOrNull })}
          />
        </div>
        {isRemote && (
          <Controller
            control={control}
            name="remote_countries"
            render={({ field }) => (
              <CountryPicker
                value={field.value ?? []}
                onChange={field.onChange}
                error={errors.remote_countries?.message ?? errors.remote_countries?.find?.((e) => e)?.message}
              />
            )}
          />
        )}
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
          <Controller
            control={control}
            name="skills_required"
            render={({ field }) => (
              <SkillsField
                label={T.skillsRequiredLabel}
                value={field.value ?? []}
                onChange={field.onChange}
                exclude={nice}
                error={errors.skills_required?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="skills_nice"
            render={({ field }) => (
              <SkillsField
                label={T.skillsNiceLabel}
                value={field.value ?? []}
                onChange={field.onChange}
                exclude={required}
                error={errors.skills_nice?.message}
              />
            )}
          />
        </div>
      </section>

      <div>
        {/* A heading, not a plain label: the description's own headings (h2, h3) sit under it. */}
        <h2 id={descriptionLabel} className="mb-1.5 text-sm font-semibold text-ink">
          Description
        </h2>
        <Controller
          control={control}
          name="job_description"
          render={({ field }) => (
            <Suspense fallback={<div className="h-[19.5rem] animate-pulse rounded-lg border border-line bg-surface" aria-hidden="true" />}>
              <RichTextEditor
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                labelId={descriptionLabel}
                describedBy={errors.job_description ? descriptionError : undefined}
                invalid={Boolean(errors.job_description)}
              />
            </Suspense>
          )}
        />
        {errors.job_description && (
          <p id={descriptionError} className="mt-1.5 text-sm text-danger">
            {errors.job_description.message}
          </p>
        )}
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
        <ButtonLink to={paths.recruiter.jobs} variant="secondary" size="lg">
          Cancel
        </ButtonLink>
        <div className="sm:w-48">
          <SubmitButton busy={save.isPending} busyText="Saving...">
            {job ? 'Save changes' : 'Post job'}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
