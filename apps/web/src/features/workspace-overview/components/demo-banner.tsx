import { OVERVIEW_MESSAGES as M } from '@careers/shared';

/** REC-21: the dashboard says when the workspace holds demo data, and how to remove it. */
export function DemoBanner() {
  return (
    <div
      role="note"
      className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-amber-50 px-4 py-2.5 text-ws-sm text-amber-900 ring-1 ring-amber-200 ring-inset"
    >
      <span className="font-semibold">{M.demoBadge}</span>
      <span>{M.demoBanner}</span>
      <span>
        {M.demoRemove} <code className="rounded bg-white/70 px-1.5 py-0.5 font-mono text-ws-xs ring-1 ring-amber-200">{M.demoCommand}</code>
        .
      </span>
    </div>
  );
}
