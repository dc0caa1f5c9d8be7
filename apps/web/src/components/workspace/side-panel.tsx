import { useEffect, useId, useRef, type ReactNode } from 'react';
import { WORKSPACE_MESSAGES as W } from '@careers/shared';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { useMediaQuery, WIDE } from './use-media-query';

export interface SidePanelProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** One line under the title (e.g. the candidate's current title). */
  subtitle?: ReactNode;
  /** Buttons in the panel's header (previous / next, open in full). */
  actions?: ReactNode;
  children: ReactNode;
  /** The panel's width beside the list. */
  widthClass?: string;
}

function PanelHeader({ titleId, title, subtitle, actions, onClose }: Omit<SidePanelProps, 'open' | 'children'> & { titleId: string }) {
  return (
    <div className="flex flex-none items-start gap-2 border-b border-line px-4 py-3">
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="truncate text-base font-semibold text-ink">
          {title}
        </h2>
        {subtitle && <div className="truncate text-ws-sm text-muted">{subtitle}</div>}
      </div>
      {actions && <div className="flex flex-none items-center gap-1">{actions}</div>}
      <button
        type="button"
        onClick={onClose}
        aria-label={W.panel.close}
        className="inline-flex h-8 w-8 flex-none items-center justify-center rounded-md text-muted hover:bg-surface hover:text-ink"
      >
        <Icon icon={icons.close} className="h-4 w-4" />
      </button>
    </div>
  );
}

/**
 * REC-16: a record opened from a list without leaving it. From 1024 px it is a complementary region
 * beside the list (the page lays out the row: list, then panel) and Escape inside it closes it; below,
 * a full-screen modal dialog (focus kept inside, Escape closes it, focus goes back to the row).
 */
export function SidePanel({ open, onClose, title, subtitle, actions, children, widthClass = 'w-[28rem] xl:w-[32rem]' }: SidePanelProps) {
  const wide = useMediaQuery(WIDE);
  const titleId = useId();
  // Below 1024 px a full-screen modal dialog.
  const { ref, onCancel } = useModalDialog(open, onClose, { when: !wide });
  const asideRef = useRef<HTMLElement>(null);

  // Beside the list, Escape pressed inside the panel closes it.
  useEffect(() => {
    const aside = asideRef.current;
    if (!aside || !open || !wide) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose();
    };
    aside.addEventListener('keydown', onKey);
    return () => aside.removeEventListener('keydown', onKey);
  }, [open, wide, onClose]);

  if (!open) return null;
  const header = <PanelHeader titleId={titleId} title={title} subtitle={subtitle} actions={actions} onClose={onClose} />;
  const body = <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 text-ws">{children}</div>;

  if (wide) {
    return (
      <aside
        aria-labelledby={titleId}
        ref={asideRef}
        className={`flex h-full flex-none flex-col border-l border-line bg-white ${widthClass}`}
      >
        {header}
        {body}
      </aside>
    );
  }
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={onCancel}
      className="m-0 h-dvh max-h-none w-full max-w-none flex-col bg-white p-0 text-ink open:flex"
    >
      {header}
      {body}
    </dialog>
  );
}
