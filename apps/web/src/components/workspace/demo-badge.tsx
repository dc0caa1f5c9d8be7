import { WORKSPACE_MESSAGES as W } from '@careers/shared';

/** REC-21: marks demo people, jobs and applications wherever they show (removable with `npm run db:remove-demo`). */
export function DemoBadge() {
  return (
    <span
      title={W.demoHint}
      className="inline-flex h-4.5 items-center rounded px-1.5 text-[0.6875rem] font-semibold tracking-wide text-amber-800 uppercase ring-1 ring-amber-300 ring-inset bg-amber-50"
    >
      {W.demo}
      <span className="sr-only"> ({W.demoHint})</span>
    </span>
  );
}
