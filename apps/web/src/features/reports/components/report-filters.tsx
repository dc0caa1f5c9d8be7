import { useId } from 'react';
import { formatDate, REPORTS_MESSAGES, REPORTS_PAGE_MESSAGES as M, type ReportFilters as FilterChoices } from '@careers/shared';
import { FilterMenu, type ToolbarFilter } from '@/components/workspace/toolbar';
import { REPORT_FILTER_PARAMS, type ReportFilterParam, type ReportSelection } from '../hooks/use-report-query';
import { RANGE_PRESETS, type RangePreset } from '../utils/date-range';

const box = 'flex h-8 items-center rounded-md border border-line bg-white text-ws-sm';
const control =
  'h-full cursor-pointer rounded-md bg-transparent pr-2 pl-1 font-medium text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

/**
 * The countries' English names, as the shared `countryName` writes them. Not that function itself: it sits in
 * the landing's entry chunk, and importing it (or `countryOptions`) here made the build split it off the entry
 * (+0.13 KB gzip over the 120 KB budget) or drop the import from this chunk.
 */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** The filter menus' choices, from what the applications hold (REC-37's filters). */
function filterMenus(choices: FilterChoices | undefined): Record<ReportFilterParam, ToolbarFilter> {
  return {
    jobId: {
      param: 'jobId',
      label: M.filterJob,
      options: (choices?.jobs ?? []).map((job) => ({ value: String(job.jobId), label: job.jobTitle })),
    },
    department: {
      param: 'department',
      label: M.filterDepartment,
      options: (choices?.departments ?? []).map((name) => ({ value: name, label: name })),
    },
    category: {
      param: 'category',
      label: M.filterCategory,
      options: (choices?.categories ?? []).map((name) => ({ value: name, label: name })),
    },
    country: {
      param: 'country',
      label: M.filterCountry,
      options: (choices?.countries ?? []).map((code) => ({ value: code, label: regionNames.of(code) ?? code })),
    },
    source: { param: 'source', label: M.filterSource, options: (choices?.sources ?? []).map((name) => ({ value: name, label: name })) },
  };
}

/**
 * REC-40: the reports' date range (presets, or a custom from and to) and their filters, all in the address:
 * a report is a link, and Back restores the previous selection.
 */
export function ReportFilters({
  selection,
  choices,
  update,
}: {
  selection: ReportSelection;
  choices: FilterChoices | undefined;
  update: (changes: Record<string, string>) => void;
}) {
  const rangeId = useId();
  const fromId = useId();
  const toId = useId();
  const menus = filterMenus(choices);
  const filtered = REPORT_FILTER_PARAMS.some((param) => selection.filters[param] !== undefined);

  // A menu keeps showing a chosen value that the choices do not list (a link from elsewhere, a job since removed).
  const withCurrent = (menu: ToolbarFilter, value: string | undefined): ToolbarFilter =>
    value && !menu.options.some((option) => option.value === value)
      ? { ...menu, options: [...menu.options, { value, label: value }] }
      : menu;

  return (
    <div role="group" aria-label={M.filtersLabel} className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <div className={box}>
          <label htmlFor={rangeId} className="pl-2.5 whitespace-nowrap text-muted">
            {M.range}:
          </label>
          <select
            id={rangeId}
            value={selection.preset}
            onChange={(event) => {
              const preset = event.target.value as RangePreset;
              // A custom range starts from the days shown, to adjust.
              update(
                preset === 'custom' ? { range: 'custom', from: selection.from, to: selection.to } : { range: preset, from: '', to: '' },
              );
            }}
            className={control}
          >
            {RANGE_PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {M.presets[preset]}
              </option>
            ))}
          </select>
        </div>
        {selection.preset === 'custom' ? (
          <>
            {/* Native date inputs: compact in a toolbar, and the phone's own picker on a phone. */}
            <div className={box}>
              <label htmlFor={fromId} className="pl-2.5 text-muted">
                {M.from}:
              </label>
              <input
                id={fromId}
                type="date"
                value={selection.from}
                max={selection.to || undefined}
                onChange={(event) => update({ range: 'custom', from: event.target.value })}
                className={`${control} w-36`}
              />
            </div>
            <div className={box}>
              <label htmlFor={toId} className="pl-2.5 text-muted">
                {M.to}:
              </label>
              <input
                id={toId}
                type="date"
                value={selection.to}
                min={selection.from || undefined}
                onChange={(event) => update({ range: 'custom', to: event.target.value })}
                className={`${control} w-36`}
              />
            </div>
          </>
        ) : (
          <span className="text-ws-sm text-muted">{REPORTS_MESSAGES.rangeLabel(formatDate(selection.from), formatDate(selection.to))}</span>
        )}
      </div>
      {selection.rangeError && (
        <p role="alert" className="text-ws-sm text-danger">
          {selection.rangeError}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {REPORT_FILTER_PARAMS.map((param) => (
          <FilterMenu
            key={param}
            filter={withCurrent(menus[param], selection.filters[param] !== undefined ? String(selection.filters[param]) : undefined)}
            value={selection.filters[param] !== undefined ? String(selection.filters[param]) : ''}
            onChange={(value) => update({ [param]: value })}
          />
        ))}
        {filtered && (
          <button
            type="button"
            onClick={() => update(Object.fromEntries(REPORT_FILTER_PARAMS.map((param) => [param, ''])))}
            className="h-8 rounded-md px-2 text-ws-sm font-medium text-muted hover:bg-surface hover:text-ink"
          >
            {M.clear}
          </button>
        )}
      </div>
    </div>
  );
}
