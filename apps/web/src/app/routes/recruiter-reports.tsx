import { REPORTS_PAGE_MESSAGES as M } from '@careers/shared';
import { RecruiterPage } from '@/components/layouts/recruiter-page';
import { ReportsPage } from '@/features/reports/components/reports-page';

/** REC-40: /recruiter/reports, the recruiting reports for a date range and filters (recruiters and admins). */
export default function RecruiterReportsRoute() {
  return (
    <RecruiterPage title={M.title}>
      <ReportsPage />
    </RecruiterPage>
  );
}
