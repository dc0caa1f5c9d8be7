import { AppliedJobs, UnreadMessagesCount } from '@/features/applications/components/applied-jobs';
import { EmptyJobsTab } from '@/features/profile/components/empty-jobs-tab';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { SavedJobs } from '@/features/saved-jobs/components/saved-jobs';
import { DiscoverableSwitch } from '@/features/talent/components/discoverable-switch';
import { JobAlertsTab } from '@/features/job-alerts/components/job-alerts-tab';
import { YourDataCard } from '@/features/privacy/components/your-data-card';
import { ApplicationOffer } from '@/features/offers/components/application-offer';
import type { ApplicationExtra } from '@/features/applications/components/applied-jobs';

/** APP-14: an application at Offer (or Hired after accepting) shows its offer in its card. */
const offerOf: ApplicationExtra = (application, open) =>
  application.status === 'offer' || application.status === 'hired' ? (
    <ApplicationOffer applicationId={application.application_id} open={open} />
  ) : null;

/**
 * PRO-1, ACC-13: the profile is a signed-in candidate's page (the router's guard sends anonymous
 * visitors to /login and back, and a recruiter to their area, REC-1). The route composes the
 * Applied Jobs and Saved Jobs tabs (APP-6), with each application's offer (APP-14), and the Job Alerts
 * tab (ALR-1) from their features.
 */
/** APP-13's page loads with the profile's code (router.tsx). */
export { default as ApplicationInterviewRoute } from './application-interview';

export default function ProfileRoute() {
  return (
    <ProfilePage
      profileExtras={<DiscoverableSwitch />}
      profileFooter={<YourDataCard />}
      tabBadges={{ applied: <UnreadMessagesCount /> }}
      tabs={{
        applied: <AppliedJobs empty={<EmptyJobsTab kind="applied" />} extra={offerOf} />,
        saved: <SavedJobs empty={<EmptyJobsTab kind="saved" />} />,
        alerts: <JobAlertsTab empty={<EmptyJobsTab kind="alerts" />} />,
      }}
    />
  );
}
