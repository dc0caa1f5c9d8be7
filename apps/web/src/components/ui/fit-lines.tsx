import { FIT_MESSAGES as F, capitalise, type FitLine, type FitStatus } from '@careers/shared';
import { Icon, type IconDrawing } from './icon';
import * as icons from './icons';

/** Each outcome's mark: a shape of its own (never colour alone), its colour, and the word a screen reader says. */
export const FIT_MARKS: Record<FitStatus, { icon: IconDrawing; className: string }> = {
  meets: { icon: icons.check, className: 'bg-emerald-50 text-emerald-700 ring-emerald-600/30' },
  partly: { icon: icons.minus, className: 'bg-amber-50 text-amber-800 ring-amber-600/30' },
  misses: { icon: icons.close, className: 'bg-rose-50 text-rose-700 ring-rose-600/30' },
  unknown: { icon: icons.help, className: 'bg-slate-100 text-slate-600 ring-slate-500/30' },
};

/** One outcome's mark, with its word for screen readers. */
export function FitMark({ status, size = 'md' }: { status: FitStatus; size?: 'sm' | 'md' }) {
  const mark = FIT_MARKS[status];
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center rounded-full ring-1 ring-inset ${mark.className} ${size === 'sm' ? 'h-4 w-4' : 'h-6 w-6'}`}
    >
      <Icon icon={mark.icon} className={size === 'sm' ? 'h-3 w-3' : 'h-4 w-4'} />
      <span className="sr-only">{F.statusWords[status]}: </span>
    </span>
  );
}

/**
 * APP-10, REC-26 (docs/decisions/043): the fit's lines as a list, each with its mark and its words; the
 * same on the candidate's job page and in the recruiter's side panel.
 */
export function FitLines({ lines, dense = false }: { lines: readonly FitLine[]; dense?: boolean }) {
  return (
    <ul className={dense ? 'space-y-1.5 text-[13px]' : 'space-y-2.5 text-sm'}>
      {lines.map((line) => (
        <li key={line.kind} className="flex items-start gap-2.5" data-fit-kind={line.kind} data-fit-status={line.status}>
          <FitMark status={line.status} size={dense ? 'sm' : 'md'} />
          <span className={`${dense ? '' : 'pt-0.5'} text-ink`}>{capitalise(line.text)}</span>
        </li>
      ))}
    </ul>
  );
}
