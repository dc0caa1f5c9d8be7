import { useState } from 'react';
import { toast } from 'react-toastify';
import {
  APPLICANTS_TABLE_MESSAGES as M,
  APPLICATION_STEP_LABELS,
  type ApplicantRow,
  type MoveAction,
  type MoveResult,
} from '@careers/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { serverMessageOr } from '@/lib/api-client';
import { toastError } from '@/lib/error-toast';
import { RejectionTemplateChoice } from '@/components/rejection-template-choice';
import { useMoveApplications } from '../api/applicants';
import { useMessageTemplates } from '../api/messages';
import { planMoves } from '../utils/moves';

/**
 * REC-19: before a bulk move, who moves where ("Priya Sharma: Applied → Under review"), and apart, who
 * cannot (a final step). After it, what the server did with each one that did not move.
 */
export function MoveConfirmDialog({
  jobId,
  action,
  rows,
  onClose,
  onDone,
}: {
  jobId: number;
  action: MoveAction;
  rows: readonly ApplicantRow[];
  onClose: () => void;
  /** The move went through (some may have been refused): the selection is cleared. */
  onDone: () => void;
}) {
  const moves = useMoveApplications(jobId);
  const [refusedByServer, setRefusedByServer] = useState<MoveResult[] | undefined>();
  // REC-29: a rejection message for each candidate, or none (the default).
  const templates = useMessageTemplates();
  const [templateId, setTemplateId] = useState<number | undefined>();
  const { moving, refused } = planMoves(rows, action);
  const title = action === 'advance' ? M.confirm.advanceTitle(moving.length) : M.confirm.notSelectedTitle(moving.length);

  const confirm = async () => {
    try {
      const answer = await moves.mutateAsync({
        action,
        items: moving.map(({ row }) => ({ applicationId: row.applicationId, from: row.status })),
        ...(action === 'not-selected' && templateId !== undefined ? { templateId } : {}),
      });
      const notMoved = answer.results.filter((r) => r.outcome !== 'moved');
      onDone();
      if (notMoved.length === 0) {
        toast.success(M.moved(answer.moved));
        onClose();
      } else {
        setRefusedByServer(notMoved);
      }
    } catch (error) {
      toastError(error, serverMessageOr(error, M.moveFailed));
    }
  };

  const nameOf = (id: number) => rows.find((r) => r.applicationId === id)?.name ?? `#${id}`;

  if (refusedByServer) {
    const moved = moving.length - refusedByServer.length;
    return (
      <Dialog open onClose={onClose} title={M.movedSome(moved, refusedByServer.length)}>
        <div className="overflow-y-auto px-5 py-4 sm:px-6">
          <ul className="space-y-2 text-ws">
            {refusedByServer.map((r) => (
              <li key={r.applicationId}>
                <span className="font-medium text-ink">{r.name ?? nameOf(r.applicationId)}</span>
                <span className="text-muted">: {r.message}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex justify-end gap-2 border-t border-line px-5 py-3 sm:px-6">
          <Button size="sm" onClick={onClose}>
            OK
          </Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={onClose} title={title} description={M.confirm.emails} busy={moves.isPending}>
      <div className="min-h-0 space-y-4 overflow-y-auto px-5 py-4 sm:px-6">
        {moving.length === 0 ? (
          <p className="text-ws text-muted">{M.confirm.nothingToMove}</p>
        ) : (
          <ul aria-label={title} className="divide-y divide-line rounded-lg ring-1 ring-line">
            {moving.map(({ row, to }) => (
              <li
                key={row.applicationId}
                className="flex flex-col gap-0.5 px-3 py-2 text-ws sm:flex-row sm:items-center sm:justify-between sm:gap-3"
              >
                {/* A phone shows the whole name, the move below it; wider, one line. */}
                <span className="min-w-0 font-medium break-words text-ink sm:truncate">{row.name}</span>
                <span className="flex-none text-muted">
                  <span className="sr-only">{M.confirm.line(row.name, APPLICATION_STEP_LABELS[row.status], to ?? '')}</span>
                  <span aria-hidden="true">
                    {APPLICATION_STEP_LABELS[row.status]} <span className="text-ink">→ {to}</span>
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
        {action === 'not-selected' && moving.length > 0 && (
          <RejectionTemplateChoice templates={templates.data?.templates ?? []} value={templateId} onChange={setTemplateId} />
        )}
        {refused.length > 0 && (
          <section aria-label={M.confirm.refusedHeading(refused.length)}>
            <h3 className="text-ws-sm font-semibold text-muted">{M.confirm.refusedHeading(refused.length)}</h3>
            <ul className="mt-1 space-y-1 text-ws-sm text-muted">
              {refused.map(({ row }) => (
                <li key={row.applicationId}>
                  {row.name}: {M.confirm.refused.final(APPLICATION_STEP_LABELS[row.status])}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-line px-5 py-3 sm:px-6">
        <Button size="sm" variant="ghost" onClick={onClose} disabled={moves.isPending}>
          {M.confirm.cancel}
        </Button>
        <Button
          size="sm"
          variant={action === 'advance' ? 'primary' : 'danger'}
          disabled={moving.length === 0 || moves.isPending}
          onClick={() => void confirm()}
        >
          {moves.isPending && <Spinner className="h-4 w-4" />}
          {action === 'advance' ? M.confirm.confirmAdvance(moving.length) : M.confirm.confirmNotSelected(moving.length)}
        </Button>
      </div>
    </Dialog>
  );
}
