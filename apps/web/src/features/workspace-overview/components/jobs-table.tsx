import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  JOB_CATEGORIES,
  JOB_STATUSES,
  JOBS_TABLE_SORTS,
  OVERVIEW_MESSAGES as M,
  formatDate,
  type JobsTableQuery,
  type JobsTableRow,
  type JobsTableSort,
} from '@careers/shared';
import { useAddressParams } from '@/hooks/use-address-params';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { DataTable, type DataTableColumn, type DataTableSort } from '@/components/workspace/data-table';
import { DemoBadge } from '@/components/workspace/demo-badge';
import { EmptyState } from '@/components/workspace/empty-state';
import { Toolbar, type ToolbarFilter } from '@/components/workspace/toolbar';
import { useMediaQuery } from '@/components/workspace/use-media-query';
import { paths } from '@/config/paths';
import { PostJobLink } from './post-job-link';
import { useJobsTable } from '../api/overview';
import { JobRowActions } from './job-row-actions';
import { PipelineBar } from './pipeline-bar';

const isSort = (value: string | null): value is JobsTableSort => JOBS_TABLE_SORTS.some((sort) => sort === value);
const isStatus = (value: string | null): value is 'open' | 'closed' => JOB_STATUSES.some((status) => status === value);
const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
};

/** REC-18: the table's state lives in the address (a link to a filtered, sorted page; Back restores it). */
export function jobsQueryFrom(params: URLSearchParams): JobsTableQuery {
  const query: JobsTableQuery = {};
  const text = (key: 'q' | 'department' | 'location' | 'category') => params.get(key)?.trim() ?? '';
  if (text('q')) query.q = text('q');
  const status = params.get('status');
  if (isStatus(status)) query.status = status;
  if (text('department')) query.department = text('department');
  if (text('location')) query.location = text('location');
  const category = text('category');
  const known = JOB_CATEGORIES.find((c) => c === category);
  if (known) query.category = known;
  const postedBy = positive(params.get('postedBy'));
  if (postedBy !== undefined) query.postedBy = postedBy;
  const sort = params.get('sort');
  if (isSort(sort)) {
    query.sort = sort;
    query.dir = params.get('dir') === 'asc' ? 'asc' : 'desc';
  }
  const page = positive(params.get('page'));
  if (page !== undefined && page > 1) query.page = page;
  return query;
}

const statusPill = (status: JobsTableRow['status']) => (
  <span
    className={`inline-flex h-5 items-center gap-1.5 rounded-full px-2 text-ws-xs font-medium ring-1 ring-inset ${
      status === 'open' ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-zinc-100 text-zinc-600 ring-zinc-200'
    }`}
  >
    <span aria-hidden="true" className={`h-1.5 w-1.5 rounded-full ${status === 'open' ? 'bg-emerald-500' : 'bg-zinc-400'}`} />
    {status === 'open' ? M.statusOpen : M.statusClosed}
  </span>
);

const ALL_COLUMNS: DataTableColumn<JobsTableRow>[] = [
  {
    id: 'title',
    header: M.colTitle,
    sortable: true,
    width: 'minmax(12rem, 2.4fr)',
    skeleton: 'w-40',
    cell: (job) => (
      <span className="flex min-w-0 items-center gap-2">
        <span className="min-w-0">
          {/* A real link (middle-click, copy); out of the tab order: the row's Enter opens the job too. */}
          <Link to={paths.recruiter.job(job.jobId)} tabIndex={-1} className="block truncate font-medium text-ink hover:underline">
            {job.title}
          </Link>
          <span className="block truncate text-ws-xs text-muted">
            {job.department}
            {job.postedBy && ` · ${job.postedBy.name}`}
          </span>
        </span>
        {job.demo && <DemoBadge />}
        {job.watching && (
          <span title={M.watching} className="flex-none text-brand-600">
            <Icon icon={icons.eye} className="h-3.5 w-3.5" />
            <span className="sr-only">{M.watching}</span>
          </span>
        )}
      </span>
    ),
  },
  {
    id: 'pipeline',
    header: M.colPipeline,
    width: '10rem',
    skeleton: 'w-28',
    cell: (job) => <PipelineBar counts={job.counts} />,
  },
  {
    id: 'applicants',
    header: M.colApplicants,
    sortable: true,
    align: 'end',
    width: '6.75rem',
    skeleton: 'w-8',
    cell: (job) => <span className="tabular-nums">{job.applicants}</span>,
  },
  {
    id: 'new',
    header: M.colNew,
    sortable: true,
    align: 'end',
    width: '4.75rem',
    skeleton: 'w-6',
    cell: (job) =>
      job.newSinceVisit > 0 ? (
        <span
          title={M.newSince(job.newSinceVisit)}
          className="inline-flex h-5 min-w-6 items-center justify-center rounded-full bg-brand-600 px-1.5 text-ws-xs font-semibold text-white tabular-nums"
        >
          {job.newSinceVisit}
          <span className="sr-only"> {M.newSince(job.newSinceVisit)}</span>
        </span>
      ) : (
        <span className="text-muted">0</span>
      ),
  },
  {
    id: 'location',
    header: M.colLocation,
    sortable: true,
    width: 'minmax(7rem, 1fr)',
    cell: (job) => <span className="truncate">{job.location}</span>,
  },
  { id: 'type', header: M.colType, sortable: true, width: '6rem', skeleton: 'w-16', cell: (job) => job.type },
  { id: 'status', header: M.colStatus, sortable: true, width: '6rem', skeleton: 'w-12', cell: (job) => statusPill(job.status) },
  {
    id: 'posted',
    header: M.colPosted,
    sortable: true,
    width: '6.5rem',
    skeleton: 'w-16',
    cell: (job) => <span className="tabular-nums">{formatDate(job.postedOn)}</span>,
  },
  {
    id: 'closing',
    header: M.colClosing,
    sortable: true,
    width: '6.5rem',
    skeleton: 'w-16',
    cell: (job) => <span className="text-muted tabular-nums">{job.closingDate ? formatDate(job.closingDate) : M.noClosingDate}</span>,
  },
  {
    id: 'postedBy',
    header: M.filterPostedBy,
    width: 'minmax(8rem, 0.8fr)',
    cell: (job) => <span className="truncate text-muted">{job.postedBy?.name ?? M.nobody}</span>,
  },
  { id: 'actions', header: M.colActions, width: '5rem', align: 'end', skeleton: 'w-4', cell: (job) => <JobRowActions job={job} /> },
];

