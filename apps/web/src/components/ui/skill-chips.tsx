import { skillById, yearsText, type ProfileTerms } from '@careers/shared';

/**
 * A candidate's skills as chips with their years (PRO-20): the profile's own card and the applicants' side
 * panel (REC-19). `compact` is the workspace's smaller type.
 */
export function SkillChips({ skills, label, compact = false }: { skills: ProfileTerms['skills']; label: string; compact?: boolean }) {
  return (
    <ul className={`flex flex-wrap ${compact ? 'mt-1 gap-1.5' : 'gap-2'}`} aria-label={label}>
      {skills.map((s) => (
        <li
          key={s.skill}
          className={`inline-flex items-center rounded-full border border-brand-200 bg-brand-50 font-medium text-brand-800 ${
            compact ? 'gap-1 px-2 py-0.5 text-ws-xs' : 'gap-1.5 px-3 py-1 text-sm'
          }`}
        >
          {skillById(s.skill)?.name ?? s.skill}
          {s.years !== null && <span className="font-normal text-brand-700">· {yearsText(s.years)}</span>}
        </li>
      ))}
    </ul>
  );
}
