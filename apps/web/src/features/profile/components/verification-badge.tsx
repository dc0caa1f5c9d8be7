import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';

/** PRO-13: verification state appears as a badge. */
export function VerifiedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-success ring-1 ring-inset ring-emerald-200">
      <Icon icon={icons.check} className="h-3.5 w-3.5" />
      Verified
    </span>
  );
}
