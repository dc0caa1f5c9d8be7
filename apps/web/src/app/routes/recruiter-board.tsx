import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { LAYOUT_PARAM } from '@/features/recruiter/utils/applicant-view';

/** REC-6, REC-23: /recruiter/jobs/:jobId/board, a job's pipeline board (today REC-6's board view of the applicants page). */
export default function RecruiterBoardRoute() {
  const jobId = useParams().jobId ?? '';
  return <Navigate to={`${paths.recruiter.job(jobId)}?${LAYOUT_PARAM}=board`} replace />;
}
