import { stringify } from 'csv-stringify/sync';

/**
 * A CSV file for a spreadsheet (REC-14, REC-37..REC-39): RFC 4180 (CRLF records, quoted fields), UTF-8 with a
 * byte-order mark so Excel reads the names right, and safe against formula injection: csv-stringify's
 * `escape_formulas` puts `'` before a cell starting with =, +, -, @, tab or CR, and every cell holding a CR or
 * LF is quoted (csv-stringify leaves a lone CR unquoted otherwise).
 */
export function writeCsv(columns: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return stringify(
    rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell)))),
    {
      bom: true,
      header: true,
      columns: [...columns],
      record_delimiter: 'windows',
      escape_formulas: true,
      quoted_match: /[\r\n]/,
    },
  );
}
