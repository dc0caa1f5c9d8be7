import { useId } from 'react';
import { toast } from 'react-toastify';
import { TALENT_MESSAGES as T } from '@careers/shared';
import { serverMessageOr } from '@/lib/api-client';
import { useDiscoverable, useSetDiscoverable } from '../api/talent';
import { toastError } from '@/lib/error-toast';

/** REC-10: "Let recruiters find my profile", off until the candidate turns it on (GDPR opt-in). */
export function DiscoverableSwitch() {
  const id = useId();
  const current = useDiscoverable();
  const change = useSetDiscoverable();
  const on = current.data?.discoverable ?? false;
  const toggle = async () => {
    try {
      toast.success((await change.mutateAsync(!on)).message);
    } catch (error) {
      toastError(error, serverMessageOr(error, T.switchFailed));
    }
  };
  return (
    <section className="mb-6 flex items-start justify-between gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-line">
      <div className="min-w-0">
        <h2 id={`${id}-label`} className="font-semibold text-ink">
          {T.switchLabel}
        </h2>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {T.switchHint}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        disabled={current.isPending || change.isPending}
        onClick={() => void toggle()}
        className={`relative inline-flex h-7 w-12 flex-none items-center rounded-full transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60 ${on ? 'bg-brand-700' : 'bg-slate-400'}`}
      >
        <span
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
    </section>
  );
}
