import { useId, useState } from 'react';
import { SKILL_PICKER_MESSAGES as M, searchSkills, type Skill } from '@careers/shared';
import { FieldLabel, inputClasses } from './field-parts';

/**
 * PUB-18, PRO-20 (docs/decisions/038, 042): a search of the skills catalogue by name or alias ("AAD" finds
 * Microsoft Entra ID), offering up to eight matches as "Add <name> (aliases)"; picking one hands it to
 * `onPick` and empties the search. The chosen skills, and the field's message, are the caller's.
 */
export function SkillPicker({
  label,
  labelVisible = false,
  matchesLabel,
  exclude,
  onPick,
  compact = false,
}: {
  /** The search box's name: a label above it when `labelVisible`, else its aria-label. */
  label: string;
  labelVisible?: boolean;
  /** The name of the list of matches. */
  matchesLabel: string;
  /** Ids not to offer (the skills chosen already). */
  exclude: readonly string[];
  onPick: (skill: Skill) => void;
  /** Shorter match rows. */
  compact?: boolean;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const results = query.trim() === '' ? [] : searchSkills(query, 8).filter((s) => !exclude.includes(s.id));
  return (
    <>
      {labelVisible && <FieldLabel htmlFor={id}>{label}</FieldLabel>}
      <input
        id={id}
        type="search"
        aria-label={labelVisible ? undefined : label}
        placeholder={M.searchPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className={inputClasses}
      />
      {query.trim() !== '' && (
        <ul className="mt-2 max-h-56 overflow-y-auto" aria-label={matchesLabel}>
          {results.length === 0 && <li className="px-2 py-1.5 text-sm text-muted">{M.noSkillFound}</li>}
          {results.map((skill) => (
            <li key={skill.id}>
              <button
                type="button"
                className={`w-full rounded-md px-2 ${compact ? 'py-1.5' : 'py-2'} text-left text-sm text-ink hover:bg-brand-50 focus-visible:bg-brand-50`}
                onClick={() => {
                  onPick(skill);
                  setQuery('');
                }}
              >
                {M.addSkill(skill.name)}
                {skill.aliases.length > 0 && <span className="text-muted"> ({skill.aliases.slice(0, 3).join(', ')})</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
