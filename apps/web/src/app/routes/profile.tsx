import { RequireAuth } from '@/lib/require-auth';
import { AppliedJobs } from '@/features/applications/components/applied-jobs';
import { EmptyJobsTab } from '@/features/profile/components/empty-jobs-tab';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { SavedJobs } from '@/features/saved-jobs/components/saved-jobs';

/**
 * SPEC 2.12, D21: the profile requires sign-in; anonymous visitors go to /login and come back here.
 * It is a candidate's page (a recruiter is sent to their area, D16). The route composes the
 * Applied Jobs and Saved Jobs tabs (D15) from their features.
 */
export default function ProfileRoute() {
  return (
    <RequireAuth role="candidate">
      <ProfilePage
        tabs={{
          applied: <AppliedJobs empty={<EmptyJobsTab kind="applied" />} />,
          saved: <SavedJobs empty={<EmptyJobsTab kind="saved" />} />,
        }}
      />
    </RequireAuth>
  );
}
