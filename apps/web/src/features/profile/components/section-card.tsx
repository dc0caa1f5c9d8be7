import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Icon, type IconDrawing } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';

/** PRO-3: one of the five profile cards, with its edit pencil. */
export function SectionCard({
  title,
  icon,
  onEdit,
  children,
  className = '',
}: {
  title: string;
  icon: IconDrawing;
  onEdit: () => void;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`min-w-0 rounded-card bg-white p-5 shadow-card ring-1 ring-line sm:p-6 ${className}`}>
      <div className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="inline-flex h-10 w-10 flex-none items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon icon={icon} className="h-5 w-5" />
          </span>
          <h2 id={headingId} className="text-base font-bold text-ink sm:text-lg">
            {title}
          </h2>
        </div>
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Edit ${title}`}
          title={`Edit ${title}`}
          className="inline-flex h-10 w-10 flex-none items-center justify-center rounded-lg text-brand-700 ring-1 ring-inset ring-line transition hover:bg-brand-50"
        >
          <Icon icon={icons.pencil} className="h-[18px] w-[18px]" />
        </button>
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** Label and value rows inside a card. */
export function Details({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">{children}</dl>;
}

export function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  const empty = children === '' || children === null || children === undefined;
  return (
    <div className={`min-w-0 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className={`mt-1 break-words ${empty ? 'text-muted' : 'font-medium text-ink'}`}>{empty ? 'Not added' : children}</dd>
    </div>
  );
}

/** A card with nothing in it yet: why it matters and a button to fill it in. */
export function EmptySection({ text, action, onAction }: { text: string; action: string; onAction: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl bg-surface px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted">{text}</p>
      <Button variant="secondary" size="sm" onClick={onAction} className="flex-none">
        {action}
      </Button>
    </div>
  );
}
