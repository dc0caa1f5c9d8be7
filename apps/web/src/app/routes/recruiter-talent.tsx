import { TALENT_MESSAGES } from '@careers/shared';
import { RecruiterPage } from '@/components/layouts/recruiter-page';
import { TalentSearch } from '@/features/talent/components/talent-search';

/** REC-10: /recruiter/talent, the talent pool search (recruiters only, by the route table). */
export default function RecruiterTalentRoute() {
  return (
    <RecruiterPage title={TALENT_MESSAGES.talentPool}>
      <TalentSearch />
    </RecruiterPage>
  );
}
