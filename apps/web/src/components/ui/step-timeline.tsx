import { APPLICATION_TEXTS, formatDate, type TimelineStep } from '@careers/shared';
import { Icon } from './icon';
import * as icons from '@/components/ui/icons';

const STATE_TEXT = { done: 'done', active: 'in progress', pending: 'not reached yet' } as const;

/**
 * APP-8's vertical step timeline: a label, 'on {date}' for dated steps, and a state. Done steps
 * show a green tick and a solid line to the next step; active and pending ones are grey (the
 * active one outlined), with a dashed line. The state is also said in words for screen readers.
 */
export function StepTimeline({ steps, label }: { steps: readonly TimelineStep[]; label: string }) {
  return (
    <ol aria-label={label} className="relative">
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        const done = step.status === 'done';
        return (
          <li key={step.label} data-status={step.status} className="relative flex gap-3 pb-5 last:pb-0">
            {!last && (
              <span
                aria-hidden="true"
                className={`absolute top-7 bottom-0 left-[0.8125rem] w-0.5 ${done ? 'bg-success' : 'border-l-2 border-dashed border-line bg-transparent'}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative z-10 flex h-7 w-7 flex-none items-center justify-center rounded-full ${
                done
                  ? 'bg-success text-white'
                  : step.status === 'active'
                    ? 'border-2 border-muted bg-white text-muted'
                    : 'border-2 border-line bg-surface text-line'
              }`}
            >
              {done ? (
                <Icon icon={icons.check} className="h-4 w-4" />
              ) : (
                <span className={`h-2 w-2 rounded-full ${step.status === 'active' ? 'bg-muted' : 'bg-line'}`} />
              )}
            </span>
            <div className="min-w-0 pt-0.5">
              <p className={`font-semibold leading-6 ${done ? 'text-ink' : step.status === 'active' ? 'text-ink' : 'text-muted'}`}>
                {step.label}
                <span className="sr-only">, {STATE_TEXT[step.status]}</span>
              </p>
              {step.date && <p className="text-sm text-muted">{APPLICATION_TEXTS.stepOn(formatDate(step.date))}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
