import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Command } from 'cmdk';
import { APPLICATION_STEP_LABELS, PALETTE_MESSAGES as P, type WorkspaceSearchResponse } from '@careers/shared';
import { Icon, type IconDrawing } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { closeModal, showModal } from '@/components/ui/modal-layer';
import { Spinner } from '@/components/ui/spinner';
import { MIN_SEARCH_LENGTH, useWorkspaceSearch } from '../api/search';
import { applicantDestination, candidateDestination, jobDestination, matchingPages, type PalettePage } from '../utils/destinations';

export interface CommandPaletteProps {
  open: boolean;
  /** Escape, a click outside and choosing a result call this; focus then goes back where it was. */
  onClose: () => void;
  /** The workspace's pages, offered first and filtered as one types. */
  pages: readonly PalettePage[];
  /**
   * Goes to a chosen place (the frame's router navigation). Passed in rather than read with React Router's
   * hook here: a lazily loaded chunk of its own that imports React Router made the build split the router
   * off the landing route's entry chunk (+0.8 KB gzip over PUB-17's budget).
   */
  onGo: (to: string) => void;
}

/**
 * REC-20: the command palette (Ctrl/Cmd-K): jump to a page, a job, an applicant or a discoverable
 * candidate. A modal <dialog> (the rest of the page inert, toasts inside it, ./modal-layer) around cmdk's
 * list; the search is the API's (names and titles only, not recorded: docs/decisions/033), the pages are
 * filtered here. Enter or a click opens the result; Escape closes and gives focus back to the opener.
 */
export function CommandPalette({ open, onClose, pages, onGo }: CommandPaletteProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement;
    // Escape closes it (the browser's own cancel is kept from closing it behind React's back); so does a
    // click on the backdrop, which lands on the <dialog> itself.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close.current();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) close.current();
    };
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('click', onClick);
    showModal(dialog);
    dialog.querySelector('input')?.focus();
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('click', onClick);
      closeModal(dialog);
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-label={P.title}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="mx-auto mt-3 mb-auto w-[calc(100%-1.5rem)] max-w-2xl overflow-hidden rounded-xl bg-white p-0 text-ink shadow-raised ring-1 ring-line backdrop:bg-brand-950/40 sm:mt-[12vh]"
    >
      {open && <PaletteBody pages={pages} onClose={onClose} onGo={onGo} />}
    </dialog>
  );
}

