import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  APPLICATION_MAX_ENTRIES,
  APPLICATION_TEXTS,
  CERTIFICATION_COURSES,
  DEGREES,
  PRESENT,
  type ApplicationFields,
  type CertificationEntry,
  type EducationEntry,
  type ExperienceEntry,
} from '@careers/shared';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { DateField } from '@/components/ui/date-field';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { AddButton, EntryCard, FormSection } from './form-parts';

const EMPTY_EXPERIENCE: ExperienceEntry = {
  job_title: '',
  company: '',
  start_date: '',
  end_date: '',
  current: false,
  key_achievements: '',
};
const EMPTY_EDUCATION: EducationEntry = { degree: '', institution: '', start_year: '', end_year: '', specialization: '' };
const EMPTY_CERTIFICATION: CertificationEntry = { course: '', institution: '', start_date: '', end_date: '', specialization: '' };

const thisYear = new Date().getFullYear();
/** Years offered for a degree: a few ahead (a course still running) back to sixty years ago. */
const YEARS = Array.from({ length: 67 }, (_, i) => String(thisYear + 6 - i)).map((y) => ({ value: y, label: y }));

type DateName =
  | `experience.${number}.start_date`
  | `experience.${number}.end_date`
  | `certifications.${number}.start_date`
  | `certifications.${number}.end_date`;

function DateInput({
  name,
  label,
  error,
  disabled,
  maxDate,
}: {
  name: DateName;
  label: string;
  error?: string | undefined;
  disabled?: boolean;
  maxDate?: Date;
}) {
  const { control } = useFormContext<ApplicationFields>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField
          label={label}
          value={field.value}
          onChange={field.onChange}
          error={error}
          disabled={disabled}
          {...(maxDate ? { maxDate } : {})}
        />
      )}
    />
  );
}

function ExperienceEntryFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { control, register, setValue, formState } = useFormContext<ApplicationFields>();
  const current = useWatch({ control, name: `experience.${index}.current` });
  const errors = formState.errors.experience?.[index];
  const today = new Date();
  return (
    <EntryCard title={`Experience ${index + 1}`} onRemove={onRemove}>
      <TextField label="Job title" error={errors?.job_title?.message} {...register(`experience.${index}.job_title`)} />
      <TextField label="Company" error={errors?.company?.message} {...register(`experience.${index}.company`)} />
      <DateInput name={`experience.${index}.start_date`} label="Start date" error={errors?.start_date?.message} maxDate={today} />
      <DateInput
        name={`experience.${index}.end_date`}
        label="End date"
        error={errors?.end_date?.message}
        disabled={current}
        maxDate={today}
      />
      <CheckboxField
        label={APPLICATION_TEXTS.currentJob}
        className="sm:col-span-2"
        {...register(`experience.${index}.current`, {
          // PRO-8: ticking sets the end to 'Present' and disables it; unticking clears it.
          onChange: (event: { target: { checked: boolean } }) =>
            setValue(`experience.${index}.end_date`, event.target.checked ? PRESENT : ''),
        })}
      />
      <TextAreaField
        label="Key achievements (optional)"
        rows={3}
        className="sm:col-span-2"
        error={errors?.key_achievements?.message}
        {...register(`experience.${index}.key_achievements`)}
      />
    </EntryCard>
  );
}

/** APP-2: repeatable Professional Experience, starting empty. */
export function ExperienceSection() {
  const { control } = useFormContext<ApplicationFields>();
  const list = useFieldArray({ control, name: 'experience' });
  return (
    <FormSection id="experience-title" title={APPLICATION_TEXTS.sections.experience}>
      <div className="space-y-4">
        {list.fields.map((field, index) => (
          <ExperienceEntryFields key={field.id} index={index} onRemove={() => list.remove(index)} />
        ))}
        <AddButton onClick={() => list.append(EMPTY_EXPERIENCE)} disabled={list.fields.length >= APPLICATION_MAX_ENTRIES}>
          Add experience
        </AddButton>
      </div>
    </FormSection>
  );
}

/** APP-2: repeatable Educational Qualification (bachelors, masters or phd; years labelled 'Year'). */
export function EducationSection() {
  const { control, register, formState } = useFormContext<ApplicationFields>();
  const list = useFieldArray({ control, name: 'education' });
  return (
    <FormSection id="education-title" title={APPLICATION_TEXTS.sections.education}>
      <div className="space-y-4">
        {list.fields.map((field, index) => {
          const errors = formState.errors.education?.[index];
          return (
            <EntryCard key={field.id} title={`Qualification ${index + 1}`} onRemove={() => list.remove(index)}>
              <SelectField
                label="Degree"
                placeholder="Select a degree"
                options={DEGREES.map((d) => ({ value: d, label: APPLICATION_TEXTS.degrees[d] }))}
                error={errors?.degree?.message}
                {...register(`education.${index}.degree`)}
              />
              <TextField label="Institution" error={errors?.institution?.message} {...register(`education.${index}.institution`)} />
              <SelectField
                label={`Start ${APPLICATION_TEXTS.year}`}
                placeholder={APPLICATION_TEXTS.year}
                options={YEARS}
                error={errors?.start_year?.message}
                {...register(`education.${index}.start_year`)}
              />
              <SelectField
                label={`End ${APPLICATION_TEXTS.year}`}
                placeholder={APPLICATION_TEXTS.year}
                options={YEARS}
                error={errors?.end_year?.message}
                {...register(`education.${index}.end_year`)}
              />
              <TextField
                label="Specialization"
                className="sm:col-span-2"
                error={errors?.specialization?.message}
                {...register(`education.${index}.specialization`)}
              />
            </EntryCard>
          );
        })}
        <AddButton onClick={() => list.append(EMPTY_EDUCATION)} disabled={list.fields.length >= APPLICATION_MAX_ENTRIES}>
          Add qualification
        </AddButton>
      </div>
    </FormSection>
  );
}

/** APP-2: repeatable Professional Certifications (aws, azure or gcp). */
export function CertificationsSection() {
  const { control, register, formState } = useFormContext<ApplicationFields>();
  const list = useFieldArray({ control, name: 'certifications' });
  return (
    <FormSection id="certifications-title" title={APPLICATION_TEXTS.sections.certifications}>
      <div className="space-y-4">
        {list.fields.map((field, index) => {
          const errors = formState.errors.certifications?.[index];
          return (
            <EntryCard key={field.id} title={`Certification ${index + 1}`} onRemove={() => list.remove(index)}>
              <SelectField
                label="Course/certificate"
                placeholder="Select a course"
                options={CERTIFICATION_COURSES.map((c) => ({ value: c, label: APPLICATION_TEXTS.courses[c] }))}
                error={errors?.course?.message}
                {...register(`certifications.${index}.course`)}
              />
              <TextField label="Institution" error={errors?.institution?.message} {...register(`certifications.${index}.institution`)} />
              <DateInput name={`certifications.${index}.start_date`} label="Start date" error={errors?.start_date?.message} />
              <DateInput name={`certifications.${index}.end_date`} label="End date" error={errors?.end_date?.message} />
              <TextField
                label="Specialization"
                className="sm:col-span-2"
                error={errors?.specialization?.message}
                {...register(`certifications.${index}.specialization`)}
              />
            </EntryCard>
          );
        })}
        <AddButton onClick={() => list.append(EMPTY_CERTIFICATION)} disabled={list.fields.length >= APPLICATION_MAX_ENTRIES}>
          Add certification
        </AddButton>
      </div>
    </FormSection>
  );
}
