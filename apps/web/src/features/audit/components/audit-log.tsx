import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ACCESS_KINDS, AUDIT_MESSAGES as A, AUDIT_TOTAL_CAP, type AuditEntry, type AuditResponse } from '@careers/shared';
import { APPLICATION_MESSAGES } from '@careers/shared';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { useAuditLog } from '../api/audit';
import { filtersFromParams, isFiltered, queryOf, rangeBackwards, type AuditFilters } from '../utils/audit-filters';
import { accessDetail, accessParts, memberName } from '../utils/audit-text';
import { CandidateFilter } from './candidate-filter';

const WHEN = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const WHEN_FULL = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'long' });

const controlClasses =
  'h-9 rounded-lg border border-line bg-white px-2.5 text-sm text-ink shadow-sm outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100';

/**
 * REC-9: /recruiter/audit, every recorded access to candidates' personal data as a table, newest first:
 * when, who, and what they did in words ("opened Priya Sharma’s profile", "viewed the applicants of …",
 * docs/decisions/033). Filters by member, candidate (looked up by name, or chosen from an entry), kind and
 * a range of the reader's days, all in the URL; pages by keyset (Newer / Older), counted up to 10,000.
 */
export function AuditLog({ members }: { members: readonly { id: number; name: string }[] }) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const backwards = rangeBackwards(filters);
  const log = useAuditLog(queryOf(filters), !backwards);
  /** The name of the candidate chosen in the lookup (the URL holds the id only). */
  const [chosen, setChosen] = useState<{ id: number; name: string }>();

  /** A filter's change starts again at the newest page (and drops links from before keyset paging). */
  const update = (change: Partial<Record<'member' | 'candidate' | 'kind' | 'from' | 'to' | 'cursor', string | undefined>>) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (!('cursor' in change)) next.delete('cursor');
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  const candidateName =
    filters.candidate === undefined
      ? undefined
      : chosen?.id === filters.candidate
        ? chosen.name
        : (log.data?.entries.find((e) => e.candidate?.id === filters.candidate)?.candidate?.name ?? undefined);

  return (
    <div className="flex flex-col gap-4">
      <div role="search" aria-label={A.filters} className="flex flex-wrap items-end gap-3">
        <Labelled label={A.memberFilter}>
          {(id) => (
            <select
              id={id}
              className={`${controlClasses} w-full sm:w-52`}
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
        </Labelled>
        <CandidateFilter
          candidate={filters.candidate}
          name={candidateName}
          onChange={(choice) => {
            setChosen(choice ? { id: choice.id, name: choice.name } : undefined);
            update({ candidate: choice ? String(choice.id) : undefined });
          }}
        />
        <Labelled label={A.kindFilter}>
          {(id) => (
            <select
              id={id}
              className={`${controlClasses} w-full sm:w-56`}
              value={filters.kind ?? ''}
              onChange={(event) => update({ kind: event.target.value })}
            >
              <option value="">{A.anyKind}</option>
              {ACCESS_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {A.kinds[kind]}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <div className="flex gap-3">
          <Labelled label={A.fromFilter}>
            {(id) => (
              <input
                id={id}
                type="date"
                className={`${controlClasses} w-38`}
                value={filters.fromDay ?? ''}
                max={filters.toDay}
                onChange={(event) => update({ from: event.target.value })}
              />
            )}
          </Labelled>
          <Labelled label={A.toFilter}>
            {(id) => (
              <input
                id={id}
                type="date"
                className={`${controlClasses} w-38`}
                value={filters.toDay ?? ''}
                min={filters.fromDay}
                aria-invalid={backwards || undefined}
                aria-describedby={backwards ? 'audit-range-error' : undefined}
                onChange={(event) => update({ to: event.target.value })}
              />
            )}
          </Labelled>
        </div>
        {isFiltered(filters) && (
          <button
            type="button"
            className="h-9 rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
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
        <p id="audit-range-error" className="text-sm text-danger">
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

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = `audit-filter-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
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
  if (failed && !data) {
    return (
      <p className="rounded-lg bg-white p-6 text-center text-sm text-muted ring-1 ring-line" role="alert">
        {APPLICATION_MESSAGES.loadFailed}{' '}
        <button type="button" className="font-semibold text-brand-700 underline" onClick={retry}>
          Try again
        </button>
      </p>
    );
  }
  const count = data ? (data.totalCapped ? A.countCapped(AUDIT_TOTAL_CAP) : A.count(data.total)) : A.loading;
  return (
    <section aria-labelledby="audit-table-title" className="overflow-hidden rounded-xl bg-white ring-1 ring-line">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-2.5">
        <h2 id="audit-table-title" className="sr-only">
          {A.pageTitle}
        </h2>
        <p className="text-sm font-medium text-ink" role="status">
          {count}
        </p>
        {data && <Pager data={data} onPage={onPage} />}
      </div>
      {!data ? (
        <SkeletonRows />
      ) : data.entries.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-4 py-14 text-center">
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-surface text-muted ring-1 ring-line">
            <Icon icon={icons.shieldCheck} className="h-5 w-5" />
          </span>
          <p className="text-sm text-muted">{filtered ? A.emptyFiltered : A.empty}</p>
        </div>
      ) : (
        <table className="w-full text-left text-sm max-sm:block">
          <caption className="sr-only">{A.pageTitle}</caption>
          <thead className="bg-surface text-xs font-semibold text-muted max-sm:hidden">
            <tr>
              <th scope="col" className="w-44 px-4 py-2 font-semibold">
                {A.columns.when}
              </th>
              <th scope="col" className="w-52 px-4 py-2 font-semibold">
                {A.columns.member}
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                {A.columns.action}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line max-sm:block">
            {data.entries.map((entry) => (
              <Row key={entry.id} entry={entry} filteredCandidate={filters.candidate} onCandidate={onCandidate} />
            ))}
          </tbody>
        </table>
      )}
      {data && data.entries.length > 0 && (data.nextCursor !== null || data.prevCursor !== null) && (
        <div className="flex justify-end border-t border-line px-4 py-2.5">
          <Pager data={data} onPage={onPage} />
        </div>
      )}
    </section>
  );
}

function Row({
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
  const subjectNode =
    candidate && candidate.id !== filteredCandidate ? (
      <button
        type="button"
        className="font-medium text-brand-700 underline-offset-4 hover:underline"
        onClick={() => onCandidate(candidate)}
        aria-label={A.showCandidate(subject ?? '')}
      >
        {subject}
      </button>
    ) : (
      <span className="font-medium text-ink">{subject ?? '—'}</span>
    );
  return (
    <tr className="align-top hover:bg-surface/60 max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:px-4 max-sm:py-2.5">
      <td className="px-4 py-2.5 whitespace-nowrap text-muted tabular-nums max-sm:order-2 max-sm:p-0 max-sm:text-xs">
        <time dateTime={entry.at} title={WHEN_FULL.format(new Date(entry.at))}>
          {WHEN.format(new Date(entry.at))}
        </time>
      </td>
      <td className="px-4 py-2.5 font-medium text-ink max-sm:order-1 max-sm:p-0">{memberName(entry.member)}</td>
      <td className="px-4 py-2.5 text-ink max-sm:order-3 max-sm:col-span-2 max-sm:p-0 max-sm:pt-0.5">
        {before}
        {subjectNode}
        {after}
        {detail && <span className="ml-2 text-xs text-muted">{detail}</span>}
      </td>
    </tr>
  );
}

function Pager({ data, onPage }: { data: AuditResponse; onPage: (cursor: string | null) => void }) {
  return (
    <nav aria-label={A.pages} className="flex items-center gap-1">
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
      className="inline-flex h-8 items-center gap-1 rounded-md px-2.5 text-sm font-medium text-ink ring-1 ring-line hover:bg-surface disabled:cursor-not-allowed disabled:text-muted/60 disabled:hover:bg-transparent"
    >
      {!iconAfter && <Icon icon={icon} className="h-4 w-4" />}
      {label}
      {iconAfter && <Icon icon={icon} className="h-4 w-4" />}
    </button>
  );
}

function SkeletonRows() {
  return (
    <div aria-hidden="true" className="divide-y divide-line">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="flex h-10 items-center gap-6 px-4">
          <span className="h-3 w-28 animate-pulse rounded bg-line/70" />
          <span className="h-3 w-32 animate-pulse rounded bg-line/70" />
          <span className="h-3 flex-1 animate-pulse rounded bg-line/50" />
        </div>
      ))}
    </div>
  );
}