/** Screens wide enough for a "Posted by" column of its own (narrower ones show the poster under the title). */
const ROOMY = '(min-width: 1700px)';
const NARROW_COLUMNS = ALL_COLUMNS.filter((column) => column.id !== 'postedBy');

/**
 * REC-18 (docs/decisions/037): every job in one dense table: search and filter menus, sortable headers,
 * the pipeline per job, new applications since the member's last look; a click (or Enter) opens the
 * job's applicants. Search, filters, sort and page live in the address.
 */
export function JobsTable() {
  const [params, write] = useAddressParams(['page']);
  const query = useMemo(() => jobsQueryFrom(params), [params]);
  const result = useJobsTable(query);
  const navigate = useNavigate();
  const data = result.data;
  const roomy = useMediaQuery(ROOMY);

  const filters: ToolbarFilter[] = [
    {
      param: 'status',
      label: M.filterStatus,
      options: [
        { value: 'open', label: M.statusOpen },
        { value: 'closed', label: M.statusClosed },
      ],
    },
    { param: 'department', label: M.filterDepartment, options: (data?.facets.departments ?? []).map((d) => ({ value: d, label: d })) },
    { param: 'category', label: M.filterCategory, options: (data?.facets.categories ?? []).map((c) => ({ value: c, label: c })) },
    { param: 'location', label: M.filterLocation, options: (data?.facets.locations ?? []).map((l) => ({ value: l, label: l })) },
    {
      param: 'postedBy',
      label: M.filterPostedBy,
      options: (data?.facets.posters ?? []).map((p) => ({ value: String(p.id), label: p.name })),
    },
  ];

  const sort: DataTableSort | undefined = query.sort ? { id: query.sort, direction: query.dir ?? 'desc' } : undefined;
  const page = positive(params.get('page')) ?? 1;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = Object.keys(query).some((key) => key !== 'sort' && key !== 'dir' && key !== 'page');

  return (
    <div className="space-y-3">
      <Toolbar searchLabel={M.searchPlaceholder} filters={filters} resets={['page']}>
        {data && (
          <span className="text-ws-sm text-muted tabular-nums" aria-live="polite">
            {M.jobsCount(data.total)}
          </span>
        )}
      </Toolbar>
      {result.isError ? (
        <EmptyState
          title={M.jobsFailed}
          action={
            <Button size="sm" variant="secondary" onClick={() => void result.refetch()}>
              {M.retry}
            </Button>
          }
        />
      ) : (
        <DataTable
          label={M.jobsTitle}
          columns={roomy ? ALL_COLUMNS : NARROW_COLUMNS}
          rows={data?.jobs ?? []}
          getRowId={(job) => String(job.jobId)}
          sort={sort}
          onSortChange={(next) => write({ sort: next?.id, dir: next?.direction, page: undefined })}
          onRowOpen={(job) => void navigate(paths.recruiter.job(job.jobId))}
          loading={result.isPending}
          minWidth={roomy ? '78.5rem' : '70.5rem'}
          className="h-[calc(100dvh-14rem)] min-h-80"
          empty={
            filtered ? (
              <EmptyState title={M.jobsEmpty} icon={icons.search} />
            ) : (
              <EmptyState title={M.jobsNone} icon={icons.briefcase} action={<PostJobLink />} />
            )
          }
        />
      )}
      {data && pages > 1 && (
        <nav aria-label={M.pageOf(page, pages)} className="flex items-center justify-end gap-2 text-ws-sm text-muted">
          <span className="tabular-nums">{M.pageOf(page, pages)}</span>
          <button
            type="button"
            aria-label={M.previousPage}
            disabled={page <= 1}
            onClick={() => write({ page: page - 1 > 1 ? String(page - 1) : undefined })}
            className="inline-flex h-8 w-8 items-center justify-center rounded-md border border-line bg-white hover:bg-surface disabled:opacity-40"
          >
            <Icon icon={icons.chevronLeft} className="h-4 w-4" />
          </button>
          <button
            type="button"
            aria-label={M.nextPage}
            disabled={page >= pages}
            onClick={() => write({ page: String(page + 1) })}
            className="inline-flex h-8 w-8 items-center justify-center rounded-md border border-line bg-white hover:bg-surface disabled:opacity-40"
          >
            <Icon icon={icons.chevronRight} className="h-4 w-4" />
          </button>
        </nav>
      )}
    </div>
  );
}
