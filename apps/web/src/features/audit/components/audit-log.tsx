import { useState, type ReactNode } from 'react';
import { ACCESS_KINDS, AUDIT_MESSAGES as A, AUDIT_TOTAL_CAP, type AuditEntry, type AuditResponse } from '@careers/shared';
import { APPLICATION_MESSAGES, formatDateTime, formatDateTimeFull } from '@careers/shared';
import { useAddressParams } from '@/hooks/use-address-params';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { DataTable, type DataTableColumn } from '@/components/workspace/data-table';
import { EmptyState } from '@/components/workspace/empty-state';
import { Skeleton } from '@/components/workspace/skeleton';
import { useMediaQuery } from '@/components/workspace/use-media-query';
import { useAuditLog } from '../api/audit';
import { filtersFromParams, isFiltered, queryOf, rangeBackwards, type AuditFilters } from '../utils/audit-filters';
import { accessDetail, accessParts, memberName } from '../utils/audit-text';
import { CandidateFilter } from './candidate-filter';

/** A filter's box, as the workspace's toolbars draw theirs ("Member: Every member"), marked while it narrows the list. */
const boxClasses = (active: boolean) =>
  `flex h-8 items-center rounded-md border text-ws-sm ${active ? 'border-brand-300 bg-brand-50' : 'border-line bg-white'}`;
const innerControl =
  'h-full min-w-0 cursor-pointer rounded-md bg-transparent pr-2 pl-1 font-medium text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

/**
 * REC-9: /recruiter/audit, every recorded access to candidates' personal data as a table, newest first:
 * when, who, and what they did in words ("opened Priya Sharma’s profile", "viewed the applicants of …",
 * docs/decisions/033). Filters by member, candidate (looked up by name, or chosen from an entry), kind and
 * a range of the reader's days, all in the URL; pages by keyset (Newer / Older), counted up to 10,000.
 */
export function AuditLog({ members }: { members: readonly { id: number; name: string }[] }) {
  // A filter's change starts again at the newest page (and drops `page`, from links before keyset paging).
  const [params, update] = useAddressParams(['page', 'cursor']);
  const filters = filtersFromParams(params);
  const backwards = rangeBackwards(filters);
  const log = useAuditLog(queryOf(filters), !backwards);
  /** The name of the candidate chosen in the lookup (the URL holds the id only). */
  const [chosen, setChosen] = useState<{ id: number; name: string }>();

  const candidateName =
    filters.candidate === undefined
      ? undefined
      : chosen?.id === filters.candidate
        ? chosen.name
        : (log.data?.entries.find((e) => e.candidate?.id === filters.candidate)?.candidate?.name ?? undefined);

  return (
    <div className="flex flex-col gap-4">
      <div role="search" aria-label={A.filters} className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <Filter label={A.memberFilter} active={filters.member !== undefined}>
          {(id) => (
            <select
              id={id}
              className={innerControl}
              value={filters.member === undefined ? '' : String(filters.member)}
              onChange={(event) => update({ member: event.target.value })}
            >
              <option value="">{A.anyMember}</option>
              {members.map((m) => (
                <option key={m.id} value={String(m.id)}>
                  {m.name}
                </option>
              ))}
            </select>
          )}
        </Filter>
        <CandidateFilter
          candidate={filters.candidate}
          name={candidateName}
          onChange={(choice) => {
            setChosen(choice ? { id: choice.id, name: choice.name } : undefined);
            update({ candidate: choice ? String(choice.id) : undefined });
          }}
        />
        <Filter label={A.kindFilter} active={filters.kind !== undefined}>
          {(id) => (
            <select id={id} className={innerControl} value={filters.kind ?? ''} onChange={(event) => update({ kind: event.target.value })}>
              <option value="">{A.anyKind}</option>
              {ACCESS_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {A.kindOptions[kind]}
                </option>
              ))}
            </select>
          )}
        </Filter>
        <div className={`${boxClasses(filters.fromDay !== undefined || filters.toDay !== undefined)} ${backwards ? 'border-danger' : ''}`}>
          <span aria-hidden="true" className="pl-2.5 whitespace-nowrap text-muted after:content-[':']">
            {A.datesFilter}
          </span>
          <DayInput
            id="audit-filter-from"
            label={A.fromFilter}
            value={filters.fromDay}
            max={filters.toDay}
            onChange={(from) => update({ from })}
          />
          <span aria-hidden="true" className="text-muted">
            –
          </span>
          <DayInput
            id="audit-filter-to"
            label={A.toFilter}
            value={filters.toDay}
            min={filters.fromDay}
            invalid={backwards ? 'audit-range-error' : undefined}
            onChange={(to) => update({ to })}
          />
        </div>
        {isFiltered(filters) && (
          <button
            type="button"
            className="h-8 rounded-md px-2 text-ws-sm font-medium text-muted hover:bg-surface hover:text-ink"
            onClick={() => {
              setChosen(undefined);
              update({ member: undefined, candidate: undefined, kind: undefined, from: undefined, to: undefined });
            }}
          >
            {A.clearFilters}
          </button>
        )}
      </div>
      {backwards && (
        <p id="audit-range-error" className="text-ws-sm text-danger">
          {A.rangeBackwards}
        </p>
      )}

      <LogTable
        data={backwards ? undefined : log.data}
        failed={log.isError}
        retry={() => void log.refetch()}
        filtered={isFiltered(filters)}
        filters={filters}
        onCandidate={(candidate) => {
          setChosen({ id: candidate.id, name: candidate.name ?? `#${candidate.id}` });
          update({ candidate: String(candidate.id) });
        }}
        onPage={(cursor) => update({ cursor: cursor ?? undefined })}
      />
    </div>
  );
}

