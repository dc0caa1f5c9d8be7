import { useMemo, useState } from 'react';
import {
  CANDIDATE_CURRENCIES,
  PAY_UNITS,
  PROFILE_TERMS_MESSAGES as PT,
  SKILL_PICKER_MESSAGES as SP,
  countryOptions,
  searchSkills,
  skillById,
  availabilityText,
  countryName,
  expectedRateText,
  yearsText,
  zoneLabel,
  type ProfileTerms,
} from '@careers/shared';

const fieldClasses = 'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-ink';

/** REC-10: the skills filter: chips from the catalogue, found by name or alias, sent as `skills=a,b`. */
function SkillsFilter({ initial }: { initial: string[] }) {
  const [chosen, setChosen] = useState(initial);
  const [query, setQuery] = useState('');
  const results = query.trim() === '' ? [] : searchSkills(query, 6).filter((s) => !chosen.includes(s.id));
  return (
    <div className="text-sm text-ink">
      <label htmlFor="talent-skills">{PT.filterSkills}</label>
      <input type="hidden" name="skills" value={chosen.join(',')} />
      {chosen.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="Skills required">
          {chosen.map((id) => {
            const name = skillById(id)?.name ?? id;
            return (
              <li
                key={id}
                className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-0.5 pl-2.5 pr-0.5 text-xs font-medium text-brand-800"
              >
                {name}
                <button
                  type="button"
                  aria-label={`Remove ${name}`}
                  onClick={() => setChosen(chosen.filter((c) => c !== id))}
                  className="grid h-6 w-6 place-items-center rounded-full hover:bg-brand-100"
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <input
        id="talent-skills"
        type="search"
        value={query}
        placeholder="e.g. AAD, Intune"
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          // Enter adds the first match instead of submitting the search.
          const first = results[0];
          if (event.key === 'Enter' && first) {
            event.preventDefault();
            setChosen([...chosen, first.id]);
            setQuery('');
          }
        }}
        className={fieldClasses}
      />
      {query.trim() !== '' && (
        <ul className="mt-1 rounded-lg border border-line bg-white p-1" aria-label="Matching skills">
          {results.length === 0 && <li className="px-2 py-1 text-muted">{SP.noSkillFound}</li>}
          {results.map((skill) => (
            <li key={skill.id}>
              <button
                type="button"
                className="w-full rounded-md px-2 py-1.5 text-left hover:bg-brand-50"
                onClick={() => {
                  setChosen([...chosen, skill.id]);
                  setQuery('');
                }}
              >
                {SP.addSkill(skill.name)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export interface TermsFilterValues {
  skills: string[];
  maxRate: string;
  rateCurrency: string;
  rateUnit: string;
  availableBy: string;
  overlap: string;
  country: string;
}

/** REC-10's filters on the candidates' terms (PRO-20), as fields of the search form (their names are the URL's). */
export function TermsFilters({ values }: { values: TermsFilterValues }) {
  const countries = useMemo(() => countryOptions(), []);
  return (
    <>
      <SkillsFilter initial={values.skills} />
      <fieldset className="text-sm text-ink">
        <legend>{PT.filterMaxRate}</legend>
        <div className="mt-1 grid grid-cols-[minmax(0,1fr)_5.5rem] gap-2">
          <input
            name="maxRate"
            aria-label={PT.filterMaxRate}
            inputMode="decimal"
            defaultValue={values.maxRate}
            placeholder="600"
            className="block w-full rounded-lg border border-line bg-white px-3 py-2 text-ink"
          />
          <select
            name="rateCurrency"
            aria-label={PT.filterRateCurrency}
            defaultValue={values.rateCurrency || 'EUR'}
            className="block w-full rounded-lg border border-line bg-white px-2 py-2"
          >
            {CANDIDATE_CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <select
          name="rateUnit"
          aria-label={PT.filterRateUnit}
          defaultValue={values.rateUnit || 'day'}
          className="mt-2 block w-full rounded-lg border border-line bg-white px-2 py-2"
        >
          {PAY_UNITS.map((u) => (
            <option key={u} value={u}>
              per {u}
            </option>
          ))}
        </select>
        <p className="mt-1 text-xs text-muted">{PT.rateUnitsNote}</p>
      </fieldset>
      <label className="text-sm text-ink">
        {PT.filterAvailableBy}
        <input type="date" name="availableBy" defaultValue={values.availableBy} className={fieldClasses} />
      </label>
      <label className="text-sm text-ink">
        {PT.filterOverlap}
        <select name="overlap" defaultValue={values.overlap} className={fieldClasses}>
          <option value="">{PT.anyOverlap}</option>
          {[1, 2, 3, 4, 5, 6, 7, 8].map((h) => (
            <option key={h} value={h}>
              {PT.overlapOption(h)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm text-ink">
        {PT.filterCountry}
        <select name="country" defaultValue={values.country} className={fieldClasses}>
          <option value="">{PT.anyCountry}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/** A result's terms (PRO-20): skills with years, then rate, availability, country and time zone. */
export function TermsFacts({ terms, now }: { terms: ProfileTerms; now: Date }) {
  const facts = [
    terms.expected_rate ? expectedRateText(terms.expected_rate) : '',
    availabilityText(terms),
    terms.country_of_residence ? countryName(terms.country_of_residence) : '',
    terms.time_zone ? zoneLabel(terms.time_zone, now) : '',
  ].filter(Boolean);
  if (terms.skills.length === 0 && facts.length === 0) return null;
  return (
    <div className="mt-2 flex flex-col gap-1.5">
      {terms.skills.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
          {terms.skills.map((s) => (
            <li key={s.skill} className="rounded-full bg-surface px-2.5 py-0.5 text-xs font-medium text-ink ring-1 ring-inset ring-line">
              {skillById(s.skill)?.name ?? s.skill}
              {s.years !== null && <span className="text-muted"> · {yearsText(s.years)}</span>}
            </li>
          ))}
        </ul>
      )}
      {facts.length > 0 && <p className="text-xs text-muted">{facts.join(' · ')}</p>}
    </div>
  );
}
