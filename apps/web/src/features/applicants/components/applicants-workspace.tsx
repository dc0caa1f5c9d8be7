import { useCallback, useEffect, useMemo, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import {
  APPLICANTS_TABLE_MESSAGES as M,
  APPLICANT_FIT_FILTERS,
  APPLICANT_SORTS,
  FIT_MESSAGES as F,
  SCREENING_MESSAGES as S,
  FIT_SHORT,
  fitShortParts,
  fitShortText,
  APPLICATION_STATUSES,
  APPLICATION_STEP_LABELS,
  RECOMMENDATIONS,
  RECOMMENDATION_LABELS,
  SOURCE_MESSAGES as SRC,
  SCORECARD_MESSAGES as SC,
  CONVERSATION_MESSAGES,
  type ApplicantRow,
  type ApplicantSort,
  type MoveAction,
} from '@careers/shared';
import { useAddressParams } from '@/hooks/use-address-params';
import { avatarInitials } from '@/components/ui/avatar';
import { FitMark } from '@/components/ui/fit-lines';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { DataTable, type DataTableColumn, type DataTableSort } from '@/components/workspace/data-table';
import { DemoBadge } from '@/components/workspace/demo-badge';
import { EmptyState } from '@/components/workspace/empty-state';
import { RatingStars } from '@/components/workspace/rating-stars';
import { SidePanel } from '@/components/workspace/side-panel';
import { STEP_TONES, StepPill } from '@/components/workspace/step-pill';
import { Toolbar } from '@/components/workspace/toolbar';
import { useMediaQuery, WIDE } from '@/components/workspace/use-media-query';
import { useApplicantPanel, useApplicantsTable, useTablePhoto } from '../api/applicants';
import { useJobUnreadMessages } from '../api/messages';
import { countryOf } from '@/config/dialling-codes';
import { APPLICATION_PARAM, DEFAULT_SORT, filtersFromSearch, relativeTime, shortDate } from '../utils/table-state';
import { ApplicantPanelBody, type PanelSlots } from './applicant-panel';
import { MoveConfirmDialog } from './move-confirm-dialog';

/** The columns the table keeps while the side panel is open beside it. */
const PANEL_COLUMNS: ReadonlySet<string> = new Set(['name', 'title', 'step']);

const split = (name: string) => {
  const [first = '', ...rest] = name.split(' ');
  return { first, last: rest.join(' ') };
};

function NameCell({ row, jobId, view, unread }: { row: ApplicantRow; jobId: number; view: string; unread: number }) {
  const photo = useTablePhoto(jobId, row.photoFileId, view);
  const { first, last } = split(row.name);
  return (
    <span className="flex min-w-0 items-center gap-2">
      {photo ? (
        <img src={photo} alt="" className="h-6 w-6 flex-none rounded-full object-cover ring-1 ring-line" />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex h-6 w-6 flex-none items-center justify-center rounded-full bg-brand-100 text-[0.625rem] font-semibold text-brand-800"
        >
          {avatarInitials(first, last)}
        </span>
      )}
      <span className="truncate font-medium text-ink">{row.name}</span>
      {row.demo && <DemoBadge />}
      {/* REC-29: this applicant's messages the member has not read. */}
      {unread > 0 && (
        <span className="flex-none rounded-full bg-brand-600 px-1.5 text-ws-xs font-semibold text-white" data-testid="row-unread">
          <span aria-hidden="true">{unread}</span>
          <span className="sr-only">{`, ${CONVERSATION_MESSAGES.unread(unread)}`}</span>
        </span>
      )}
    </span>
  );
}

/**
 * REC-26 (docs/decisions/043): the stored fit at a glance: "3/4 skills", then rate, start, CET and country,
 * each with its mark (shape and a word for screen readers, never colour alone). None yet: a dash.
 */
function FitCell({ row }: { row: ApplicantRow }) {
  if (!row.fit) return <span className="text-muted">–</span>;
  const parts = fitShortParts(row.fit);
  return (
    <span
      className="flex min-w-0 items-center gap-x-1.5 overflow-hidden whitespace-nowrap text-ws-sm"
      title={fitShortText(row.fit)}
      data-fit
    >
      {parts.map((part) => (
        <span key={part.kind} className="inline-flex items-center gap-0.5">
          {part.kind === 'skills' ? (
            <>
              <FitMark status={part.status} size="sm" />
              {/* "3/4" on screen (the column is narrow), "3/4 skills" to screen readers and in the tooltip. */}
              <span className="font-medium text-ink tabular-nums">
                {part.label.replace(/ skills$/, '')}
                <span className="sr-only"> skills</span>
              </span>
            </>
          ) : (
            <>
              <span className="text-muted tabular-nums">{part.label}</span>
              <FitMark status={part.status} size="sm" />
            </>
          )}
        </span>
      ))}
    </span>
  );
}

/** REC-27: the "Does not meet" flag beside the name: a person reviews it; nothing moved the application. */
function ReviewFlag({ row }: { row: ApplicantRow }) {
  if (row.doesNotMeet.length === 0) return null;
  const text = S.doesNotMeet(row.doesNotMeet);
  return (
    <span
      title={`${text}. ${S.flagHint}`}
      className={`inline-flex h-5 flex-none items-center rounded px-1.5 text-ws-xs font-medium ring-1 ring-inset ${
        row.needsReview ? 'bg-amber-50 text-amber-900 ring-amber-300' : 'bg-surface text-muted ring-line'
      }`}
    >
      <span className="sr-only">{text}</span>
      {/* The words where the name cell has room for them beside the name; else a mark, so the name keeps its place. */}
      <span aria-hidden="true" className="hidden @min-[15rem]:inline">
        {row.needsReview ? S.needsReview : S.doesNotMeetShort}
      </span>
      <span aria-hidden="true" className="font-bold @min-[15rem]:hidden">
        !
      </span>
    </span>
  );
}

const FIT_FILTER_LABELS = { skills: F.filters.allSkills, rate: F.filters.rateFits, country: F.filters.countryFits } as const;

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * REC-19 (docs/decisions/036): a job's applicants as a dense, virtualised table (keyset pages of 200 from
 * the server), its search, filters and sort in the address, row selection with bulk moves behind a
 * confirmation, and the applicant in a side panel beside the list (`?application=`), which ↑/↓ (and j/k)
 * move through.
 */
