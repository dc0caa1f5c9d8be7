import { useEffect, useId, useRef, useState } from 'react';
import { Command } from 'cmdk';
import { AUDIT_MESSAGES as A } from '@careers/shared';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { useCandidateLookup, type CandidateChoice } from '../api/candidate-lookup';

/** What the lookup waits for after the last key before it asks. */
const DEBOUNCE_MS = 150;

/**
 * The access log's candidate filter: a chip with the chosen candidate (and its removal), or a lookup by
 * name over the talent pool and the applicants (the palette's search: names only, nothing recorded).
 */
export function CandidateFilter({
  candidate,
  name,
  onChange,
}: {
  candidate: number | undefined;
  /** The chosen candidate's name when known (from the lookup or an entry); else their id is shown. */
  name: string | undefined;
  onChange: (choice: CandidateChoice | undefined) => void;
}) {
  const labelId = useId();
  if (candidate !== undefined) {
    const shown = name ?? `#${candidate}`;
    return (
      <div className="flex flex-col gap-1">
        <span id={labelId} className="text-xs font-medium text-muted">
          {A.candidateFilter}
        </span>
        <div
          role="group"
          aria-labelledby={labelId}
          className="flex h-9 items-center gap-1 rounded-lg bg-brand-50 pr-1 pl-3 text-sm text-brand-800 ring-1 ring-brand-100"
        >
          <span className="max-w-48 truncate font-medium">{shown}</span>
          <button
            type="button"
            onClick={() => onChange(undefined)}
            aria-label={A.removeCandidate(shown)}
            className="flex h-7 w-7 items-center justify-center rounded-md text-brand-700 hover:bg-brand-100"
          >
            <Icon icon={icons.close} className="h-4 w-4" />
          </button>
        </div>
      </div>
    );
  }
  return <CandidateLookup labelId={labelId} onChoose={onChange} />;
}

function CandidateLookup({ labelId, onChoose }: { labelId: string; onChoose: (choice: CandidateChoice) => void }) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const lookup = useCandidateLookup(q);
  const choices = q.length >= 2 ? (lookup.data ?? []) : [];
  const showList = open && typed.trim().length >= 2;

  return (
    <div className="relative flex flex-col gap-1" ref={box}>
      {/* cmdk names its input by the Command's label, the same word. */}
      <span id={labelId} className="text-xs font-medium text-muted" aria-hidden="true">
        {A.candidateFilter}
      </span>
      <Command
        shouldFilter={false}
        label={A.candidateFilter}
        onBlur={(event) => {
          if (!box.current?.contains(event.relatedTarget)) setOpen(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        <Command.Input
          value={typed}
          onValueChange={(value) => {
            setTyped(value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          placeholder={A.candidateSearch}
          className="h-9 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink shadow-sm outline-none placeholder:text-muted/80 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 sm:w-60"
        />
        <Command.List
          hidden={!showList}
          className="absolute top-full left-0 z-20 mt-1 max-h-72 w-full min-w-64 overflow-y-auto rounded-lg bg-white p-1 shadow-raised ring-1 ring-line sm:w-80"
        >
          {choices.map((choice) => (
            <Command.Item
              key={choice.id}
              value={String(choice.id)}
              onSelect={() => {
                setOpen(false);
                setTyped('');
                onChoose(choice);
              }}
              className="flex cursor-pointer flex-col rounded-md px-2 py-1.5 text-sm data-[selected=true]:bg-brand-50"
            >
              <span className="truncate font-medium text-ink">{choice.name}</span>
              {choice.detail && <span className="truncate text-xs text-muted">{choice.detail}</span>}
            </Command.Item>
          ))}
        </Command.List>
      </Command>
      {showList && choices.length === 0 && !lookup.isFetching && q === typed.trim() && (
        <p
          role="status"
          className="absolute top-full left-0 z-20 mt-1 w-full min-w-64 rounded-lg bg-white px-3 py-2 text-sm text-muted shadow-raised ring-1 ring-line"
        >
          {A.noCandidateFound}
        </p>
      )}
    </div>
  );
}
