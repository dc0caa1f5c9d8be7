import type { ReactNode } from 'react';
import { Icon, type IconDrawing } from '@/components/ui/icon';

export interface EmptyStateProps {
  title: string;
  /** What will show here, or what to do to fill it. */
  description?: ReactNode;
  icon?: IconDrawing;
  /** A button or link that fills the place (e.g. "Post a job"). */
  action?: ReactNode;
  /** `inline` inside a table or panel; `page` fills the content area. */
  size?: 'inline' | 'page';
}

/** REC-16: what a workspace list, panel or page shows when it has nothing yet (never made-up numbers). */
export function EmptyState({ title, description, icon, action, size = 'inline' }: EmptyStateProps) {
  return (
    <div
      className={`flex flex-col items-center justify-center text-center ${
        size === 'page' ? 'rounded-lg border border-dashed border-line bg-white px-6 py-16' : 'px-4 py-10'
      }`}
    >
      {icon && (
        <span className="mb-3 inline-flex h-10 w-10 items-center justify-center rounded-full bg-surface text-muted ring-1 ring-line">
          <Icon icon={icon} className="h-5 w-5" />
        </span>
      )}
      <p className="text-ws font-semibold text-ink">{title}</p>
      {description && <div className="mt-1 max-w-md text-ws-sm text-muted">{description}</div>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
