import { useId, useMemo, type ReactNode } from 'react';
import {
  PROFILE_TERMS_MESSAGES as T,
  availabilityText,
  countryName,
  expectedRateText,
  hasProfileTerms,
  zoneLabel,
  type ProfileTerms,
} from '@careers/shared';
import { SkillChips } from '@/components/ui/skill-chips';

function Fact({ term, value, wide = false }: { term: string; value: ReactNode; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-ws-xs font-semibold text-muted">{term}</dt>
      <dd className="mt-0.5 text-ws-sm break-words text-ink">{value || <span className="text-muted">{T.notGiven}</span>}</dd>
    </div>
  );
}

/**
 * PRO-20 in the applicants' side panel (REC-19, docs/decisions/042): the candidate's skills with years,
 * expected rate, availability, country of residence and time zone, as the profile states them now. A field
 * not stated says so; a profile with none of them says it once.
 */
export function ApplicantTerms({ terms }: { terms: ProfileTerms }) {
  const id = useId();
  const now = useMemo(() => new Date(), []);
  return (
    <section aria-labelledby={`${id}-terms`} data-testid="applicant-terms">
      <h4 id={`${id}-terms`} className="text-sm font-bold text-ink">
        {T.sectionTitle}
      </h4>
      {hasProfileTerms(terms) ? (
        <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2">
          <Fact
            term={T.skillsLabel}
            wide
            value={terms.skills.length > 0 && <SkillChips skills={terms.skills} label={T.skillsLabel} compact />}
          />
          <Fact term={T.rateLabel} value={terms.expected_rate ? expectedRateText(terms.expected_rate) : ''} />
          <Fact term={T.availabilityLabel} value={availabilityText(terms)} />
          <Fact term={T.countryLabel} value={terms.country_of_residence ? countryName(terms.country_of_residence) : ''} />
          <Fact term={T.timeZoneLabel} value={terms.time_zone ? zoneLabel(terms.time_zone, now) : ''} />
        </dl>
      ) : (
        <p className="mt-1 text-ws-sm text-muted">{T.panelNothingGiven}</p>
      )}
    </section>
  );
}
