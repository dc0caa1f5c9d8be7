import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCenter,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import {
  APPLICATION_STEP_LABELS,
  BOARD_MESSAGES as B,
  RECRUITER_MESSAGES as R,
  allowedMoves,
  type ApplicationStatus,
  type BoardCard as Card,
  type InterviewInput,
  type LaterStatus,
} from '@careers/shared';
import { Dialog, DialogActions, DialogBody } from '@/components/ui/dialog';
import { serverMessageOr } from '@/lib/api-client';
import { toastError } from '@/lib/error-toast';
import { RejectionTemplateChoice } from '@/components/rejection-template-choice';
import { boardQueryOptions, useBoardMove, useRejectionTemplates } from '../api/board';
import { useBoardState } from '../hooks/use-board-state';
import { BOARD_COLUMNS, dropOutcome, isStatus } from '../utils/drop-outcome';
import { columnCoordinates } from '../utils/keyboard-coordinates';
import { CARD_HEIGHT, CardFace, type CardDragData } from './board-card';
import { BoardColumn, COLUMN_WIDTH, type DropHint } from './board-column';

/** The interview form the page hands in (REC-12: the list's own form; features do not import each other). */
export interface InterviewFormSlot {
  name: string;
  pending: boolean;
  onSubmit: (interview: InterviewInput) => void;
  onSkip: () => void;
  onCancel: () => void;
}

/** A move that asks first: Interview (its date, or none) and Not selected (a confirmation); "Move to…" (the steps). */
type Asking = { card: Card; from: ApplicationStatus; step: 'interview' | 'not_selected' | 'choose' };

/** The mouse and touch drop where the pointer is; the keyboard (no pointer) on the column whose centre is nearest the card's. */
const collision: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : closestCenter(args));

/**
 * REC-23, REC-6 (docs/decisions/034): a job's pipeline board. Seven columns at every width, side by side
 * in a container that scrolls sideways; each column scrolls its own virtual list under its header. A card
 * moves by drag (mouse after 8 px, touch after a 250 ms press, so a swipe still scrolls), by the keyboard
 * (Space or Enter picks it up, ← → choose a column, Space or Enter drops, Escape cancels; announced), or
 * by "Move to…". Every way ends in the same REC-6 move: the next step naming the status seen (`from`), or
 * Not selected after a confirmation; Interview first opens the interview form. A column the card may not
 * go to says why while it is dragged, and a drop there is refused with a message. A refused move (409:
 * someone moved it first) shows the server's message and the board is read again.
 */
