/**
 * A calendar day written yyyy-MM-dd (a report's range, REC-40), checked without zod: the reports' schema
 * (`schemas/reports.ts`) refines its `from` and `to` with it, and the web's Reports page checks the address's
 * custom range with it without bringing zod into its chunk.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day written yyyy-MM-dd (2028-02-29 is, 2026-02-29 and 2026-2-01 are not). */
export function isReportDate(value: string | null | undefined): value is string {
  if (!value || !DAY.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}
