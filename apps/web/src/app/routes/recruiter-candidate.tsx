import { useParams } from 'react-router';
import { APPLICATION_MESSAGES } from '@careers/shared';
import { RecruiterPage } from '@/components/layouts/recruiter-page';
import { useCandidate } from '@/features/talent/api/talent';
import { CandidateDetail } from '@/features/talent/components/candidate-detail';
import { ApiError, serverMessageOr } from '@/lib/api-client';
import { NotFoundPage } from './not-found';

/** REC-10: /recruiter/candidates/:candidateId, a candidate found in the talent pool. */
export default function RecruiterCandidateRoute() {
  const candidateId = Number(useParams().candidateId);
  const { data, error } = useCandidate(candidateId);
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundPage />;
  return (
    <RecruiterPage title={data ? `${data.profile.first_name} ${data.profile.last_name}` : 'Candidate'}>
      {data && <CandidateDetail candidate={data} />}
      {/* REC-9: a profile that could not be recorded is not shown; the server's message says why. */}
      {error && (
        <p role="alert" className="text-ink">
          {serverMessageOr(error, APPLICATION_MESSAGES.loadFailed)}
        </p>
      )}
    </RecruiterPage>
  );
}
