import { DndContext, MouseSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { toast } from 'react-toastify';
import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import {
  APPLICATION_STEP_LABELS,
  APPLICATION_TEXTS,
  BOARD_MESSAGES as B,
  RECRUITER_MESSAGES as R,
  allowedMoves,
  formatDate,
  formatInterviewStart,
  type Applicant,
  type ApplicantsResponse,
  type ApplicationStatus,
  type InterviewInput,
  type LaterStatus,
} from '@careers/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogBody } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { useMoveApplicant } from '../hooks/use-move-applicant';
import { boardColumns, dropOutcome, fullName } from '../utils/applicant-view';
import { RatingBadge } from './applicant-notes';
import { InterviewForm } from './interview-form';

/** A move that asks first: Interview (its date, time and link, or none) and Not selected (a confirmation). */
type Asking = { applicant: Applicant; step: 'interview' | 'not_selected' };

/**
 * REC-6: a job's pipeline board, a column per step with its count. Cards move with a keyboard-usable
 * "Move to…" disclosure that lists only the moves REC-6 allows now (`allowedMoves`: the next step, or Not
 * selected); the moves go through the same step-change API as the list (`useMoveApplicant`), so a stale
 * move shows the server's message and the board refreshes. Columns stack on narrow screens.
 *
 * Dragging a card onto a column (@dnd-kit, mouse only, so touch screens scroll as usual) is an extra that
 * makes the same choice as "Move to…"; a column the rules do not allow now is refused with a message.
 */
export function ApplicantBoard({ data, jobId }: { data: ApplicantsResponse; jobId: number }) {
  const { move, pending, moving } = useMoveApplicant(jobId);
  const [asking, setAsking] = useState<Asking | null>(null);
  // After a move (or a refused one), the card is drawn in its new column: focus goes back to it there.
  const [focusCard, setFocusCard] = useState<number | null>(null);

  const advance = async (applicant: Applicant, interview?: InterviewInput) => {
    const done = await move({
      action: 'advance',
      applicationId: applicant.application_id,
      from: applicant.status,
      ...(interview ? { interview } : {}),
    });
    if (done || !interview) setAsking(null);
    setFocusCard(applicant.application_id);
  };
  const choose = (applicant: Applicant, step: LaterStatus) => {
    if (step === 'interview' || step === 'not_selected') setAsking({ applicant, step });
    else void advance(applicant);
  };
  const close = () => {
    if (asking) setFocusCard(asking.applicant.application_id);
    setAsking(null);
  };
  // The mouse picks a card up after moving 8 px, so a click on "Move to…" stays a click.
  const sensors = useSensors(useSensor(MouseSensor, { activationConstraint: { distance: 8 } }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const applicant = data.applicants.find((a) => a.application_id === active.id);
    if (!applicant) return;
    const outcome = dropOutcome(applicant.status, over?.id);
    if (outcome.kind === 'move') choose(applicant, outcome.step);
    else if (outcome.kind === 'refused') toast.error(B.dropRefused(fullName(applicant), APPLICATION_STEP_LABELS[outcome.step]));
  };
  const confirmNotSelected = async (event: FormEvent, applicant: Applicant) => {
    event.preventDefault();
    await move({ action: 'not-selected', applicationId: applicant.application_id });
    setAsking(null);
    setFocusCard(applicant.application_id);
  };

  return (
    <>
      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        <div
          role="group"
          aria-label={B.boardLabel(data.job.job_title)}
          className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-7"
        >
          {boardColumns(data.applicants).map(({ step, applicants }) => (
            <BoardColumn key={step} step={step} applicants={applicants}>
              {(applicant) => (
                <BoardCard
                  key={applicant.application_id}
                  applicant={applicant}
                  disabled={moving}
                  focus={focusCard === applicant.application_id}
                  onFocused={() => setFocusCard(null)}
                  onChoose={(to) => choose(applicant, to)}
                />
              )}
            </BoardColumn>
          ))}
        </div>
      </DndContext>
      <Dialog
        open={asking?.step === 'interview'}
        onClose={close}
        busy={pending}
        size="lg"
        title={asking ? `${R.interviewTitle}: ${fullName(asking.applicant)}` : ''}
      >
        {asking?.step === 'interview' && (
          <DialogBody>
            {/* The list's own interview form (REC-12): date, time, zone, duration and link, or none. */}
            <InterviewForm
              name={fullName(asking.applicant)}
              interview={asking.applicant.interview}
              submitLabel={R.moveTo(APPLICATION_STEP_LABELS.interview)}
              pending={pending}
              onSubmit={(interview) => void advance(asking.applicant, interview)}
              onSkip={() => void advance(asking.applicant)}
              onCancel={close}
            />
          </DialogBody>
        )}
      </Dialog>
      <Dialog open={asking?.step === 'not_selected'} onClose={close} busy={pending} title={R.markNotSelected}>
        {asking?.step === 'not_selected' && (
          <form onSubmit={(event) => void confirmNotSelected(event, asking.applicant)} className="contents">
            <DialogBody>
              <p className="text-sm text-ink">{B.confirmNotSelected(fullName(asking.applicant))}</p>
            </DialogBody>
            <DialogActions onCancel={close} busy={pending} label={B.confirm} />
          </form>
        )}
      </Dialog>
    </>
  );
}

function BoardColumn({
  step,
  applicants,
  children,
}: {
  step: ApplicationStatus;
  applicants: Applicant[];
  children: (applicant: Applicant) => ReactNode;
}) {
  const labelId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: step });
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={labelId}
      className={`flex min-w-0 flex-col rounded-[var(--radius-card)] border bg-surface ${isOver ? 'border-brand-500 ring-4 ring-brand-100' : 'border-line'}`}
    >
      <h3 className="flex items-center justify-between gap-2 border-b border-line px-3 py-2.5 text-sm font-bold text-ink">
        <span id={labelId}>{APPLICATION_STEP_LABELS[step]}</span>
        {/* The count as a badge; screen readers hear "Applied, 2 applicants". */}
        <span
          aria-hidden="true"
          className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-inset ring-line"
        >
          {applicants.length}
        </span>
        <span className="sr-only">, {B.columnCount(applicants.length)}</span>
      </h3>
      {applicants.length === 0 ? (
        <p className="px-3 py-4 text-sm text-muted">{B.emptyColumn}</p>
      ) : (
        <ul className="space-y-2 p-2">{applicants.map(children)}</ul>
      )}
    </section>
  );
}

