import {
  JOB_TERMS_MESSAGES as T,
  cetOverlapText,
  formatEngagement,
  formatPayRange,
  listCountries,
  skillById,
  type Job,
} from '@careers/shared';

/**
 * The job page's parts for PUB-18's terms: its facts and the skills chips. They stay out of the job card's
 * module (`./job-terms-summary`): the card is on the landing route, whose initial JS has a budget (PUB-17),
 * and the chips need the skills catalogue.
 */

/** PUB-18: the job page's facts for the terms (rows of the facts box), only those the job states. */
export function jobTermFacts(job: Job): [string, string][] {
  const engagement = formatEngagement(job);
  return [
    ...(job.pay ? [[T.payLabel, formatPayRange(job.pay, { style: 'short' })] satisfies [string, string]] : []),
    ...(engagement ? [[T.engagementLabel, engagement] satisfies [string, string]] : []),
    ...(job.is_remote && job.remote_countries.length > 0
      ? [[T.countriesLabel, listCountries(job.remote_countries)] satisfies [string, string]]
      : []),
    ...(job.cet_overlap_hours !== null ? [['CET overlap', cetOverlapText(job.cet_overlap_hours)] satisfies [string, string]] : []),
  ];
}

function SkillChips({ label, ids, tone }: { label: string; ids: readonly string[]; tone: 'required' | 'nice' }) {
  if (ids.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink">{label}</h3>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={label}>
        {ids.map((id) => (
          <li
            key={id}
            className={
              tone === 'required'
                ? 'rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800'
                : 'rounded-full border border-line bg-white px-3 py-1 text-sm text-ink'
            }
          >
            {skillById(id)?.name ?? id}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** PUB-18: the job's required and nice-to-have skills as chips. */
export function JobSkills({ job }: { job: Job }) {
  if (job.skills_required.length === 0 && job.skills_nice.length === 0) return null;
  return (
    <section
      aria-labelledby="job-skills-title"
      className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)]"
    >
      <h2 id="job-skills-title" className="text-base font-bold text-ink">
        {T.skillsLabel}
      </h2>
      <div className="mt-3 space-y-4">
        <SkillChips label={T.skillsRequiredLabel} ids={job.skills_required} tone="required" />
        <SkillChips label={T.skillsNiceLabel} ids={job.skills_nice} tone="nice" />
      </div>
    </section>
  );
}
