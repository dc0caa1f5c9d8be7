import { useParams } from 'react-router';
import { RecruiterPage } from '@/components/layouts/recruiter-page';
import { useCandidate } from '@/features/talent/api/talent';
import { CandidateDetail } from '@/features/talent/components/candidate-detail';
import { NotFoundPage } from './not-found';

/** Issue 14: /recruiter/candidates/:candidateId, a candidate found in the talent pool. */
export default function RecruiterCandidateRoute() {
  const candidateId = Number(useParams().candidateId);
  const { data, isError } = useCandidate(candidateId);
  if (isError) return <NotFoundPage />;
  return (
    <RecruiterPage title={data ? `${data.profile.first_name} ${data.profile.last_name}` : 'Candidate'}>
      {data && <CandidateDetail candidate={data} />}
    </RecruiterPage>
  );
}
