import { APPLICATION_STEP_LABELS, type ApplicationStatus } from '@careers/shared';

/** The workspace's one colour per application step (APP-8): the pill, the step counts and the board's columns share it. */
export const STEP_TONES: Record<ApplicationStatus, { pill: string; bar: string }> = {
  applied: { pill: 'bg-slate-100 text-slate-700 ring-slate-200', bar: 'bg-slate-400' },
  under_review: { pill: 'bg-sky-50 text-sky-800 ring-sky-200', bar: 'bg-sky-500' },
  interview: { pill: 'bg-violet-50 text-violet-800 ring-violet-200', bar: 'bg-violet-500' },
  offer: { pill: 'bg-amber-50 text-amber-800 ring-amber-200', bar: 'bg-amber-500' },
  hired: { pill: 'bg-emerald-50 text-emerald-800 ring-emerald-200', bar: 'bg-emerald-600' },
  not_selected: { pill: 'bg-rose-50 text-rose-800 ring-rose-200', bar: 'bg-rose-400' },
  withdrawn: { pill: 'bg-zinc-100 text-zinc-600 ring-zinc-200', bar: 'bg-zinc-400' },
};

/** An application's step as a small pill ("Interview"). */
export function StepPill({ status }: { status: ApplicationStatus }) {
  return (
    <span
      className={`inline-flex h-5 items-center rounded-full px-2 text-ws-xs font-medium whitespace-nowrap ring-1 ring-inset ${STEP_TONES[status].pill}`}
    >
      {APPLICATION_STEP_LABELS[status]}
    </span>
  );
}
