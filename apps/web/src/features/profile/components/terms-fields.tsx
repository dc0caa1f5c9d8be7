import { useId, useMemo, useState } from 'react';
import { PROFILE_TERMS_MESSAGES as T, skillById, timeZoneOptions, zoneLabel, type ProfileSkill } from '@careers/shared';
import { FieldError, inputClasses } from '@/components/ui/field-parts';
import { SkillPicker } from '@/components/ui/skill-picker';

/** A number field's text as the form's value: '' is null (not said), anything else its number (NaN for junk: the schema's message). */
export const numberOrNull = (text: unknown) => (text === '' || text === null || text === undefined ? null : Number(text));

/**
 * PRO-20: the candidate's skills from the catalogue, found by name or alias ("AAD" finds Microsoft Entra
 * ID), each with its years of use.
 */
export function SkillsWithYears({
  value,
  onChange,
  error,
  rowErrors,
}: {
  value: ProfileSkill[];
  onChange: (skills: ProfileSkill[]) => void;
  error: string | undefined;
  rowErrors: (index: number) => string | undefined;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{T.skillsLabel}</legend>
      <div className="rounded-lg border border-line bg-white p-3">
        {value.length > 0 ? (
          <ul className="mb-3 divide-y divide-line" aria-label="Skills chosen">
            {value.map((entry, index) => {
              const name = skillById(entry.skill)?.name ?? entry.skill;
              const yearsId = `${id}-years-${entry.skill}`;
              const rowError = rowErrors(index);
              return (
                <li key={entry.skill} className="py-2 first:pt-0">
                  <div className="flex items-center gap-3">
                    <span className="min-w-0 flex-1 font-medium text-ink">{name}</span>
                    <label htmlFor={yearsId} className="sr-only">
                      {T.yearsLabel(name)}
                    </label>
                    <input
                      id={yearsId}
                      type="number"
                      min={0}
                      max={50}
                      inputMode="numeric"
                      placeholder={T.yearsShort}
                      value={entry.years ?? ''}
                      aria-invalid={rowError ? true : undefined}
                      aria-describedby={rowError ? `${yearsId}-error` : undefined}
                      onChange={(event) =>
                        onChange(value.map((s, i) => (i === index ? { ...s, years: numberOrNull(event.target.value) } : s)))
                      }
                      className={`h-10 w-20 rounded-lg border bg-white px-2 text-right text-base text-ink outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100 ${rowError ? 'border-danger' : 'border-line'}`}
                    />
                    <span className="text-sm text-muted" aria-hidden="true">
                      {T.yearsUnit}
                    </span>
                    <button
                      type="button"
                      onClick={() => onChange(value.filter((_, i) => i !== index))}
                      aria-label={T.removeSkill(name)}
                      className="grid h-9 w-9 flex-none place-items-center rounded-lg text-lg text-muted ring-1 ring-inset ring-line hover:bg-brand-50 hover:text-brand-800"
                    >
                      ×
                    </button>
                  </div>
                  <FieldError id={`${yearsId}-error`} message={rowError} />
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="mb-3 text-sm text-muted">{T.noSkills}</p>
        )}
        <SkillPicker
          label={T.skillSearchLabel}
          labelVisible
          matchesLabel="Matching skills"
          exclude={value.map((s) => s.skill)}
          onPick={(skill) => onChange([...value, { skill: skill.id, years: null }])}
        />
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/**
 * PRO-20: the time zone from every IANA zone this browser knows, narrowed by a search, each with its
 * offset now; `proposed` says the value came from the browser and is not saved yet.
 */
export function TimeZoneField({
  value,
  onChange,
  error,
  proposed,
}: {
  value: string;
  onChange: (zone: string) => void;
  error: string | undefined;
  proposed: boolean;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const now = useMemo(() => new Date(), []);
  const options = useMemo(() => timeZoneOptions(now), [now]);
  const needle = query.trim().toLowerCase().replaceAll(' ', '_');
  const shown = needle === '' ? options : options.filter((o) => o.zone.toLowerCase().includes(needle) || o.zone === value);
  const known = options.some((o) => o.zone === value);
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {T.timeZoneLabel}
      </label>
      <input
        type="search"
        aria-label="Search time zones"
        placeholder={T.timeZoneSearchPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className={`${inputClasses} mb-2`}
      />
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[proposed ? hintId : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
        className={`${inputClasses} ${error ? 'border-danger' : ''}`}
      >
        <option value="">{shown.length === 0 ? T.noTimeZoneFound : 'Select time zone'}</option>
        {value !== '' && !known && <option value={value}>{zoneLabel(value, now)}</option>}
        {shown.map((o) => (
          <option key={o.zone} value={o.zone}>
            {o.label}
          </option>
        ))}
      </select>
      {proposed && (
        <p id={hintId} className="mt-1.5 text-sm text-brand-800">
          {T.timeZoneProposed}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