function BoardCard({
  applicant,
  disabled,
  focus,
  onFocused,
  onChoose,
}: {
  applicant: Applicant;
  disabled: boolean;
  focus: boolean;
  onFocused: () => void;
  onChoose: (step: LaterStatus) => void;
}) {
  const ref = useRef<HTMLLIElement | null>(null);
  useEffect(() => {
    if (!focus) return;
    ref.current?.focus();
    onFocused();
  }, [focus, onFocused]);
  // Mouse drag only: the keyboard's way is "Move to…", so the card takes no drag role or tab stop of its own.
  const { setNodeRef, listeners, transform, isDragging } = useDraggable({ id: applicant.application_id });
  const name = fullName(applicant);
  return (
    <li
      ref={(node) => {
        ref.current = node;
        setNodeRef(node);
      }}
      tabIndex={-1}
      {...listeners}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      className={`rounded-lg border border-line bg-white p-3 outline-none focus-visible:ring-4 focus-visible:ring-brand-100 ${
        isDragging ? 'relative z-10 cursor-grabbing shadow-raised' : 'cursor-grab shadow-sm'
      }`}
    >
      <h4 className="break-words font-semibold text-ink">{name}</h4>
      <p className="mt-0.5 text-xs text-muted">{APPLICATION_TEXTS.appliedOn(formatDate(applicant.dateApplied))}</p>
      <p className="mt-1 text-xs">
        <RatingBadge rating={applicant.rating} />
      </p>
      {applicant.interview && (
        <p className="mt-1 flex items-center gap-1.5 text-xs text-ink">
          <Icon icon={icons.calendar} className="h-4 w-4 flex-none text-brand-700" />
          <span>
            {R.interviewTitle}: <time dateTime={applicant.interview.starts_at}>{formatInterviewStart(applicant.interview.starts_at)}</time>
          </span>
        </p>
      )}
      <MoveMenu name={name} moves={allowedMoves(applicant.status)} disabled={disabled} onChoose={onChoose} />
    </li>
  );
}

/**
 * "Move to…": a button that shows the allowed steps as a list of buttons under it (a disclosure, so
 * Tab, Enter and Space work as everywhere; the arrow keys move between the steps, Escape closes it and
 * returns to the button). Final steps have nothing to offer.
 */
function MoveMenu({
  name,
  moves,
  disabled,
  onChoose,
}: {
  name: string;
  moves: LaterStatus[];
  disabled: boolean;
  onChoose: (step: LaterStatus) => void;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) list.current?.querySelector('button')?.focus();
  }, [open]);
  if (moves.length === 0) return <p className="mt-2 text-xs font-semibold text-muted">{B.noMoves}</p>;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      trigger.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = [...(list.current?.querySelectorAll('button') ?? [])];
    if (items.length === 0) return;
    event.preventDefault();
    const at = items.findIndex((item) => item === document.activeElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(at + step + items.length) % items.length]?.focus();
  };

  // Leaving the disclosure (Tab past it, a click elsewhere) closes it.
  const onBlur = (event: FocusEvent<HTMLButtonElement>) => {
    if (!box.current?.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div ref={box} className="mt-2">
      <Button
        ref={trigger}
        size="sm"
        variant="secondary"
        className="w-full"
        disabled={disabled}
        aria-label={B.moveToLabel(name)}
        aria-expanded={open}
        aria-controls={listId}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onClick={() => setOpen((v) => !v)}
      >
        {B.moveTo}
        <Icon icon={icons.chevronDown} className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </Button>
      <ul
        ref={list}
        id={listId}
        hidden={!open}
        aria-label={B.movesOf(name)}
        className="mt-1 space-y-0.5 rounded-lg border border-line bg-white p-1 shadow-[var(--shadow-card)]"
      >
        {moves.map((step) => (
          <li key={step}>
            <button
              type="button"
              onKeyDown={onKeyDown}
              onBlur={onBlur}
              onClick={() => {
                setOpen(false);
                onChoose(step);
              }}
              className="w-full rounded-md px-3 py-2 text-left text-sm font-medium text-ink hover:bg-brand-50 focus-visible:bg-brand-50"
            >
              {APPLICATION_STEP_LABELS[step]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