export function PipelineBoard({
  jobId,
  view,
  renderInterviewForm,
}: {
  jobId: number;
  view: string;
  renderInterviewForm: (slot: InterviewFormSlot) => ReactNode;
}) {
  const query = useQuery(boardQueryOptions(jobId, view));
  const { state, loadMore, moved } = useBoardState(jobId, view, query.data);
  const mutation = useBoardMove();
  const [dragging, setDragging] = useState<CardDragData | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  // REC-29: the rejection message sent with Not selected, or none (the default).
  const templates = useRejectionTemplates(asking?.step === 'not_selected');
  const [templateId, setTemplateId] = useState<number | undefined>();
  // After a move the moved card takes the focus in its new column, so a keyboard user carries on from it
  // (once the board shows it there, and once a dialog that asked for the move has closed).
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number } | null>(null);
  const focused = useRef<{ id: number } | null>(null);
  useEffect(() => {
    if (focusAfterMove === null || focused.current === focusAfterMove || asking !== null) return;
    // Only focus that was lost with the card's old place: never taken from where the member went since.
    const active = document.activeElement;
    if (active !== null && active !== document.body) {
      focused.current = focusAfterMove;
      return;
    }
    const handle = document.querySelector<HTMLElement>(`[data-card="${focusAfterMove.id}"] > [aria-roledescription]`);
    if (handle) {
      focused.current = focusAfterMove;
      handle.focus();
    }
  }, [focusAfterMove, state, asking]);
  // The card a drag names by its id, and the column it is in now.
  const dragOf = useCallback(
    (id: UniqueIdentifier): CardDragData | null => {
      for (const from of BOARD_COLUMNS) {
        const card = state?.columns[from].cards.find((c) => c.applicationId === id);
        if (card) return { card, from };
      }
      return null;
    },
    [state],
  );

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 8 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );

  const move = useCallback(
    async (card: Card, from: ApplicationStatus, to: LaterStatus, interview?: InterviewInput, templateId?: number): Promise<boolean> => {
      try {
        const answer = await mutation.mutateAsync(
          to === 'not_selected'
            ? { action: 'not-selected', applicationId: card.applicationId, ...(templateId === undefined ? {} : { templateId }) }
            : { action: 'advance', applicationId: card.applicationId, from, ...(interview ? { interview } : {}) },
        );
        setFocusAfterMove({ id: card.applicationId });
        moved(card, from, to, answer.applicant.interview?.starts_at ?? null);
        toast.success(answer.message);
        return true;
      } catch (error) {
        toastError(error, serverMessageOr(error, R.changeFailed));
        // Someone else moved it first (409), or it is gone: read the board again.
        void query.refetch();
        return false;
      }
    },
    [mutation, moved, query],
  );

  const choose = (card: Card, from: ApplicationStatus, to: LaterStatus) => {
    if (to === 'interview' || to === 'not_selected') setAsking({ card, from, step: to });
    else {
      setAsking(null);
      void move(card, from, to);
    }
  };

  const onDragStart = ({ active }: DragStartEvent) => setDragging(dragOf(active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const data = dragOf(active.id);
    if (!data) return;
    const outcome = dropOutcome(data.from, over?.id);
    if (outcome.kind === 'move') choose(data.card, data.from, outcome.step);
    else if (outcome.kind === 'refused') toast.error(B.dropRefused(data.card.name, APPLICATION_STEP_LABELS[outcome.step]));
  };

  const announcements = useMemo((): Announcements => {
    const target = (id: UniqueIdentifier | undefined) => (isStatus(id) ? id : null);
    return {
      onDragStart: ({ active }) => {
        const d = dragOf(active.id);
        return d ? B.announce.pickedUp(d.card.name, d.from) : undefined;
      },
      onDragOver: ({ active, over }) => {
        const d = dragOf(active.id);
        const to = target(over?.id);
        // Over its own column (as at the pick-up): the pick-up's words stay.
        if (!d || !to || to === d.from) return undefined;
        return B.announce.over(d.card.name, d.from, to, dropOutcome(d.from, to).kind === 'move');
      },
      onDragEnd: ({ active, over }) => {
        const d = dragOf(active.id);
        const to = target(over?.id);
        return d ? B.announce.dropped(d.card.name, d.from, to, to !== null && dropOutcome(d.from, to).kind === 'move') : undefined;
      },
      onDragCancel: ({ active }) => {
        const d = dragOf(active.id);
        return d ? B.announce.cancelled(d.card.name, d.from) : undefined;
      },
    };
  }, [dragOf]);

  const hintFor = (status: ApplicationStatus): DropHint => {
    if (!dragging || status === dragging.from) return null;
    return dropOutcome(dragging.from, status).kind === 'move'
      ? { allowed: true }
      : { allowed: false, reason: B.refusedReason(dragging.from, status) };
  };

  const close = () => setAsking(null);
  const confirmNotSelected = async (event: FormEvent, ask: Asking) => {
    event.preventDefault();
    await move(ask.card, ask.from, 'not_selected', undefined, templateId);
    setAsking(null);
    setTemplateId(undefined);
  };
  const onMoveTo = useCallback((card: Card, from: ApplicationStatus) => setAsking({ card, from, step: 'choose' }), []);
  const onLoadMore = useCallback((status: ApplicationStatus, cursor: string) => void loadMore(status, cursor), [loadMore]);

  if (!state) return <BoardSkeleton failed={query.isError} />;
  const title = query.data?.job.title ?? '';
  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
        accessibility={{ announcements, screenReaderInstructions: { draggable: B.dragInstructions } }}
      >
        <div
          role="group"
          aria-label={B.boardLabel(title)}
          data-board-scroll
          className="flex h-full min-h-0 gap-3 overflow-x-auto overflow-y-hidden px-4 pb-3 pt-1 sm:px-6"
        >
          {BOARD_COLUMNS.map((status) => (
            <BoardColumn
              key={status}
              status={status}
              count={state.counts[status]}
              column={state.columns[status]}
              hint={hintFor(status)}
              moving={mutation.isPending}
              onLoadMore={onLoadMore}
              onMoveTo={onMoveTo}
            />
          ))}
        </div>
        <DragOverlay dropAnimation={null}>
          {dragging && (
            <div
              style={{ height: CARD_HEIGHT, width: COLUMN_WIDTH - 16 }}
              className="rotate-[1.5deg] cursor-grabbing rounded-lg border border-brand-300 bg-white shadow-[var(--shadow-raised)]"
            >
              <CardFace card={dragging.card} />
            </div>
          )}
        </DragOverlay>
      </DndContext>

      <Dialog open={asking?.step === 'choose'} onClose={close} busy={mutation.isPending} title={asking ? B.movesOf(asking.card.name) : ''}>
        {asking?.step === 'choose' && (
          <DialogBody>
            {allowedMoves(asking.from).length === 0 ? (
              <p className="text-sm text-muted">{B.noMoves}</p>
            ) : (
              <ul className="space-y-1.5">
                {allowedMoves(asking.from).map((step) => (
                  <li key={step}>
                    <button
                      type="button"
                      onClick={() => choose(asking.card, asking.from, step)}
                      className="flex w-full items-center justify-between rounded-lg border border-line px-3 py-2.5 text-left text-sm font-medium text-ink hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                    >
                      {APPLICATION_STEP_LABELS[step]}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </DialogBody>
        )}
      </Dialog>
      <Dialog
        open={asking?.step === 'interview'}
        onClose={close}
        busy={mutation.isPending}
        size="lg"
        title={asking ? `${R.interviewTitle}: ${asking.card.name}` : ''}
      >
        {asking?.step === 'interview' && (
          <DialogBody>
            {renderInterviewForm({
              name: asking.card.name,
              pending: mutation.isPending,
              onSubmit: (interview) => void move(asking.card, asking.from, 'interview', interview).then((done) => done && close()),
              onSkip: () => void move(asking.card, asking.from, 'interview').then(() => close()),
              onCancel: close,
            })}
          </DialogBody>
        )}
      </Dialog>
      <Dialog open={asking?.step === 'not_selected'} onClose={close} busy={mutation.isPending} title={R.markNotSelected}>
        {asking?.step === 'not_selected' && (
          <form onSubmit={(event) => void confirmNotSelected(event, asking)} className="contents">
            <DialogBody>
              <p className="text-sm text-ink">{B.confirmNotSelected(asking.card.name)}</p>
              <div className="mt-3">
                <RejectionTemplateChoice templates={templates.data?.templates ?? []} value={templateId} onChange={setTemplateId} />
              </div>
            </DialogBody>
            <DialogActions onCancel={close} busy={mutation.isPending} label={B.confirm} />
          </form>
        )}
      </Dialog>
    </>
  );
}

/** The board before its first answer: seven columns of grey cards (or the failure). */
function BoardSkeleton({ failed }: { failed: boolean }) {
  if (failed) return <p className="px-6 py-10 text-sm text-muted">{B.boardLoadFailed}</p>;
  return (
    <div aria-busy="true" className="flex h-full gap-3 overflow-hidden px-4 sm:px-6">
      {BOARD_COLUMNS.map((status) => (
        <div key={status} style={{ width: COLUMN_WIDTH }} className="flex-none rounded-xl border border-line bg-surface p-2">
          <div className="mb-3 h-5 w-24 animate-pulse rounded bg-line" />
          {[0, 1, 2].map((i) => (
            <div key={i} style={{ height: CARD_HEIGHT }} className="mb-2 animate-pulse rounded-lg bg-white" />
          ))}
        </div>
      ))}
    </div>
  );
}
