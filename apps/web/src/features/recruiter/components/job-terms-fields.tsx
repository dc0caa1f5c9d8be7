import { useId, useMemo, useState } from 'react';
import { JOB_TERMS_MESSAGES as T, countryName, countryOptions, skillById, TARGET_COUNTRIES } from '@careers/shared';
import { FieldError, inputClasses } from '@/components/ui/field-parts';
import { SkillPicker } from '@/components/ui/skill-picker';

const boxClasses = 'rounded-lg border border-line bg-white p-3';
const chipClasses =
  'inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pl-3 pr-1 text-sm font-medium text-brand-800';

/** A chip with a remove button (its name says what it removes). */
function Chip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <li className={chipClasses}>
      {label}
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${label}`}
        className="grid h-6 w-6 place-items-center rounded-full text-brand-700 hover:bg-brand-100"
      >
        ×
      </button>
    </li>
  );
}

/** PUB-18: skills picked from the catalogue by a search that knows the aliases ("AAD" finds Microsoft Entra ID), shown as chips. */
export function SkillsField({
  label,
  value,
  onChange,
  error,
  exclude = [],
}: {
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
  error: string | undefined;
  exclude?: readonly string[];
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{label}</legend>
      <div className={boxClasses}>
        {value.length > 0 && (
          <ul className="mb-2 flex flex-wrap gap-2" aria-label={`${label} chosen`}>
            {value.map((skillId) => (
              <Chip
                key={skillId}
                label={skillById(skillId)?.name ?? skillId}
                onRemove={() => onChange(value.filter((v) => v !== skillId))}
              />
            ))}
          </ul>
        )}
        <SkillPicker
          label={`Search ${label.toLowerCase()}`}
          matchesLabel={`${label}: matches`}
          exclude={[...value, ...exclude]}
          onPick={(skill) => onChange([...value, skill.id])}
          compact
        />
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** PUB-18: the countries applicants may work from: the target countries first, then every other, with a filter. */
export function CountryPicker({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (codes: string[]) => void;
  error: string | undefined;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const options = useMemo(() => countryOptions(), []);
  const needle = query.trim().toLowerCase();
  const shown = needle === '' ? options : options.filter((o) => o.name.toLowerCase().includes(needle) || o.code.toLowerCase() === needle);
  const targets: readonly string[] = TARGET_COUNTRIES;
  const toggle = (code: string, on: boolean) => onChange(on ? [...value, code] : value.filter((c) => c !== code));
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{T.countriesLabel}</legend>
      <div className={boxClasses}>
        {value.length > 0 && (
          <ul className="mb-2 flex flex-wrap gap-2" aria-label="Countries chosen">
            {value.map((code) => (
              <Chip key={code} label={countryName(code)} onRemove={() => toggle(code, false)} />
            ))}
          </ul>
        )}
        <input
          type="search"
          aria-label="Filter countries"
          placeholder="Filter countries"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className={inputClasses}
        />
        <ul className="mt-2 max-h-56 overflow-y-auto" aria-label="Countries">
          {shown.map((option, index) => (
            <li key={option.code} className={needle === '' && index === targets.length ? 'mt-1 border-t border-line pt-1' : undefined}>
              <label className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-ink hover:bg-brand-50">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-600"
                  checked={value.includes(option.code)}
                  onChange={(event) => toggle(option.code, event.target.checked)}
                />
                {option.name}
              </label>
            </li>
          ))}
        </ul>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
