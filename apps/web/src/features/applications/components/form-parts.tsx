import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';

/** One of APP-2's six sections: a titled card. */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)] sm:p-7"
    >
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** A repeatable entry (an experience, a degree, a certificate) with its delete icon (APP-2: it removes the entry). */
export function EntryCard({ title, onRemove, children }: { title: string; onRemove: () => void; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="rounded-xl border border-line bg-surface/60 p-4 sm:p-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 id={id} className="text-sm font-bold text-ink">
          {title}
        </h3>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Delete ${title}`}
          className="-mr-2 inline-flex h-10 w-10 items-center justify-center rounded-lg text-muted transition hover:bg-red-50 hover:text-danger"
        >
          <Icon icon={icons.trash} className="h-5 w-5" />
        </button>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </div>
  );
}

/** 'Add …' under a repeatable list; sections start empty and grow by this button (APP-2). */
export function AddButton({ children, onClick, disabled }: { children: ReactNode; onClick: () => void; disabled?: boolean }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick} disabled={disabled}>
      <Icon icon={icons.plus} className="h-4 w-4" />
      {children}
    </Button>
  );
}

/** A delete icon beside a single input (extra mobile numbers, additional links). */
export function RemoveIconButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="inline-flex h-11 w-11 flex-none items-center justify-center rounded-lg text-muted transition hover:bg-red-50 hover:text-danger"
    >
      <Icon icon={icons.trash} className="h-5 w-5" />
    </button>
  );
}
