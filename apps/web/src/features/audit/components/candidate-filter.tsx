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
      <div
        role="group"
        aria-labelledby={labelId}
        className="flex h-8 items-center rounded-md border border-brand-300 bg-brand-50 text-ws-sm"
      >
        <span id={labelId} className="pl-2.5 whitespace-nowrap text-muted after:content-[':']">
          {A.candidateFilter}
        </span>
        <span className="max-w-48 truncate pl-1 font-medium text-ink max-sm:max-w-none max-sm:flex-1">{shown}</span>
        <button
          type="button"
          onClick={() => onChange(undefined)}
          aria-label={A.removeCandidate(shown)}
          className="mx-0.5 inline-flex h-6 w-6 items-center justify-center rounded text-muted hover:bg-white hover:text-ink"
        >
          <Icon icon={icons.close} className="h-3.5 w-3.5" />
        </button>
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
    <div className="relative max-sm:w-full" ref={box}>
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
        {/* cmdk names its input by the Command's label, the word shown before it. */}
        <div className="flex h-8 items-center rounded-md border border-line bg-white text-ws-sm max-sm:w-full focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30">
          <span id={labelId} aria-hidden="true" className="pl-2.5 whitespace-nowrap text-muted after:content-[':']">
            {A.candidateFilter}
          </span>
          <Command.Input
            value={typed}
            onValueChange={(value) => {
              setTyped(value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            placeholder={A.candidateSearchHint}
            className="h-full w-44 min-w-0 bg-transparent pr-2 pl-1 text-ink outline-none placeholder:text-muted/80 max-sm:flex-1"
          />
        </div>
        <Command.List
          hidden={!showList}
          className="absolute top-full left-0 z-20 mt-1 max-h-72 w-72 overflow-y-auto rounded-lg bg-white p-1 shadow-raised ring-1 ring-line"
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
              className="flex cursor-pointer flex-col rounded-md px-2 py-1.5 text-ws data-[selected=true]:bg-brand-50"
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
