import { useState } from 'react';
import { toast } from 'react-toastify';
import { INTERVIEW_REASON_MAX, INTERVIEW_SCHEDULING_MESSAGES as S } from '@careers/shared';
import { Dialog, DialogActions, DialogBody } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { serverMessageOr } from '@/lib/api-client';

/** What either side's cancel mutation offers this dialog: the reason in, the server's message back. */
interface CancelMutation {
  isPending: boolean;
  mutate: (reason: string, callbacks: { onSuccess: (answer: { message: string }) => void; onError: (failure: unknown) => void }) => void;
}

/**
 * REC-31, APP-13 (docs/decisions/049): calling an interview off, by the team or the candidate, with the
 * reason the other side reads; the server's message is shown on success, its refusal under the field.
 */
export function CancelInterviewDialog({ open, onClose, cancel }: { open: boolean; onClose: () => void; cancel: CancelMutation }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  return (
    <Dialog open={open} onClose={onClose} busy={cancel.isPending} title={S.cancelInterview}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) return setError(S.reasonRequired);
          cancel.mutate(reason, {
            onSuccess: (answer) => {
              toast.success(answer.message);
              onClose();
            },
            onError: (failure) => setError(serverMessageOr(failure, S.reasonRequired)),
          });
        }}
      >
        <DialogBody>
          <TextAreaField
            label={S.cancelReason}
            value={reason}
            error={error}
            onChange={(e) => setReason(e.target.value)}
            maxLength={INTERVIEW_REASON_MAX}
          />
        </DialogBody>
        <DialogActions onCancel={onClose} busy={cancel.isPending} label={S.cancelConfirm} />
      </form>
    </Dialog>
  );
}
