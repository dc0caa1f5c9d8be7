import { JobAlertLinkPage } from '@/features/job-alerts/components/job-alert-link-page';

/** ALR-2, ALR-5: the landing page of a job alert's confirm and unsubscribe links. */
export default function JobAlertLinkRoute() {
  return <JobAlertLinkPage />;
}
