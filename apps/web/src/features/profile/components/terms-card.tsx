import { useMemo, useState } from 'react';
import { PROFILE_TERMS_MESSAGES as T, availabilityText, countryName, expectedRateText, hasProfileTerms, zoneLabel } from '@careers/shared';
import { SkillChips } from '@/components/ui/skill-chips';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import * as icons from '@/components/ui/icons';
import { useProfileTerms } from '../api/profile-terms';
import { Detail, Details, EmptySection, SectionCard } from './section-card';
import { TermsDialog } from './terms-dialog';

/** PRO-20's card on the profile: skills with years, expected rate, availability, country and time zone, with its edit dialog. */
export function TermsCard() {
  const query = useProfileTerms();
  const [editing, setEditing] = useState(false);
  const now = useMemo(() => new Date(), []);
  const terms = query.data;
  return (
    <SectionCard title={T.sectionTitle} icon={icons.target} onEdit={() => setEditing(true)} className="xl:col-span-2">
      {query.isPending ? (
        <div role="status" className="flex items-center gap-3 text-sm text-muted">
          <Spinner /> Loading…
        </div>
      ) : query.isError || !terms ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-muted">
          We could not load your skills and availability.
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : hasProfileTerms(terms) ? (
        <Details>
          <Detail label={T.skillsLabel} wide>
            {terms.skills.length > 0 && <SkillChips skills={terms.skills} label={T.skillsLabel} />}
          </Detail>
          <Detail label={T.rateLabel}>{terms.expected_rate ? expectedRateText(terms.expected_rate) : ''}</Detail>
          <Detail label={T.availabilityLabel}>{availabilityText(terms)}</Detail>
          <Detail label={T.countryLabel}>{terms.country_of_residence ? countryName(terms.country_of_residence) : ''}</Detail>
          <Detail label={T.timeZoneLabel}>{terms.time_zone ? zoneLabel(terms.time_zone, now) : ''}</Detail>
        </Details>
      ) : (
        <EmptySection text={T.empty} action={T.emptyAction} onAction={() => setEditing(true)} />
      )}
      {terms && <TermsDialog terms={terms} open={editing} onClose={() => setEditing(false)} />}
    </SectionCard>
  );
}
