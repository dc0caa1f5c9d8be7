import { UI_MESSAGES } from '@careers/shared';
import { ApiError } from '@/lib/api-client';
import { ErrorReference } from '@/lib/error-toast';

/** What the server said about a refused file (e.g. PRO-16's type message); nothing for outages. */
export function uploadFailureReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.failure.status === 'FETCH_ERROR' || error.failure.status >= 500) return undefined;
  return error.serverMessage;
}

/**
 * PRO-16's 'Failed ! Please try again later.', with the server's reason under it when there is one, and
 * the request's reference (GEN-13).
 */
export function UploadFailureToast({ reason, reference }: { reason: string | undefined; reference?: string | undefined }) {
  return (
    <div>
      <p>{UI_MESSAGES.uploadFailed}</p>
      {reason && <p className="mt-0.5 text-sm opacity-80">{reason}</p>}
      {reference && <ErrorReference reference={reference} />}
    </div>
  );
}
