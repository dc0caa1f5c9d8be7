import { AUDIT_MESSAGES as A } from '@careers/shared';
import { RecruiterPage } from '@/components/layouts/recruiter-page';
import { AuditLog } from '@/features/audit/components/audit-log';
import { useTeam } from '@/features/team/api/team';

/** REC-9: the access log (admins only: the route table's `admin` access); its member filter lists the team. */
export default function RecruiterAuditRoute() {
  const team = useTeam();
  const members = (team.data?.members ?? []).map((m) => ({ id: m.id, name: m.name }));
  return (
    <RecruiterPage title={A.pageTitle}>
      <p className="mb-4 max-w-3xl text-ws-sm text-muted">{A.intro}</p>
      <AuditLog members={members} />
    </RecruiterPage>
  );
}
