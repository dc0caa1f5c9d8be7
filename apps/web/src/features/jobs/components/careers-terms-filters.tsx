import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import {
  CANDIDATE_CURRENCIES,
  PAY_UNITS,
  SEARCH_FILTER_MESSAGES as M,
  SEARCH_SKILLS_MAX,
  SKILLS,
  countryOptions,
  findSkill,
  skillById,
} from '@careers/shared';
import type { CareersQuery, TermsParam } from '../hooks/use-careers-filters';

/** Every country for the picker (target countries first), named once. */
const COUNTRIES = countryOptions();

const fieldClass =
  'block h-11 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink placeholder:text-muted focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';
const helpClass = 'mt-1 text-xs leading-snug text-muted';

/** The currency and unit a minimum pay starts with when the URL names none. */
export const DEFAULT_PAY = { currency: 'EUR', unit: 'day' } as const;

/**
 * PUB-20's filters (docs/decisions/044): minimum pay (an amount with a currency and unit, applied with
 * Search or Enter like the text filters; the currency and unit apply at once when an amount is in force),
 * "I can work from …" and skills (applied when chosen). A lazy chunk of the careers block (PUB-17): the
 * country names and the skills catalogue load only with it. `payInvalid`: the block could not read the
 * amount (the message is this part's, so the filters' texts stay off the landing's initial JS too).
 */