function Filter({ label, active, children }: { label: string; active: boolean; children: (id: string) => ReactNode }) {
  const id = `audit-filter-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div className={boxClasses(active)}>
      <label htmlFor={id} className="pl-2.5 whitespace-nowrap text-muted after:content-[':']">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function LogTable({
  data,
  failed,
  retry,
  filtered,
  filters,
  onCandidate,
  onPage,
}: {
  data: AuditResponse | undefined;
  failed: boolean;
  retry: () => void;
  filtered: boolean;
  filters: AuditFilters;
  onCandidate: (candidate: NonNullable<AuditEntry['candidate']>) => void;
  onPage: (cursor: string | null) => void;
}) {
  // A phone has no room for three columns: each entry is two lines, who did what over when.
  const narrow = useMediaQuery('(max-width: 639px)');
  if (failed && !data) {
    return (
      <p className="rounded-lg border border-line bg-white p-6 text-center text-ws-sm text-muted" role="alert">
        {APPLICATION_MESSAGES.loadFailed}{' '}
        <button type="button" className="font-semibold text-brand-700 underline" onClick={retry}>
          Try again
        </button>
      </p>
    );
  }
  const count = data ? (data.totalCapped ? A.countCapped(AUDIT_TOTAL_CAP) : A.count(data.total)) : A.loading;
  const empty = <EmptyState icon={icons.shieldCheck} title={filtered ? A.emptyFiltered : A.empty} />;
  const columns: DataTableColumn<AuditEntry>[] = [
    {
      id: 'when',
      header: A.columns.when,
      width: '10.5rem',
      skeleton: 'w-28',
      cell: (entry) => (
        <time dateTime={entry.at} title={formatDateTimeFull(entry.at)} className="text-muted tabular-nums">
          {formatDateTime(entry.at)}
        </time>
      ),
    },
    {
      id: 'member',
      header: A.columns.member,
      width: 'minmax(9rem, 13rem)',
      skeleton: 'w-24',
      cell: (entry) => <span className="truncate font-medium">{memberName(entry.member)}</span>,
    },
    {
      id: 'action',
      header: A.columns.action,
      width: 'minmax(18rem, 1fr)',
      skeleton: 'w-2/3',
      cell: (entry) => <Action entry={entry} filteredCandidate={filters.candidate} onCandidate={onCandidate} />,
    },
  ];
  return (
    <section aria-labelledby="audit-table-title" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="audit-table-title" className="sr-only">
          {A.pageTitle}
        </h2>
        <p className="text-ws-sm font-medium text-muted" role="status">
          {count}
        </p>
        {data && <Pager data={data} onPage={onPage} />}
      </div>
      {narrow ? (
        <NarrowList data={data} empty={empty} filteredCandidate={filters.candidate} onCandidate={onCandidate} />
      ) : (
        <DataTable
          label={A.pageTitle}
          columns={columns}
          rows={data?.entries ?? []}
          getRowId={(entry) => String(entry.id)}
          loading={!data}
          minWidth="44rem"
          className="max-h-[calc(100dvh-15rem)]"
          empty={empty}
        />
      )}
      {data && data.entries.length > 0 && (data.nextCursor !== null || data.prevCursor !== null) && (
        <div className="flex justify-end">
          <Pager data={data} onPage={onPage} label={A.pagesBelow} />
        </div>
      )}
    </section>
  );
}

/** What the member did, in words; the candidate's name filters the log to them. */
function Action({
  entry,
  filteredCandidate,
  onCandidate,
}: {
  entry: AuditEntry;
  filteredCandidate: number | undefined;
  onCandidate: (candidate: NonNullable<AuditEntry['candidate']>) => void;
}) {
  const { before, subject, after } = accessParts(entry);
  const detail = accessDetail(entry);
  const candidate = entry.candidate;
  return (
    <span className="truncate">
      {before}
      {candidate && candidate.id !== filteredCandidate ? (
        <button
          type="button"
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
          onClick={() => onCandidate(candidate)}
          aria-label={A.showCandidate(subject ?? '')}
        >
          {subject}
        </button>
      ) : (
        <span className="font-medium">{subject ?? '—'}</span>
      )}
      {after}
      {detail && <span className="ml-2 text-ws-xs text-muted">{detail}</span>}
    </span>
  );
}

/** The log on a phone: a list, each entry who did what, then when. */
function NarrowList({
  data,
  empty,
  filteredCandidate,
  onCandidate,
}: {
  data: AuditResponse | undefined;
  empty: ReactNode;
  filteredCandidate: number | undefined;
  onCandidate: (candidate: NonNullable<AuditEntry['candidate']>) => void;
}) {
  if (data && data.entries.length === 0) return <div className="rounded-lg border border-line bg-white">{empty}</div>;
  return (
    <ul aria-label={A.pageTitle} aria-busy={!data || undefined} className="divide-y divide-line/70 rounded-lg border border-line bg-white">
      {data
        ? data.entries.map((entry) => (
            <li key={entry.id} className="px-3 py-2.5">
              <p className="text-ws text-ink [&>span]:whitespace-normal">
                <span className="font-semibold">{memberName(entry.member)}</span>{' '}
                <Action entry={entry} filteredCandidate={filteredCandidate} onCandidate={onCandidate} />
              </p>
              <time dateTime={entry.at} className="mt-0.5 block text-ws-xs text-muted tabular-nums">
                {formatDateTime(entry.at)}
              </time>
            </li>
          ))
        : Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="space-y-2 px-3 py-3">
              <Skeleton className="h-3 w-4/5" />
              <Skeleton className="h-2.5 w-1/2" />
            </li>
          ))}
    </ul>
  );
}

function Pager({ data, onPage, label = A.pages }: { data: AuditResponse; onPage: (cursor: string | null) => void; label?: string }) {
  return (
    <nav aria-label={label} className="flex items-center gap-1">
      <PageButton disabled={data.prevCursor === null} onClick={() => onPage(data.prevCursor)} icon={icons.chevronLeft} label={A.newer} />
      <PageButton
        disabled={data.nextCursor === null}
        onClick={() => onPage(data.nextCursor)}
        icon={icons.chevronRight}
        label={A.older}
        iconAfter
      />
    </nav>
  );
}

function PageButton({
  disabled,
  onClick,
  icon,
  label,
  iconAfter = false,
}: {
  disabled: boolean;
  onClick: () => void;
  icon: typeof icons.chevronLeft;
  label: string;
  iconAfter?: boolean;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      className="inline-flex h-8 items-center gap-1 rounded-md border border-line bg-white px-2.5 text-ws-sm font-medium text-ink hover:bg-surface disabled:cursor-not-allowed disabled:text-muted/60 disabled:hover:bg-white"
    >
      {!iconAfter && <Icon icon={icon} className="h-4 w-4" />}
      {label}
      {iconAfter && <Icon icon={icon} className="h-4 w-4" />}
    </button>
  );
}

/** One end of the date range: a date input with its own (visually hidden) label. */
function DayInput({
  id,
  label,
  value,
  min,
  max,
  invalid,
  onChange,
}: {
  id: string;
  label: string;
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  /** The id of the message saying why the range is wrong, when it is. */
  invalid?: string | undefined;
  onChange: (day: string) => void;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={`${innerControl} w-32 max-sm:flex-1`}
        value={value ?? ''}
        min={min}
        max={max}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
