import { useId } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { BOARD_MESSAGES as B, allowedMoves, formatInterviewStart, type ApplicationStatus, type BoardCard as Card } from '@careers/shared';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { DemoBadge } from '@/components/workspace/demo-badge';
import { RatingStars } from '@/components/workspace/rating-stars';

/** Every card is this high (REC-23: one height, so a column of 5,000 is a plain virtual list). */
export const CARD_HEIGHT = 76;
/** The space under each card. */
export const CARD_GAP = 8;

/** What a dragged card carries: the card and the column it left. */
export interface CardDragData {
  card: Card;
  from: ApplicationStatus;
}

/** The card's face: name, current title, rating, days at the step (and the interview's start, the demo mark). */
export function CardFace({ card, nameId, metaId }: { card: Card; nameId?: string; metaId?: string }) {
  return (
    <div className="flex h-full flex-col justify-between px-3 py-2.5">
      <div className="flex min-w-0 items-center gap-1.5 pr-7">
        <span id={nameId} className="truncate text-[13px] font-semibold leading-5 text-ink">
          {card.name}
        </span>
        {card.demo && <DemoBadge />}
      </div>
      <p className="truncate text-xs leading-4 text-muted">{card.title ?? B.noTitle}</p>
      <p id={metaId} className="flex min-w-0 items-center gap-2 text-[11px] leading-4 text-muted">
        {card.ratingCount > 0 ? (
          <span className="flex-none">
            <RatingStars average={card.ratingAvg} count={card.ratingCount} />
          </span>
        ) : (
          <span className="flex-none">{B.unrated}</span>
        )}
        <span aria-hidden="true" className="text-line">
          •
        </span>
        <span className="flex-none">{B.daysInStep(card.daysInStep)}</span>
        {card.interviewAt && (
          <span className="inline-flex min-w-0 items-center gap-1 text-brand-700">
            <Icon icon={icons.calendar} className="h-3 w-3 flex-none" />
            <span className="truncate">
              <span className="sr-only">{B.interviewOn('')}</span>
              <time dateTime={card.interviewAt}>{formatInterviewStart(card.interviewAt)}</time>
            </span>
          </span>
        )}
      </p>
    </div>
  );
}

/**
 * REC-23: a card on the board (a final step's card has no "Move to…": nothing follows it). The whole card is the drag handle (mouse, touch, and the keyboard: Space
 * or Enter picks it up, docs/decisions/034); "Move to…" sits beside it, not inside it, so the two never
 * nest (axe: nested-interactive) and the list's way of moving stays one click away.
 */
export function BoardCard({
  card,
  status,
  disabled,
  onMoveTo,
}: {
  card: Card;
  status: ApplicationStatus;
  disabled: boolean;
  onMoveTo: (card: Card, from: ApplicationStatus) => void;
}) {
  const nameId = useId();
  const metaId = useId();
  const data: CardDragData = { card, from: status };
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({ id: card.applicationId, data, disabled });
  return (
    <div
      ref={setNodeRef}
      data-card={card.applicationId}
      style={{ height: CARD_HEIGHT }}
      className={`group relative rounded-lg border bg-white transition-shadow ${
        isDragging
          ? 'border-dashed border-brand-300 opacity-40'
          : 'border-line shadow-[var(--shadow-card)] hover:border-brand-200 hover:shadow-md'
      }`}
    >
      <div
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-roledescription={B.cardRole}
        aria-labelledby={`${nameId} ${metaId}`}
        className="absolute inset-0 cursor-grab touch-manipulation rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-brand-500 active:cursor-grabbing"
      />
      <div className="pointer-events-none relative h-full">
        <CardFace card={card} nameId={nameId} metaId={metaId} />
      </div>
      {allowedMoves(status).length > 0 && (
        <button
          type="button"
          disabled={disabled}
          aria-label={B.moveToLabel(card.name)}
          title={B.moveTo}
          onClick={() => onMoveTo(card, status)}
          className="absolute right-1.5 top-1.5 flex h-7 w-7 items-center justify-center rounded-md text-muted opacity-70 hover:bg-surface hover:text-ink focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 group-hover:opacity-100 disabled:opacity-30"
        >
          <Icon icon={icons.arrowRight} className="h-4 w-4" />
        </button>
      )}
    </div>
  );
}