/** The palette's content, mounted while it is open: each opening starts with an empty query. */
function PaletteBody({ pages, onClose, onGo }: Pick<CommandPaletteProps, 'pages' | 'onClose' | 'onGo'>) {
  const [typed, setTyped] = useState('');
  const search = useWorkspaceSearch(typed);
  const shownPages = matchingPages(pages, typed);
  const searching = typed.trim().length >= MIN_SEARCH_LENGTH;
  const results: WorkspaceSearchResponse | undefined = searching ? search.data : undefined;
  const found = results ? results.jobs.length + results.applicants.length + results.candidates.length : 0;
  const waiting = searching && (!search.settled || search.isFetching);

  const go = (to: string) => {
    onClose();
    onGo(to);
  };

  return (
    <Command label={P.title} shouldFilter={false} loop className="flex max-h-[min(36rem,calc(100dvh-1.5rem))] flex-col">
      <div className="flex items-center gap-3 border-b border-line px-4">
        <Icon icon={icons.search} className="h-4.5 w-4.5 flex-none text-muted" />
        <Command.Input
          value={typed}
          onValueChange={setTyped}
          placeholder={P.placeholder}
          className="h-13 min-w-0 flex-1 bg-transparent text-[15px] text-ink outline-none placeholder:text-muted/80"
        />
        {waiting && (
          <span className="text-muted" aria-hidden="true">
            <Spinner className="h-4 w-4" />
          </span>
        )}
      </div>
      <Command.List className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-[11px] [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-muted [&_[cmdk-group-heading]]:uppercase">
        {shownPages.length > 0 && (
          <Command.Group heading={P.groups.pages}>
            {shownPages.map((page) => (
              <Result key={page.to} value={`page ${page.to}`} icon={icons.arrowRight} title={page.label} onSelect={() => go(page.to)} />
            ))}
          </Command.Group>
        )}
        {results && results.jobs.length > 0 && (
          <Command.Group heading={P.groups.jobs}>
            {results.jobs.map((job) => (
              <Result
                key={job.id}
                value={`job ${job.id}`}
                icon={icons.briefcase}
                title={job.title}
                tag={job.status === 'closed' ? P.closedJob : undefined}
                onSelect={() => go(jobDestination(job.id))}
              />
            ))}
          </Command.Group>
        )}
        {results && results.applicants.length > 0 && (
          <Command.Group heading={P.groups.applicants}>
            {results.applicants.map((applicant) => (
              <Result
                key={applicant.applicationId}
                value={`applicant ${applicant.applicationId}`}
                icon={icons.user}
                title={applicant.name}
                detail={P.applicantOf(applicant.jobTitle, APPLICATION_STEP_LABELS[applicant.status])}
                tag={applicant.demo ? P.demo : undefined}
                onSelect={() => go(applicantDestination(applicant.jobId, applicant.applicationId))}
              />
            ))}
          </Command.Group>
        )}
        {results && results.candidates.length > 0 && (
          <Command.Group heading={P.groups.candidates}>
            {results.candidates.map((candidate) => (
              <Result
                key={candidate.id}
                value={`candidate ${candidate.id}`}
                icon={icons.users}
                title={candidate.name}
                detail={candidate.title || undefined}
                tag={candidate.demo ? P.demo : undefined}
                onSelect={() => go(candidateDestination(candidate.id))}
              />
            ))}
          </Command.Group>
        )}
      </Command.List>
      <Status>
        {!searching
          ? P.typeMore
          : search.isError
            ? P.failed
            : waiting && found === 0
              ? P.searching
              : !waiting && found === 0 && shownPages.length === 0
                ? P.noResults
                : null}
      </Status>
      <div className="hidden items-center gap-4 border-t border-line bg-surface px-4 py-2 text-xs text-muted sm:flex" aria-hidden="true">
        <Hint keys={['↑', '↓']} text={P.hints.move} />
        <Hint keys={['↵']} text={P.hints.open} />
        <Hint keys={['Esc']} text={P.hints.close} />
      </div>
    </Command>
  );
}

function Result({
  value,
  icon,
  title,
  detail,
  tag,
  onSelect,
}: {
  value: string;
  icon: IconDrawing;
  title: string;
  detail?: string | undefined;
  tag?: string | undefined;
  onSelect: () => void;
}) {
  return (
    <Command.Item
      value={value}
      onSelect={onSelect}
      className="group flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm data-[selected=true]:bg-brand-50"
    >
      <span className="flex h-7 w-7 flex-none items-center justify-center rounded-md bg-surface text-muted ring-1 ring-line group-data-[selected=true]:text-brand-700">
        <Icon icon={icon} className="h-4 w-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-ink">{title}</span>
        {detail && <span className="block truncate text-xs text-muted">{detail}</span>}
      </span>
      {tag && (
        <span className="flex-none rounded-full bg-surface px-2 py-0.5 text-[11px] font-medium text-muted ring-1 ring-line">{tag}</span>
      )}
      <span className="hidden flex-none text-xs text-muted group-data-[selected=true]:inline" aria-hidden="true">
        ↵
      </span>
    </Command.Item>
  );
}

/** The line under the results: a hint, "Searching…", "Nothing found." or a failure; read out as it changes. */
function Status({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={children ? 'px-2 py-6 text-center text-sm text-muted' : 'sr-only'}>
      {children}
    </p>
  );
}

function Hint({ keys, text }: { keys: string[]; text: string }) {
  return (
    <span className="flex items-center gap-1">
      {keys.map((key) => (
        <kbd key={key} className="rounded border border-line bg-white px-1.5 py-px font-sans text-[11px] text-ink">
          {key}
        </kbd>
      ))}
      <span>{text}</span>
    </span>
  );
}
