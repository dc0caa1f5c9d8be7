import { useAddressParams } from '@/hooks/use-address-params';
// Zod-free imports only: the reports' constants beside their schemas (`schemas/reports.ts`) would bring zod into this page's chunk;
// the API answers a range longer than it takes with its own message, which the reports show.
import { isReportDate, JOB_CATEGORIES, REPORTS_MESSAGES, type ReportQueryInput } from '@careers/shared';
import { presetRange, RANGE_PRESETS, type RangePreset } from '../utils/date-range';

/** The filters a report takes besides its range, as the address and the API name them. */
export const REPORT_FILTER_PARAMS = ['jobId', 'department', 'category', 'country', 'source'] as const;
export type ReportFilterParam = (typeof REPORT_FILTER_PARAMS)[number];

/** Today as the API counts days (UTC calendar days, REC-37). */
export const utcToday = () => new Date().toISOString().slice(0, 10);

export interface ReportSelection {
  preset: RangePreset;
  from: string;
  to: string;
  filters: Pick<ReportQueryInput, ReportFilterParam>;
  /** What is wrong with a custom range (the reports wait until it is right). */
  rangeError: string | null;
  /** The query every report is asked with, or null while the custom range is wrong. */
  query: ReportQueryInput | null;
}

/**
 * REC-40: the range and filters the address holds, so a report is a link (the weekly summary e-mail links
 * here with `from` and `to`): `from` and `to` without a `range` (or with `range=custom`) are a custom range;
 * otherwise `range` names a preset (the last 30 days when it names none).
 */
export function useReportQuery(today = utcToday()) {
  const [params, update] = useAddressParams();
  const selection = selectionOf(params, today);
  /** `update` writes changes to the address ('' removes a parameter); the reports follow it. */
  return { ...selection, update };
}

export function selectionOf(params: URLSearchParams, today: string): ReportSelection {
  const value = (key: ReportFilterParam) => params.get(key)?.trim() || undefined;
  const category = JOB_CATEGORIES.find((name) => name === value('category'));
  const filters = Object.fromEntries(
    Object.entries({
      jobId: value('jobId'),
      department: value('department'),
      category,
      country: value('country'),
      source: value('source'),
    }).filter(([, given]) => given !== undefined),
  ) as ReportSelection['filters'];
  const asked = params.get('range');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const custom = asked === 'custom' || (asked === null && (from !== '' || to !== ''));
  if (!custom) {
    const preset = RANGE_PRESETS.includes(asked as RangePreset) ? (asked as Exclude<RangePreset, 'custom'>) : 'last-30-days';
    const range = presetRange(preset, today);
    return { preset, ...range, filters, rangeError: null, query: { ...range, ...filters } };
  }
  let rangeError: string | null = null;
  if (!isReportDate(from)) rangeError = REPORTS_MESSAGES.fromInvalid;
  else if (!isReportDate(to)) rangeError = REPORTS_MESSAGES.toInvalid;
  else if (from > to) rangeError = REPORTS_MESSAGES.rangeReversed;
  return { preset: 'custom', from, to, filters, rangeError, query: rangeError ? null : { from, to, ...filters } };
}
