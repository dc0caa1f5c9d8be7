import { AxisBottom } from '@visx/axis';
import { GridColumns } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useWidth } from '../hooks/use-width';

/** One measure a chart draws per row (a bar each), with its colour as Tailwind fill and background classes. */
export interface ChartSeries {
  key: string;
  label: string;
  /** e.g. 'fill-brand-600' for the bar and 'bg-brand-600' for the legend's swatch. */
  fill: string;
  swatch: string;
}

/** One row of a chart: its label and one value per series (null: nothing to measure). */
export interface ChartRow {
  key: string;
  label: string;
  values: readonly (number | null)[];
}

const LABEL_HEIGHT = 20;
const ROW_GAP = 14;
const VALUE_SPACE = 56;
const AXIS_HEIGHT = 28;
/** About the width of one character of a row's label (13 px Inter), to shorten a label to the chart's width. */
const LABEL_CHAR_WIDTH = 7.2;

/** A row's label shortened to `chars` characters with an ellipsis (the table beside the chart has it whole). */
const clip = (label: string, chars: number) => (label.length <= chars ? label : `${label.slice(0, Math.max(1, chars - 1)).trimEnd()}…`);

/**
 * REC-40: a horizontal bar chart (visx, docs/decisions/054): each row's label above its bars, one bar per series,
 * the value at the bar's end, a light grid and a bottom axis. It draws to its box's width, so it reads the same
 * on a 375 px phone and a wide screen. The chart is an image with a name: its numbers are in the table that
 * `describedBy` names (REC-40: every chart has a table with the same numbers beside it).
 */
export function BarChart({
  name,
  describedBy,
  series,
  rows,
  format = (value) => String(value),
  note,
}: {
  name: string;
  describedBy: string;
  series: readonly ChartSeries[];
  rows: readonly ChartRow[];
  format?: (value: number) => string;
  /** A line under the chart (e.g. that it shows only the first rows). */
  note?: string;
}) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const barHeight = series.length === 1 ? 22 : series.length === 2 ? 14 : 11;
  const barGap = 3;
  const rowHeight = LABEL_HEIGHT + series.length * barHeight + (series.length - 1) * barGap + ROW_GAP;
  const plotHeight = rows.length * rowHeight;
  const plotWidth = Math.max(80, width - VALUE_SPACE);
  const max = Math.max(1, ...rows.flatMap((row) => row.values.map((value) => value ?? 0)));
  const x = scaleLinear<number>({ domain: [0, max], range: [0, plotWidth], nice: true });
  // Whole numbers only: counts and whole days (no "0.5 applications" on a small range).
  const ticks = x.ticks(width < 480 ? 3 : 6).filter((tick) => Number.isInteger(tick));

  return (
    <div ref={ref} className="min-w-0">
      <div role="img" aria-label={name} aria-describedby={describedBy}>
        {series.length > 1 && (
          <ul className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-ws-sm text-muted">
            {series.map((item) => (
              <li key={item.key} className="flex items-center gap-1.5">
                <span className={`h-2.5 w-2.5 rounded-sm ${item.swatch}`} />
                {item.label}
              </li>
            ))}
          </ul>
        )}
        <svg width={width} height={plotHeight + AXIS_HEIGHT} className="block overflow-visible">
          <GridColumns scale={x} height={plotHeight} tickValues={ticks} className="stroke-line" strokeDasharray="2,3" />
          {rows.map((row, index) => (
            <Group key={row.key} top={index * rowHeight}>
              <text x={0} y={14} className="fill-ink text-[13px] font-medium">
                {clip(row.label, Math.floor(width / LABEL_CHAR_WIDTH))}
              </text>
              {series.map((item, s) => {
                const value = row.values[s] ?? null;
                const top = LABEL_HEIGHT + s * (barHeight + barGap);
                const length = value === null ? 0 : Math.max(value > 0 ? 2 : 0, x(value));
                return (
                  <Group key={item.key} top={top}>
                    {series.length === 1 && <Bar x={0} y={0} width={plotWidth} height={barHeight} rx={3} className="fill-surface" />}
                    <Bar x={0} y={0} width={length} height={barHeight} rx={3} className={item.fill} />
                    <text x={length + 6} y={barHeight / 2} dominantBaseline="central" className="fill-muted text-[12px] tabular-nums">
                      {value === null ? '—' : format(value)}
                    </text>
                  </Group>
                );
              })}
            </Group>
          ))}
          <AxisBottom
            top={plotHeight}
            scale={x}
            tickValues={ticks}
            tickFormat={(value) => format(Number(value))}
            hideAxisLine
            hideTicks
            tickClassName="fill-muted"
            tickLabelProps={{ className: 'fill-muted text-[11px] tabular-nums', textAnchor: 'middle' }}
          />
        </svg>
      </div>
      {note && <p className="mt-2 text-ws-xs text-muted">{note}</p>}
    </div>
  );
}
