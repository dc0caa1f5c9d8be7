import { lazy, Suspense, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import {
  JOB_CATEGORIES,
  JOB_TYPES,
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
};

const fromJob = (job: Job): JobInput => ({
  job_title: job.job_title,
  department: job.department,
  category: job.category,
  job_type: job.job_type,
  is_remote: job.is_remote,
  location: job.location,
  closing_date: job.closing_date ?? '',
  job_description: job.job_description,
});

/** REC-4: create or edit a posting (PUB-14's fields), validated by the same schema as the API (GEN-3). */
export function JobEditor({ job }: { job?: Job }) {
  const navigate = useNavigate();
  const save = useSaveJob(job?.job_id);
  const descriptionLabel = useId();
  const descriptionError = useId();
  const modeLegend = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<JobInput, unknown, JobInputOutput>({ resolver: zodResolver(jobInputSchema), defaultValues: job ? fromJob(job) : EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      // The API takes the form as typed ('' for no closing date) and applies the same schema.
      const { message } = await save.mutateAsync({ ...values, closing_date: values.closing_date ?? '' });
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
