import { ACCESS_KINDS, AUDIT_CURSOR, type AccessKind, type AuditQuery } from '@careers/shared';

/** The log's filters as the page's URL holds them: ids, a kind, the reader's days (yyyy-mm-dd) and a cursor. */
export interface AuditFilters {
  member?: number;
  candidate?: number;
  kind?: AccessKind;
  fromDay?: string;
  toDay?: string;
  cursor?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
const isKind = (value: string | null): value is AccessKind => ACCESS_KINDS.some((kind) => kind === value);
/** A day in the reader's time zone as a local midnight (undefined when it is not a real day). */
function localMidnight(day: string, plusDays = 0): Date | undefined {
  if (!DAY.test(day)) return undefined;
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const date = new Date(y, m - 1, d + plusDays);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** `?member=&candidate=&kind=&from=&to=&cursor=`; anything malformed is left out (an old `?page=` too). */
export function filtersFromParams(params: URLSearchParams): AuditFilters {
  const member = positive(params.get('member'));
  const candidate = positive(params.get('candidate'));
  const kind = params.get('kind');
  const fromDay = params.get('from') ?? '';
  const toDay = params.get('to') ?? '';
  const cursor = params.get('cursor') ?? '';
  return {
    ...(member === undefined ? {} : { member }),
    ...(candidate === undefined ? {} : { candidate }),
    ...(isKind(kind) ? { kind } : {}),
    ...(localMidnight(fromDay) ? { fromDay } : {}),
    ...(localMidnight(toDay) ? { toDay } : {}),
    ...(AUDIT_CURSOR.test(cursor) ? { cursor } : {}),
  };
}

/** The range runs backwards (its last day before its first): nothing is asked until it is fixed. */
export const rangeBackwards = (filters: AuditFilters) =>
  filters.fromDay !== undefined && filters.toDay !== undefined && filters.toDay < filters.fromDay;

/**
 * The API's query: the reader's days as instants, from the first day's local midnight (inclusive) to the
 * midnight after the last day (exclusive), so "10 June" means 10 June where the reader is.
 */
export function queryOf(filters: AuditFilters): AuditQuery {
  const from = filters.fromDay === undefined ? undefined : localMidnight(filters.fromDay);
  const to = filters.toDay === undefined ? undefined : localMidnight(filters.toDay, 1);
  return {
    ...(filters.member === undefined ? {} : { member: filters.member }),
    ...(filters.candidate === undefined ? {} : { candidate: filters.candidate }),
    ...(filters.kind === undefined ? {} : { kind: filters.kind }),
    ...(from ? { from: from.toISOString() } : {}),
    ...(to ? { to: to.toISOString() } : {}),
    ...(filters.cursor === undefined ? {} : { cursor: filters.cursor }),
  };
}

/** Whether any filter narrows the log (the cursor is a place in it, not a filter). */
export const isFiltered = (filters: AuditFilters) =>
  filters.member !== undefined ||
  filters.candidate !== undefined ||
  filters.kind !== undefined ||
  filters.fromDay !== undefined ||
  filters.toDay !== undefined;
