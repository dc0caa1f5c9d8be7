import { WORKSPACE_MESSAGES as W } from '@careers/shared';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';

/** An average rating of 0–5 as five stars (rounded to the half), with the count; "Not rated" when no one has rated. */
export function RatingStars({ average, count, showCount = true }: { average: number; count: number; showCount?: boolean }) {
  const halves = Math.round(average * 2);
  return (
    <span role="img" aria-label={W.rating(average, count)} className="inline-flex items-center gap-1">
      <span className="inline-flex">
        {[0, 1, 2, 3, 4].map((i) => {
          const fill = count === 0 ? 0 : Math.max(0, Math.min(2, halves - i * 2));
          return (
            <span key={i} className="relative h-3.5 w-3.5">
              <Icon icon={icons.star} className="absolute inset-0 h-3.5 w-3.5 text-line" />
              {fill > 0 && (
                <span className={`absolute inset-y-0 left-0 overflow-hidden ${fill === 2 ? 'w-full' : 'w-1/2'}`}>
                  <Icon icon={{ ...icons.star, filled: true }} className="h-3.5 w-3.5 text-star" />
                </span>
              )}
            </span>
          );
        })}
      </span>
      {showCount && count > 0 && <span className="text-ws-xs text-muted tabular-nums">{average.toFixed(1)}</span>}
    </span>
  );
}
