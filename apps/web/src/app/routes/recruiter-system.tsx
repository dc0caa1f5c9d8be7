import { SYSTEM_MESSAGES as S } from '@careers/shared';
import { RecruiterPage } from '@/components/layouts/recruiter-page';
import { SystemStatusPanel } from '@/features/system/components/system-status';

/** REC-15: the system page (admins only: the route table's `admin` access). */
export default function RecruiterSystemRoute() {
  return (
    <RecruiterPage title={S.pageTitle}>
      <SystemStatusPanel />
    </RecruiterPage>
  );
}
