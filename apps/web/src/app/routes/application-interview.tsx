import { useParams } from 'react-router';
import { InterviewBooking } from '@/features/applications/components/interview-booking';

/** APP-13: /applications/:applicationId/interview, where the offered-times e-mail and Applied Jobs lead. */
export default function ApplicationInterviewRoute() {
  const { applicationId = '' } = useParams();
  return <InterviewBooking applicationId={Number(applicationId)} />;
}
