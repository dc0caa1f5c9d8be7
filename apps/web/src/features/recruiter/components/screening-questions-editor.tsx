import { useId, useState } from 'react';
import {
  SCREENING_MESSAGES as S,
  SCREENING_QUESTIONS_MAX,
  SCREENING_QUESTION_TYPES,
  SCREENING_TEMPLATES,
  asksForPayHistory,
  type ScreeningQuestionInput,
  type ScreeningQuestionType,
} from '@careers/shared';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FieldError, inputClasses } from '@/components/ui/field-parts';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';

/** The message the form holds for a question's field (`0.text`, `2.choices`), from the job form's errors. */
export type QuestionErrorOf = (index: number, key?: string) => string | undefined;

/** A new question's id: unique in the set (the answers are keyed by it). */
function freshId(base: string, taken: readonly ScreeningQuestionInput[]): string {
  const ids = new Set(taken.map((q) => q.id));
  if (!ids.has(base)) return base;
  for (let n = 2; ; n += 1) if (!ids.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A question of `type` keeping the text, id and required flag of `q`. */
function withType(q: ScreeningQuestionInput, type: ScreeningQuestionType): ScreeningQuestionInput {
  const base = { id: q.id, text: q.text, required: q.required ?? true };
  switch (type) {
    case 'yes_no':
      return { ...base, type, expected: null };
    case 'choice':
      return { ...base, type, choices: [], expected: [] };
    case 'number':
      return { ...base, type, unit: '', expected: null };
    case 'short_text':
      return { ...base, type };
  }
}

const isQuestionType = (value: string): value is ScreeningQuestionType => SCREENING_QUESTION_TYPES.some((t) => t === value);

/** The choices, one per line, kept as typed while the list holds the non-empty lines. */
function ChoicesField({ value, onChange, error }: { value: readonly string[]; onChange: (choices: string[]) => void; error?: string }) {
  const [text, setText] = useState(value.join('\n'));
  return (
    <TextAreaField
      label={S.choicesLabel}
      rows={3}
      value={text}
      error={error}
      onChange={(event) => {
        setText(event.target.value);
        onChange(
          event.target.value
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}

/** A number question's expected answer: none, at least or at most a number. */
function ExpectedNumber({
  value,
  onChange,
  error,
}: {
  value: { comparison: 'gte' | 'lte'; value: number } | null | undefined;
  onChange: (expected: { comparison: 'gte' | 'lte'; value: number } | null) => void;
  error?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value ? String(value.value) : '');
  const toNumber = (t: string) => (t.trim() === '' ? Number.NaN : Number(t));
  return (
    <div className="grid grid-cols-2 gap-3">
      <SelectField
        label={S.expectedLabel}
        value={value?.comparison ?? ''}
        options={[
          { value: '', label: S.expectedNone },
          { value: 'gte', label: S.comparisonLabels.gte },
          { value: 'lte', label: S.comparisonLabels.lte },
        ]}
        onChange={(event) => {
          const comparison = event.target.value;
          onChange(comparison === 'gte' || comparison === 'lte' ? { comparison, value: toNumber(text) } : null);
        }}
      />
      {value && (
        <div>
          <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
            {S.comparisonLabels[value.comparison]}
          </label>
          <input
            id={id}
            inputMode="decimal"
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`${inputClasses} ${error ? 'border-danger' : ''}`}
            onChange={(event) => {
              setText(event.target.value);
              onChange({ comparison: value.comparison, value: toNumber(event.target.value) });
            }}
          />
          <FieldError id={`${id}-error`} message={error} />
        </div>
      )}
    </div>
  );
}

function QuestionCard({
  question: q,
  index,
  onChange,
  onRemove,
  errorOf,
}: {
  question: ScreeningQuestionInput;
  index: number;
  onChange: (q: ScreeningQuestionInput) => void;
  onRemove: () => void;
  errorOf: QuestionErrorOf;
}) {
  const titleId = useId();
  const title = `${S.questionText} ${index + 1}`;
  // REC-27: the pay-history refusal shows as the recruiter types, in the API's words.
  const textError = asksForPayHistory(q.text) ? S.payHistoryRefused : errorOf(index, 'text');
  return (
    <div role="group" aria-labelledby={titleId} className="space-y-4 rounded-xl border border-line bg-surface/60 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h3 id={titleId} className="text-sm font-bold text-ink">
          {title}
        </h3>
        <Button variant="secondary" size="sm" onClick={onRemove} aria-label={`${S.removeQuestion} ${index + 1}`}>
          {S.removeQuestion}
        </Button>
      </div>
      <TextField
        label={S.questionText}
        value={q.text}
        error={textError}
        onChange={(event) => onChange({ ...q, text: event.target.value })}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label={S.questionType}
          value={q.type}
          options={SCREENING_QUESTION_TYPES.map((t) => ({ value: t, label: S.typeLabels[t] }))}
          onChange={(event) => {
            if (isQuestionType(event.target.value)) onChange(withType(q, event.target.value));
          }}
        />
        <CheckboxField
          label={S.questionRequired}
          className="sm:mt-7"
          checked={q.required ?? true}
          onChange={(event) => onChange({ ...q, required: event.target.checked })}
        />
      </div>
      {q.type === 'yes_no' && (
        <SelectField
          label={S.expectedLabel}
          value={q.expected === true ? 'yes' : q.expected === false ? 'no' : ''}
          options={[
            { value: '', label: S.expectedNone },
            { value: 'yes', label: S.yes },
            { value: 'no', label: S.no },
          ]}
          onChange={(event) => {
            const v = event.target.value;
            onChange({ ...q, expected: v === 'yes' ? true : v === 'no' ? false : null });
          }}
        />
      )}
      {q.type === 'choice' && (
        <>
          <ChoicesField
            value={q.choices}
            error={errorOf(index, 'choices')}
            onChange={(choices) => onChange({ ...q, choices, expected: (q.expected ?? []).filter((c) => choices.includes(c)) })}
          />
          {q.choices.length > 0 && (
            <fieldset>
              <legend className="mb-1.5 text-sm font-semibold text-ink">{S.expectedLabel}</legend>
              <div className="flex flex-wrap gap-x-4">
                {q.choices.map((choice) => (
                  <CheckboxField
                    key={choice}
                    label={choice}
                    checked={(q.expected ?? []).includes(choice)}
                    onChange={(event) => {
                      const others = (q.expected ?? []).filter((c) => c !== choice);
                      onChange({ ...q, expected: event.target.checked ? [...others, choice] : others });
                    }}
                  />
                ))}
              </div>
              <FieldError id={`${titleId}-expected`} message={errorOf(index, 'expected')} />
            </fieldset>
          )}
        </>
      )}
      {q.type === 'number' && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <TextField
            label={S.unitLabel}
            value={q.unit ?? ''}
            placeholder="years"
            error={errorOf(index, 'unit')}
            onChange={(event) => onChange({ ...q, unit: event.target.value })}
          />
          <div className="sm:col-span-2">
            <ExpectedNumber
              value={q.expected}
              error={errorOf(index, 'expected.value') ?? errorOf(index, 'expected')}
              onChange={(expected) => onChange({ ...q, expected })}
            />
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * REC-27: the job's screening questions (at most 10): add one, or one of the templates, edit, remove. An
 * expected answer only flags an application for a person to review; the hint under the title says so.
 */
export function ScreeningQuestionsEditor({
  value,
  onChange,
  errorOf,
  setError,
}: {
  value: readonly ScreeningQuestionInput[];
  onChange: (questions: ScreeningQuestionInput[]) => void;
  errorOf: QuestionErrorOf;
  /** The message of the set itself (more than 10 questions). */
  setError?: string | undefined;
}) {
  const titleId = useId();
  const full = value.length >= SCREENING_QUESTIONS_MAX;
  const replace = (index: number, q: ScreeningQuestionInput) => onChange(value.map((old, i) => (i === index ? q : old)));
  const add = (q: ScreeningQuestionInput) => onChange([...value, { ...q, id: freshId(q.id, value) }]);
  return (
    <section aria-labelledby={titleId} className="space-y-4 border-t border-line pt-6">
      <div>
        <h2 id={titleId} className="text-base font-bold text-ink">
          {S.sectionTitle}
        </h2>
        <p className="mt-1 text-sm text-muted">{S.editorHint}</p>
      </div>
      {value.map((q, index) => (
        <QuestionCard
          key={q.id}
          question={q}
          index={index}
          errorOf={errorOf}
          onChange={(next) => replace(index, next)}
          onRemove={() => onChange(value.filter((_, i) => i !== index))}
        />
      ))}
      {setError && <p className="text-sm text-danger">{setError}</p>}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        {/* The height of the template list beside it (h-11), so the two line up. */}
        <Button
          variant="secondary"
          size="md"
          disabled={full}
          onClick={() => add({ id: 'question', type: 'yes_no', text: '', required: true, expected: null })}
        >
          {S.addQuestion}
        </Button>
        <SelectField
          label={S.addTemplate}
          value=""
          disabled={full}
          placeholder={S.addTemplate}
          options={SCREENING_TEMPLATES.map((t) => ({ value: t.key, label: t.label }))}
          onChange={(event) => {
            const template = SCREENING_TEMPLATES.find((t) => t.key === event.target.value);
            if (template) add(structuredClone(template.question));
          }}
        />
      </div>
      {full && <p className="text-sm text-muted">{S.questionsTooMany}</p>}
    </section>
  );
}
