import { Controller } from 'react-hook-form';
import { educationFormSchema, joinDuration, splitDuration, type EducationForm, type UserProfile } from '@careers/shared';
import { TextField } from '@/components/ui/text-field';
import { DateField } from '@/components/ui/date-field';
import { SectionDialog, SectionForm } from './section-dialog';
import { useDraftForm } from '../hooks/use-draft-form';
import { useSectionSave } from '../hooks/use-section-save';

const toFormField = (field: string) =>
  field === 'EducationalDuration' ? 'startDate' : (['Degree', 'Institute', 'Specialization'] as const).find((f) => f === field);

function EducationFormFields({ profile, onClose }: { profile: UserProfile; onClose: () => void }) {
  const { start, end } = splitDuration(profile.EducationalDuration);
  const form = useDraftForm(educationFormSchema, {
    Degree: profile.Degree,
    Institute: profile.Institute,
    startDate: start,
    endDate: end,
    Specialization: profile.Specialization,
  } satisfies EducationForm);
  const { errors } = form.formState;
  const { save, saving } = useSectionSave(form.setError, toFormField, onClose);

  const onSubmit = form.handleSubmit(({ Degree, Institute, startDate, endDate, Specialization }) =>
    save({ section: 'education', Degree, Institute, Specialization, EducationalDuration: joinDuration(startDate, endDate) }),
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
            form.clearErrors(['startDate', 'endDate']);
          }}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <SectionForm onSubmit={(e) => void onSubmit(e)} onCancel={onClose} saving={saving}>
      <TextField label="Degree" error={errors.Degree?.message} {...form.field('Degree')} />
      <TextField label="Institute" error={errors.Institute?.message} {...form.field('Institute')} />
      {/* PRO-9: education may end in the future (a course still running), so no date limit here. */}
      <div className="grid gap-5 sm:grid-cols-2">
        {dateControl('startDate', 'Start Date')}
        {dateControl('endDate', 'End Date')}
      </div>
      <TextField label="Specialization" error={errors.Specialization?.message} {...form.field('Specialization')} />
    </SectionForm>
  );
}

/** PRO-9 'Education Details': degree, institute, start and end dates, specialization. */
export function EducationDialog({ profile, open, onClose }: { profile: UserProfile; open: boolean; onClose: () => void }) {
  return (
    <SectionDialog section="education" open={open} onClose={onClose}>
      <EducationFormFields profile={profile} onClose={onClose} />
    </SectionDialog>
  );
}
