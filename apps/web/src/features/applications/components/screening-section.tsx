import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { SCREENING_MESSAGES as S, type ApplicationFields, type PublicScreeningQuestion } from '@careers/shared';
import { FieldError } from '@/components/ui/field-parts';
import { TextField } from '@/components/ui/text-field';
import { FormSection } from './form-parts';

const optionClasses =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm font-medium text-ink ' +
  'has-checked:border-brand-500 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:ring-4 has-focus-visible:ring-brand-100';

const labelOf = (q: PublicScreeningQuestion) => (q.required ? q.text : `${q.text} ${S.optional}`);

/** Yes / No, or one of several choices: a group of radio buttons under the question as its legend. */
function OptionsQuestion({
  question,
  options,
}: {
  question: PublicScreeningQuestion;
  options: { value: boolean | string; label: string }[];
}) {
  const { control } = useFormContext<ApplicationFields>();
  const errorId = useId();
  return (
    <Controller
      control={control}
      name={`screening_answers.${question.id}`}
      render={({ field: { name, value, onChange, onBlur }, fieldState: { error } }) => (
        <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
          <legend className="mb-1.5 text-sm font-semibold text-ink">{labelOf(question)}</legend>
          <div className="flex flex-wrap gap-2">
            {options.map((option) => (
              <label key={option.label} className={optionClasses}>
                <input
                  type="radio"
                  name={name}
                  className="h-4 w-4 accent-brand-700"
                  checked={value === option.value}
                  onChange={() => onChange(option.value)}
                  onBlur={onBlur}
                />
                {option.label}
              </label>
            ))}
          </div>
          <FieldError id={errorId} message={error?.message} />
        </fieldset>
      )}
    />
  );
}

/** A number (with the recruiter's unit) or a short text. */
function TextQuestion({ question }: { question: PublicScreeningQuestion & { type: 'number' | 'short_text' } }) {
  const { control } = useFormContext<ApplicationFields>();
  const unit = question.type === 'number' && question.unit ? ` (${question.unit})` : '';
  return (
    <Controller
      control={control}
      name={`screening_answers.${question.id}`}
      render={({ field: { name, value, onChange, onBlur, ref }, fieldState: { error } }) => (
        <TextField
          label={`${labelOf(question)}${unit}`}
          inputMode={question.type === 'number' ? 'decimal' : undefined}
          name={name}
          ref={ref}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          error={error?.message}
        />
      )}
    />
  );
}

/**
 * APP-11: the job's screening questions in a section of their own, in the recruiter's order. The expected
 * answers are never sent to the browser; the section says that a person reads the answers.
 */
export function ScreeningSection({ questions }: { questions: readonly PublicScreeningQuestion[] }) {
  if (questions.length === 0) return null;
  return (
    <FormSection id="screening-title" title={S.applySectionTitle} description={S.applySectionHint}>
      <div className="space-y-5">
        {questions.map((q) => {
          switch (q.type) {
            case 'yes_no':
              return (
                <OptionsQuestion
                  key={q.id}
                  question={q}
                  options={[
                    { value: true, label: S.yes },
                    { value: false, label: S.no },
                  ]}
                />
              );
            case 'choice':
              return <OptionsQuestion key={q.id} question={q} options={q.choices.map((choice) => ({ value: choice, label: choice }))} />;
            case 'number':
            case 'short_text':
              return <TextQuestion key={q.id} question={q} />;
          }
        })}
      </div>
    </FormSection>
  );
}
