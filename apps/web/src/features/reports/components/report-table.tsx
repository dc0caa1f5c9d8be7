import type { ReactNode } from 'react';

/** One column of a report's table; numbers line up at the end. */
export interface ReportColumn {
  key: string;
  label: string;
  numeric?: boolean;
}

/**
 * REC-40: a report's numbers as a real table (a caption, column headers and each row's header cell), the
 * accessible twin of its chart. Below 640 px its cells are narrower, so a table of four columns fits a phone;
 * a wider one scrolls inside its own box, never the page, with a shadow at the edge that has more beyond it.
 */
export function ReportTable({
  id,
  caption,
  columns,
  rows,
}: {
  id: string;
  caption: string;
  columns: readonly ReportColumn[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}) {
  return (
    <div
      role="region"
      aria-labelledby={`${id}-caption`}
      // A table that scrolls sideways on a phone must be reachable by keyboard (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
      tabIndex={0}
      className="scroll-shadow-x max-w-full min-w-0 overflow-x-auto rounded-md border border-line focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none"
    >
      <table id={id} className="w-full border-collapse text-ws">
        <caption id={`${id}-caption`} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-surface">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`border-b border-line px-2 py-2 align-bottom text-ws-xs leading-4 font-semibold text-muted sm:px-3 ${column.numeric ? 'min-w-16 text-right sm:min-w-20' : 'text-left'}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line/70">
          {rows.map((row) => (
            <tr key={row.key} className="hover:bg-surface/60">
              {row.cells.map((cell, index) => {
                const column = columns[index]!;
                const align = column.numeric ? 'text-right tabular-nums' : 'text-left';
                return index === 0 ? (
                  <th key={column.key} scope="row" className={`min-w-24 px-2 py-2 font-medium text-ink sm:min-w-32 sm:px-3 ${align}`}>
                    {cell}
                  </th>
                ) : (
                  <td key={column.key} className={`px-2 py-2 whitespace-nowrap text-ink sm:px-3 ${align}`}>
                    {cell}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
