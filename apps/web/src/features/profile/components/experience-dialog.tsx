import { useId } from 'react';
import { Controller } from 'react-hook-form';
import {
  experienceFormSchema,
  joinDuration,
  PRESENT,
  splitDuration,
  PROFILE_TEXTS,
  type ExperienceForm,
  type UserProfile,
} from '@careers/shared';
import { TextField } from '@/components/ui/text-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { DateField } from '@/components/ui/date-field';
import { SectionDialog, SectionForm } from './section-dialog';
import { useDraftForm } from '../hooks/use-draft-form';
import { useSectionSave } from '../hooks/use-section-save';

/** The server checks the combined duration; its message belongs under the start date. */
const toFormField = (field: string) =>
  field === 'ExperienceDuration' ? 'startDate' : (['JobTitle', 'Company', 'KeyAchievements'] as const).find((f) => f === field);

function ExperienceFormFields({ profile, onClose }: { profile: UserProfile; onClose: () => void }) {
  const { start, end } = splitDuration(profile.ExperienceDuration);
  const form = useDraftForm(experienceFormSchema, {
    JobTitle: profile.JobTitle,
    Company: profile.Company,
    startDate: start,
    endDate: end,
    currentlyWorking: end === PRESENT,
    KeyAchievements: profile.KeyAchievements,
  } satisfies ExperienceForm);
  const { errors } = form.formState;
  const { save, saving } = useSectionSave(form.setError, toFormField, onClose);
  const checkboxId = useId();
  const currentlyWorking = form.watch('currentlyWorking');
  const today = new Date();

  const onSubmit = form.handleSubmit(({ JobTitle, Company, startDate, endDate, currentlyWorking: current, KeyAchievements }) =>
    // PRO-11: the two dates travel as one text, 'dd-MM-yyyy - dd-MM-yyyy' or '… - Present'.
    save({
      section: 'experience',
      JobTitle,
      Company,
      KeyAchievements,
      ExperienceDuration: joinDuration(startDate, current ? PRESENT : endDate),
    }),
  );

  const dateControl = (name: 'startDate' | 'endDate', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DateField
          label={label}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            // PRO-8's date rules compare both dates: a new date answers both messages.
            form.clearErrors(['startDate', 'endDate']);
          }}
          disabled={name === 'endDate' && currentlyWorking}
          maxDate={today}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <SectionForm onSubmit={(e) => void onSubmit(e)} onCancel={onClose} saving={saving}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Job Title" autoComplete="organization-title" error={errors.JobTitle?.message} {...form.field('JobTitle')} />
        <TextField label="Company" autoComplete="organization" error={errors.Company?.message} {...form.field('Company')} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {dateControl('startDate', 'Start Date')}
        {dateControl('endDate', 'End Date')}
      </div>
      <div className="flex items-center gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          className="h-5 w-5 rounded border-line accent-brand-700"
          {...form.register('currentlyWorking', {
            // PRO-8: ticking sets the end date to 'Present' and disables its picker; unticking clears it.
            onChange: (event: { target: { checked: boolean } }) => {
              form.setValue('endDate', event.target.checked ? PRESENT : '');
              form.clearErrors(['startDate', 'endDate']);
            },
          })}
        />
        <label htmlFor={checkboxId} className="text-sm font-medium text-ink">
          {PROFILE_TEXTS.currentlyWorking}
        </label>
      </div>
      <TextAreaField
        label="Key Achievements"
        hint="Optional, 10 to 200 characters"
        error={errors.KeyAchievements?.message}
        {...form.field('KeyAchievements')}
      />
    </SectionForm>
  );
}

/** PRO-8 'Experience Details': job title, company, start and end dates, currently working, key achievements. */
export function ExperienceDialog({ profile, open, onClose }: { profile: UserProfile; open: boolean; onClose: () => void }) {
  return (
    <SectionDialog section="experience" open={open} onClose={onClose}>
      <ExperienceFormFields profile={profile} onClose={onClose} />
    </SectionDialog>
  );
}
