import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { OVERVIEW_MESSAGES as M, type JobsTableRow } from '@careers/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { serverMessageOr } from '@/lib/api-client';
import { toastError } from '@/lib/error-toast';
import { useSetJobStatus, useSetWatching } from '../api/overview';

const MENU_WIDTH = 192;

/**
 * REC-18: a job's row menu (open its applicants, edit, watch, close or reopen). Drawn in a portal beside its
 * button, so the table's scroller does not clip it; ↑/↓ move between items, Escape closes it. Closing and
 * reopening ask first (REC-4: a closed job leaves the careers site at once).
 */
export function JobRowActions({ job }: { job: JobsTableRow }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [position, setPosition] = useState({ top: 0, left: 0 });
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const navigate = useNavigate();
  const setStatus = useSetJobStatus();
  const setWatching = useSetWatching();
  const isOpen = job.status === 'open';

  /** Beside its button: below it, or above when the window has no room under it. */
  const place = () => {
    if (!button.current) return;
    const rect = button.current.getBoundingClientRect();
    const below = rect.bottom + 4;
    const height = menu.current?.offsetHeight ?? 160;
    setPosition({
      top: below + height > window.innerHeight ? Math.max(4, rect.top - height - 4) : below,
      left: Math.max(4, Math.min(rect.right - MENU_WIDTH, window.innerWidth - MENU_WIDTH - 4)),
    });
  };

  useLayoutEffect(() => {
    if (!open) return;
    place();
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (event.target instanceof Node && !menu.current?.contains(event.target) && !button.current?.contains(event.target)) setOpen(false);
    };
    // The table scrolls under it (or the window changes size): the menu follows its button.
    document.addEventListener('pointerdown', away);
    window.addEventListener('resize', place);
    document.addEventListener('scroll', place, true);
    return () => {
      document.removeEventListener('pointerdown', away);
      window.removeEventListener('resize', place);
      document.removeEventListener('scroll', place, true);
    };
  }, [open]);

  const closeMenu = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    // React bubbles a portal's events through the row: its keys are the menu's, not the table's.
    event.stopPropagation();
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.findIndex((item) => item === document.activeElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = (at + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
      items[next]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const act = (run: () => void) => () => {
    setOpen(false);
    run();
  };

  const toggleWatch = async () => {
    try {
      toast.success((await setWatching.mutateAsync({ jobId: job.jobId, watching: !job.watching })).message);
    } catch (error) {
      toastError(error, serverMessageOr(error, M.actionFailed));
    }
  };

  const changeStatus = async () => {
    try {
      const answer = await setStatus.mutateAsync({ jobId: job.jobId, status: isOpen ? 'closed' : 'open' });
      setConfirming(false);
      toast.success(answer.message);
    } catch (error) {
      toastError(error, serverMessageOr(error, M.actionFailed));
    }
  };

  const item = 'flex w-full items-center gap-2 px-3 py-1.5 text-left text-ws text-ink hover:bg-surface focus:bg-surface focus:outline-none';
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={M.rowActions(job.title)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex h-7 w-7 items-center justify-center rounded-md text-muted hover:bg-white hover:text-ink hover:ring-1 hover:ring-line"
      >
        <span aria-hidden="true" className="text-base leading-none">
          ⋯
        </span>
      </button>
      {open &&
        createPortal(
          <div
            ref={menu}
            id={menuId}
            role="menu"
            aria-label={M.rowActions(job.title)}
            tabIndex={-1}
            onKeyDown={onMenuKey}
            onClick={(event) => event.stopPropagation()}
            style={{ top: position.top, left: position.left, width: MENU_WIDTH }}
            className="fixed z-50 rounded-lg border border-line bg-white py-1 shadow-lg"
          >
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={item}
              onClick={act(() => void navigate(paths.recruiter.job(job.jobId)))}
            >
              <Icon icon={icons.users} className="h-4 w-4 text-muted" />
              {M.openApplicants}
            </button>
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={item}
              onClick={act(() => void navigate(paths.recruiter.editJob(job.jobId)))}
            >
              <Icon icon={icons.pencil} className="h-4 w-4 text-muted" />
              {M.editJob}
            </button>
            <button type="button" role="menuitem" tabIndex={-1} className={item} onClick={act(() => void toggleWatch())}>
              <Icon icon={icons.eye} className="h-4 w-4 text-muted" />
              {job.watching ? M.unwatch : M.watch}
            </button>
            <div className="my-1 border-t border-line" />
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={`${item} ${isOpen ? 'text-danger' : ''}`}
              onClick={act(() => setConfirming(true))}
            >
              <Icon icon={isOpen ? icons.pause : icons.play} className="h-4 w-4" />
              {isOpen ? M.closeJob : M.reopenJob}
            </button>
          </div>,
          document.body,
        )}
      {/* The dialog's clicks and keys stay in it (React bubbles them to the row, which would open the job). */}
      <div
        role="presentation"
        className="contents"
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.stopPropagation()}
      >
        <Dialog
          open={confirming}
          onClose={() => setConfirming(false)}
          busy={setStatus.isPending}
          title={isOpen ? M.closeConfirmTitle(job.title) : M.reopenConfirmTitle(job.title)}
          description={isOpen ? M.closeConfirmBody : M.reopenConfirmBody}
        >
          <DialogFooter>
            <Button variant="secondary" size="sm" onClick={() => setConfirming(false)} disabled={setStatus.isPending}>
              {M.cancel}
            </Button>
            <Button variant={isOpen ? 'danger' : 'primary'} size="sm" onClick={() => void changeStatus()} disabled={setStatus.isPending}>
              {setStatus.isPending && <Spinner className="h-4 w-4" />}
              {isOpen ? M.closeJob : M.reopenJob}
            </Button>
          </DialogFooter>
        </Dialog>
      </div>
    </>
  );
}