export function ApplicantsWorkspace({
  jobId,
  slots,
  onJob,
}: {
  jobId: number;
  slots: PanelSlots;
  /** The job's title and status, once the first page names them (the page's header). */
  onJob?: (job: { title: string; total: number | undefined }) => void;
}) {
  const [params, setParam] = useAddressParams();
  const filters = filtersFromSearch(params);
  // One list view per mount (REC-9): filters and sorts are the same view.
  const [view] = useState(() => crypto.randomUUID());
  const table = useApplicantsTable(jobId, filters, view);
  const rows = useMemo(() => table.data?.pages.flatMap((p) => p.rows) ?? [], [table.data]);
  const first = table.data?.pages[0];
  const total = first?.total ?? rows.length;
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [action, setAction] = useState<MoveAction | undefined>();
  const openId = Number(params.get(APPLICATION_PARAM)) || undefined;
  const panel = useApplicantPanel(jobId, openId, view);
  const unread = useJobUnreadMessages(jobId).data;
  const unreadOf = useCallback((id: number) => unread?.applications.find((a) => a.applicationId === id)?.unread ?? 0, [unread]);
  const openIndex = rows.findIndex((r) => r.applicationId === openId);

  const jobTitle = first?.job.title;
  useEffect(() => {
    if (jobTitle !== undefined) onJob?.({ title: jobTitle, total: first?.total });
  }, [jobTitle, first?.total, onJob]);

  // A link from an e-mail (`#applicant-12`, REC-5) opens that applicant in the panel.
  useEffect(() => {
    const linked = /^#applicant-(\d+)$/.exec(window.location.hash)?.[1];
    if (linked && !params.has(APPLICATION_PARAM)) setParam({ [APPLICATION_PARAM]: linked });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const open = useCallback(
    (row: ApplicantRow | undefined) => row && setParam({ [APPLICATION_PARAM]: String(row.applicationId) }),
    [setParam],
  );

  /** ↑/↓ with the panel open: the previous or next applicant (the next page is fetched at the loaded end). */
  const step = useCallback(
    (by: 1 | -1) => {
      if (openIndex < 0) return;
      const target = rows[openIndex + by];
      if (target) open(target);
      if (by === 1 && openIndex + 2 >= rows.length && table.hasNextPage && !table.isFetchingNextPage) void table.fetchNextPage();
    },
    [openIndex, rows, open, table],
  );

  useEffect(() => {
    if (openId === undefined) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isEditable(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof Element && event.target.closest('[role="grid"],[role="tablist"],dialog[open]')) return;
      if (event.key === 'ArrowDown' || event.key === 'j') {
        event.preventDefault();
        step(1);
      } else if (event.key === 'ArrowUp' || event.key === 'k') {
        event.preventDefault();
        step(-1);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [openId, step]);

  /** Arrow keys on the table's rows move its focus (the table's own); with the panel open, the panel follows. */
  const onGridKeys = (event: ReactKeyboardEvent) => {
    if (openId === undefined || !(event.target instanceof HTMLElement) || event.target.getAttribute('role') !== 'row') return;
    const index = Number(event.target.dataset.index);
    const by = event.key === 'ArrowDown' || event.key === 'j' ? 1 : event.key === 'ArrowUp' || event.key === 'k' ? -1 : 0;
    if (by === 0 || Number.isNaN(index)) return;
    open(rows[index + by]);
    if (by === 1 && index + 2 >= rows.length && table.hasNextPage && !table.isFetchingNextPage) void table.fetchNextPage();
  };

  const columns = useMemo(
    (): DataTableColumn<ApplicantRow>[] => [
      {
        id: 'name',
        header: M.columns.name,
        sortable: true,
        width: 'minmax(9.5rem, 1.4fr)',
        // REC-27: a container, so the flag beside the name shows its words only where they fit.
        cell: (row) => (
          <span className="@container flex w-full min-w-0 items-center gap-2">
            <NameCell row={row} jobId={jobId} view={view} unread={unreadOf(row.applicationId)} />
            <ReviewFlag row={row} />
          </span>
        ),
      },
      {
        id: 'title',
        header: M.columns.title,
        sortable: true,
        width: 'minmax(7rem, 1.6fr)',
        cell: (row) =>
          row.title ? (
            <span className="truncate">
              {row.title}
              {row.company && <span className="text-muted"> · {row.company}</span>}
            </span>
          ) : (
            <span className="text-muted">{M.noTitle}</span>
          ),
      },
      {
        id: 'country',
        header: M.columns.country,
        sortable: true,
        width: 'minmax(6.5rem, 0.7fr)',
        cell: (row) => <span className="truncate">{countryOf(row.countryCode, row.countryRegion) ?? M.unknownCountry}</span>,
      },
      {
        id: 'step',
        header: M.columns.step,
        sortable: true,
        width: '10rem',
        cell: (row) => (
          <span className="flex items-center gap-2">
            <StepPill status={row.status} />
            <span className="text-ws-xs text-muted tabular-nums">{M.daysInStep(row.daysInStep)}</span>
          </span>
        ),
      },
      {
        id: 'fit',
        header: M.columns.fit,
        sortable: true,
        width: '14.5rem',
        cell: (row) => <FitCell row={row} />,
      },
      {
        id: 'rating',
        header: M.columns.rating,
        sortable: true,
        width: '7.5rem',
        cell: (row) => <RatingStars average={row.ratingAvg} count={row.ratingCount} />,
      },
      {
        // APP-17: "linkedin / azure", and REC-34's referrer under it.
        id: 'source',
        header: SRC.label,
        width: 'minmax(8.5rem, 1fr)',
        cell: (row) => (
          <span className="flex min-w-0 flex-col" title={row.sourceLabel}>
            <span className="truncate">{row.sourceLabel}</span>
            {row.referredBy && <span className="truncate text-ws-xs text-muted">{SRC.referredBy(row.referredBy)}</span>}
          </span>
        ),
      },
      {
        id: 'applied',
        header: M.columns.applied,
        sortable: true,
        width: '6.5rem',
        align: 'end',
        cell: (row) => (
          <time dateTime={row.appliedAt} className="text-muted tabular-nums">
            {shortDate(row.appliedAt)}
          </time>
        ),
      },
      {
        id: 'activity',
        header: M.columns.activity,
        sortable: true,
        width: '7rem',
        align: 'end',
        cell: (row) => (
          <time dateTime={row.lastActivityAt} className="text-muted tabular-nums">
            {relativeTime(row.lastActivityAt)}
          </time>
        ),
      },
    ],
    [jobId, view, unreadOf],
  );

  // With the panel beside the list (wide screens) the table keeps what tells applicants apart at a glance,
  // so nothing hides behind a sideways scroll; the sorts stay in the toolbar's "Sort by".
  const wide = useMediaQuery(WIDE);
  const compact = wide && openId !== undefined;
  const shownColumns = useMemo(() => (compact ? columns.filter((c) => PANEL_COLUMNS.has(c.id)) : columns), [compact, columns]);

  const sort: DataTableSort = { id: filters.sort, direction: filters.dir };
  const onSortChange = (next: DataTableSort | undefined) => {
    const id = APPLICANT_SORTS.find((s) => s === next?.id);
    setParam({
      sort: id && id !== DEFAULT_SORT.sort ? id : next ? id : undefined,
      dir: next && !(id === DEFAULT_SORT.sort && next.direction === DEFAULT_SORT.dir) ? next.direction : undefined,
    });
  };
  const onRangeNeeded = useCallback(
    (_start: number, end: number) => {
      if (end >= rows.length - 20 && table.hasNextPage && !table.isFetchingNextPage) void table.fetchNextPage();
    },
    [rows.length, table],
  );

  const selectedRows = rows.filter((r) => selected.has(String(r.applicationId)));
  const filtered =
    filters.q !== '' ||
    filters.step !== '' ||
    filters.minRating !== undefined ||
    filters.fit.length > 0 ||
    filters.needsReview ||
    filters.recommendation !== undefined ||
    filters.source !== '';
  const panelOpen = openId !== undefined;
  const panelRow = openIndex >= 0 ? rows[openIndex] : undefined;
  const panelName = panel.data?.candidate.name ?? panelRow?.name ?? '';

  const sortSelect = (
    <label className="flex h-8 items-center rounded-md border border-line bg-white text-ws-sm">
      <span className="pl-2.5 whitespace-nowrap text-muted">{M.sortBy}:</span>
      <select
        value={`${filters.sort}:${filters.dir}`}
        onChange={(event) => {
          const [s, d] = event.target.value.split(':');
          const id = APPLICANT_SORTS.find((x) => x === s);
          onSortChange(id && (d === 'asc' || d === 'desc') ? { id, direction: d } : undefined);
        }}
        className="h-full cursor-pointer rounded-md bg-transparent pr-2 pl-1 font-medium text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        {APPLICANT_SORTS.flatMap((s: ApplicantSort) =>
          (['desc', 'asc'] as const).map((d) => (
            <option key={`${s}:${d}`} value={`${s}:${d}`}>
              {M.sorts[s]} ({d === 'asc' ? M.ascending : M.descending})
            </option>
          )),
        )}
      </select>
    </label>
  );

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="space-y-3 border-b border-line bg-white px-4 py-3 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-center gap-3">
          {first?.stepCounts && (
            <ul aria-label={M.stepFilter} className="flex flex-wrap gap-1.5">
              {APPLICATION_STATUSES.map((status) => {
                const n = first.stepCounts?.[status] ?? 0;
                const on = filters.step === status;
                return (
                  <li key={status}>
                    <button
                      type="button"
                      aria-pressed={on}
                      onClick={() => setParam({ step: on ? undefined : status })}
                      className={`inline-flex h-7 items-center gap-1.5 rounded-md px-2 text-ws-sm ring-1 ring-inset ${
                        on ? 'bg-brand-50 font-medium text-brand-900 ring-brand-300' : 'bg-white text-muted ring-line hover:text-ink'
                      }`}
                    >
                      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${STEP_TONES[status].bar}`} />
                      {APPLICATION_STEP_LABELS[status]}
                      <span className={`tabular-nums ${n === 0 ? 'text-muted' : 'font-semibold text-ink'}`}>{n}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {/* REC-26: fit filters narrow what the recruiter reads; nobody is moved or hidden from the job. */}
          <ul aria-label={F.filters.label} className="flex flex-wrap items-center gap-1.5">
            {APPLICANT_FIT_FILTERS.map((name) => {
              const on = filters.fit.includes(name);
              const next = on ? filters.fit.filter((f) => f !== name) : [...filters.fit, name];
              return (
                <li key={name}>
                  <button
                    type="button"
                    aria-pressed={on}
                    onClick={() => setParam({ fit: APPLICANT_FIT_FILTERS.filter((f) => next.includes(f)).join(',') || undefined })}
                    className={`inline-flex h-7 items-center gap-1.5 rounded-md px-2 text-ws-sm ring-1 ring-inset ${
                      on ? 'bg-brand-50 font-medium text-brand-900 ring-brand-300' : 'bg-white text-muted ring-line hover:text-ink'
                    }`}
                  >
                    <span aria-hidden="true">{on ? FIT_SHORT.marks.meets : '+'}</span>
                    {FIT_FILTER_LABELS[name]}
                  </button>
                </li>
              );
            })}
          </ul>
          {/* REC-27: flagged by the screening answers and still in Applied; a person reviews them (nothing moves on its own). */}
          <button
            type="button"
            aria-pressed={filters.needsReview}
            title={S.flagHint}
            onClick={() => setParam({ review: filters.needsReview ? undefined : '1' })}
            className={`inline-flex h-7 items-center gap-1.5 rounded-md px-2 text-ws-sm ring-1 ring-inset ${
              filters.needsReview ? 'bg-amber-50 font-medium text-amber-900 ring-amber-300' : 'bg-white text-muted ring-line hover:text-ink'
            }`}
          >
            {S.needsReview}
            {first?.needsReviewCount !== undefined && (
              <span className={`tabular-nums ${first.needsReviewCount === 0 ? 'text-muted' : 'font-semibold text-ink'}`}>
                {first.needsReviewCount}
              </span>
            )}
          </button>
          <span className="ml-auto text-ws-sm text-muted tabular-nums" aria-live="polite">
            {table.isPending ? '' : M.count(total)}
          </span>
        </div>
        <Toolbar
          searchLabel={M.searchPlaceholder}
          filters={[
            {
              param: 'step',
              label: M.stepFilter,
              options: APPLICATION_STATUSES.map((s) => ({ value: s, label: APPLICATION_STEP_LABELS[s] })),
            },
            {
              param: 'rating',
              label: M.ratingFilter,
              options: [4, 3, 2, 1].map((n) => ({ value: String(n), label: M.minRating(n) })),
            },
            {
              // REC-28: a submitted scorecard recommending it.
              param: 'recommendation',
              label: SC.recommendationFilter,
              options: RECOMMENDATIONS.map((r) => ({ value: r, label: RECOMMENDATION_LABELS[r] })),
            },
            {
              // APP-17: the sources this job's applications count under (the chosen one kept while it has none).
              param: 'source',
              label: SRC.filterLabel,
              options: [...new Set([...(first?.sources ?? []), ...(filters.source ? [filters.source] : [])])].map((s) => ({
                value: s,
                label: s,
              })),
            },
          ]}
        >
          {sortSelect}
        </Toolbar>
        {filters.sort === 'fit' && <p className="text-ws-xs text-muted">{F.sortExplained}</p>}
        {selected.size > 0 && (
          <div
            role="toolbar"
            aria-label={M.bulk.selected(selected.size)}
            className="flex flex-wrap items-center gap-2 rounded-lg bg-brand-900 px-3 py-2 text-white shadow-raised"
          >
            <span className="text-ws-sm font-semibold tabular-nums">{M.bulk.selected(selected.size)}</span>
            <span className="ml-auto flex flex-wrap gap-2">
              <Button size="sm" variant="onDark" onClick={() => setAction('advance')}>
                <Icon icon={icons.arrowRight} className="h-4 w-4" />
                {M.bulk.advance}
              </Button>
              <Button size="sm" variant="onDark" onClick={() => setAction('not-selected')}>
                {M.bulk.notSelected}
              </Button>
              <Button size="sm" variant="onDark" onClick={() => setSelected(new Set())}>
                {M.bulk.clear}
              </Button>
            </span>
          </div>
        )}
      </div>
      <div className="flex min-h-0 flex-1">
        <div className="min-w-0 flex-1 p-3 sm:px-6 lg:px-8" onKeyDownCapture={onGridKeys}>
          <DataTable
            label={`${M.title}${jobTitle ? `: ${jobTitle}` : ''}`}
            columns={shownColumns}
            rows={rows}
            rowCount={rows.length}
            getRowId={(row) => String(row.applicationId)}
            rowLabel={(row) => row.name}
            sort={sort}
            onSortChange={onSortChange}
            selected={selected}
            onSelectedChange={setSelected}
            onRowOpen={open}
            activeRowId={openId === undefined ? undefined : String(openId)}
            onRangeNeeded={onRangeNeeded}
            loading={table.isPending}
            minWidth={compact ? '34rem' : '60rem'}
            className="h-[calc(100dvh-15rem)] min-h-80"
            empty={
              table.isError ? (
                <EmptyState
                  title={M.loadFailed}
                  action={
                    <Button size="sm" onClick={() => void table.refetch()}>
                      {M.retry}
                    </Button>
                  }
                />
              ) : filtered ? (
                <EmptyState title={M.noMatch.title} description={M.noMatch.body} icon={icons.search} />
              ) : (
                <EmptyState title={M.empty.title} description={M.empty.body} icon={icons.users} />
              )
            }
          />
        </div>
        <SidePanel
          open={panelOpen}
          onClose={() => setParam({ [APPLICATION_PARAM]: undefined })}
          title={panelName || M.panel.loadFailed}
          subtitle={
            panel.data?.candidate.title
              ? `${panel.data.candidate.title}${panel.data.candidate.company ? ` · ${panel.data.candidate.company}` : ''}`
              : undefined
          }
          actions={
            <>
              <span className="mr-1 hidden text-ws-xs text-muted tabular-nums sm:inline">
                {openIndex >= 0 ? M.panel.position(openIndex + 1, total) : ''}
              </span>
              <button
                type="button"
                aria-label={M.panel.previous}
                title={`${M.panel.previous} (↑)`}
                disabled={openIndex <= 0}
                onClick={() => step(-1)}
                className="inline-flex h-8 w-8 items-center justify-center rounded-md text-muted hover:bg-surface hover:text-ink disabled:opacity-40"
              >
                <Icon icon={icons.arrowUp} className="h-4 w-4" />
              </button>
              <button
                type="button"
                aria-label={M.panel.next}
                title={`${M.panel.next} (↓)`}
                disabled={openIndex < 0 || (openIndex >= rows.length - 1 && !table.hasNextPage)}
                onClick={() => step(1)}
                className="inline-flex h-8 w-8 items-center justify-center rounded-md text-muted hover:bg-surface hover:text-ink disabled:opacity-40"
              >
                <Icon icon={icons.arrowDown} className="h-4 w-4" />
              </button>
            </>
          }
        >
          {panel.isError ? (
            <p role="alert" className="text-ws-sm text-danger">
              {M.panel.loadFailed}
            </p>
          ) : panel.data ? (
            <ApplicantPanelBody
              key={panel.data.applicant.application_id}
              panel={panel.data}
              slots={slots}
              unread={unreadOf(panel.data.applicant.application_id)}
            />
          ) : (
            <div className="space-y-2" aria-busy="true">
              <div className="h-4 w-1/2 animate-pulse rounded bg-surface" />
              <div className="h-4 w-3/4 animate-pulse rounded bg-surface" />
            </div>
          )}
        </SidePanel>
      </div>
      {action && (
        <MoveConfirmDialog
          jobId={jobId}
          action={action}
          rows={selectedRows}
          onClose={() => setAction(undefined)}
          onDone={() => setSelected(new Set())}
        />
      )}
    </div>
  );
}