export default function CareersTermsFilters({
  query,
  update,
  payInvalid,
}: {
  query: CareersQuery;
  update: (changes: Partial<Record<TermsParam, string>>) => void;
  payInvalid: boolean;
}) {
  const id = useId();
  const chosen = (query.skills ?? '').split(',').filter((skill) => skill !== '');
  const known = chosen.filter((skill) => skillById(skill) !== undefined);
  const [skillText, setSkillText] = useState('');
  const [skillMissing, setSkillMissing] = useState(false);

  // A shared link may name a skill the catalogue does not have: drop it rather than fail the search.
  const skillsParam = query.skills ?? '';
  useEffect(() => {
    const ids = skillsParam.split(',').filter((skill) => skill !== '');
    const kept = ids.filter((skill) => skillById(skill) !== undefined);
    if (kept.length !== ids.length) update({ skills: kept.join(',') });
  }, [skillsParam, update]);

  const setSkills = (skills: string[]) => update({ skills: [...new Set(skills)].sort().join(',') });
  const addSkill = () => {
    const skill = findSkill(skillText.trim());
    if (!skill) {
      setSkillMissing(skillText.trim() !== '');
      return;
    }
    setSkillMissing(false);
    setSkillText('');
    if (!known.includes(skill.id) && known.length < SEARCH_SKILLS_MAX) setSkills([...known, skill.id]);
  };
  const onSkillKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter picks the skill instead of submitting the search.
    if (event.key === 'Enter') {
      event.preventDefault();
      addSkill();
    }
  };
  const payApplied = Boolean(query.minPay);
  const any = payApplied || Boolean(query.workFrom) || known.length > 0;

  return (
    <div className="grid gap-4 border-t border-line pt-4 md:col-span-2 lg:col-span-6 lg:grid-cols-3">
      <fieldset className="min-w-0" aria-describedby={`${id}-pay-help${payInvalid ? ` ${id}-pay-error` : ''}`}>
        <legend className="text-sm font-medium text-ink">{M.minPayLabel}</legend>
        <div className="mt-1 grid grid-cols-[minmax(0,1fr)_5.5rem_5.5rem] gap-2">
          <input
            type="text"
            inputMode="decimal"
            name="minPay"
            aria-label={M.minPayLabel}
            aria-invalid={payInvalid ? true : undefined}
            maxLength={20}
            className={fieldClass}
            placeholder={M.minPayPlaceholder}
            defaultValue={query.minPay ?? ''}
          />
          <select
            name="currency"
            aria-label={M.currencyLabel}
            className={fieldClass}
            defaultValue={query.currency ?? DEFAULT_PAY.currency}
            onChange={(e) => payApplied && update({ currency: e.target.value })}
          >
            {CANDIDATE_CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
          <select
            name="unit"
            aria-label={`${M.unitLabel} (${M.minPayLabel.toLowerCase()})`}
            className={fieldClass}
            defaultValue={query.unit ?? DEFAULT_PAY.unit}
            onChange={(e) => payApplied && update({ unit: e.target.value })}
          >
            {PAY_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {`/ ${M.unitOptions[unit]}`}
              </option>
            ))}
          </select>
        </div>
        {payInvalid && (
          <p id={`${id}-pay-error`} className="mt-1 text-xs font-medium text-danger" role="alert">
            {M.minPayInvalid}
          </p>
        )}
        <p id={`${id}-pay-help`} className={helpClass}>
          {M.minPayHelp}
        </p>
      </fieldset>

      <div className="min-w-0">
        <label className="text-sm font-medium text-ink" htmlFor={`${id}-work-from`}>
          {M.workFromLabel}
        </label>
        <select
          id={`${id}-work-from`}
          className={`mt-1 ${fieldClass}`}
          value={query.workFrom ?? ''}
          aria-describedby={`${id}-work-from-help`}
          onChange={(e) => update({ workFrom: e.target.value })}
        >
          <option value="">{M.workFromAny}</option>
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        <p id={`${id}-work-from-help`} className={helpClass}>
          {M.workFromHelp}
        </p>
      </div>

      <div className="min-w-0">
        <label className="text-sm font-medium text-ink" htmlFor={`${id}-skill`}>
          {M.skillsLabel}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={`${id}-skill`}
            type="text"
            list={`${id}-skills`}
            autoComplete="off"
            className={fieldClass}
            placeholder={M.skillsPlaceholder}
            value={skillText}
            aria-describedby={`${id}-skills-help${skillMissing ? ` ${id}-skills-missing` : ''}`}
            aria-invalid={skillMissing ? true : undefined}
            disabled={known.length >= SEARCH_SKILLS_MAX}
            onChange={(e) => {
              setSkillText(e.target.value);
              setSkillMissing(false);
              // A pick from the list (its exact name) is added at once.
              const picked = SKILLS.find((skill) => skill.name === e.target.value);
              if (picked && !known.includes(picked.id)) {
                setSkillText('');
                setSkills([...known, picked.id]);
              }
            }}
            onKeyDown={onSkillKey}
          />
          <datalist id={`${id}-skills`}>
            {SKILLS.filter((skill) => !known.includes(skill.id)).map((skill) => (
              <option key={skill.id} value={skill.name} />
            ))}
          </datalist>
        </div>
        {skillMissing && (
          <p id={`${id}-skills-missing`} className="mt-1 text-xs font-medium text-danger" role="alert">
            {M.skillsNone}
          </p>
        )}
        {known.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={M.skillsChosen}>
            {known.map((skill) => {
              const name = skillById(skill)?.name ?? skill;
              return (
                <li key={skill}>
                  <button
                    type="button"
                    className="inline-flex h-8 items-center gap-1 rounded-full bg-brand-50 pl-3 pr-2 text-xs font-medium text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-100"
                    aria-label={M.removeSkill(name)}
                    onClick={() => setSkills(known.filter((other) => other !== skill))}
                  >
                    {name}
                    <span aria-hidden="true" className="text-sm leading-none">
                      ×
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <p id={`${id}-skills-help`} className={helpClass}>
          {M.skillsHelp}
        </p>
      </div>

      {any && (
        <div className="lg:col-span-3">
          <button
            type="button"
            className="text-sm font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
            onClick={() => update({ minPay: '', currency: '', unit: '', workFrom: '', skills: '' })}
          >
            {M.clearFilters}
          </button>
        </div>
      )}
    </div>
  );
}
