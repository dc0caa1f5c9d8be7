import { RECRUITER_SETTINGS_MESSAGES as S } from '@careers/shared';
import { RecruiterPage } from '@/components/layouts/recruiter-page';
import { CalendarFeedSection } from '@/features/recruiter-settings/components/calendar-feed-section';
import { ReferralLinksSection } from '@/features/recruiter-settings/components/referral-links-section';
import { RecruiterSettingsForm } from '@/features/recruiter-settings/components/settings-form';

/** REC-13, REC-32, REC-34, REC-35: the signed-in recruiter's own settings, calendar feed and referral links (recruiters and admins: the route table's `recruiter` access). */
export default function RecruiterSettingsRoute() {
  return (
    <RecruiterPage title={S.title}>
      <RecruiterSettingsForm />
      <CalendarFeedSection />
      <ReferralLinksSection />
    </RecruiterPage>
  );
}
