/** A label value in the text format: backslash, double quote and line feed escaped. */
const labelValue = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/** A sample's value in the text format (`+Inf`, `NaN` as Prometheus writes them). */
const sampleValue = (value: number) =>
  Number.isNaN(value) ? 'NaN' : value === Number.POSITIVE_INFINITY ? '+Inf' : value === Number.NEGATIVE_INFINITY ? '-Inf' : String(value);

interface Series {
  labels: string;
  /** Observations per bucket, not cumulative: counts[i] fell in (bounds[i-1], bounds[i]]; above the last only in `count`. */
  counts: Float64Array;
  sum: number;
  count: number;
}

/**
 * docs/decisions/027: the request histogram, kept in plain numbers. prom-client's histogram checks and
 * hashes its labels on every observation, even through a child from `labels()` (measured: about 5 µs
 * of CPU a request, a tenth of what answering a cached job list costs); here an observation is one map
 * lookup by a string key and a few additions, and the text format is written at scrape time.
 */
export function createRequestHistogram({
  name,
  help,
  labelNames,
  buckets,
}: {
  name: string;
  help: string;
  labelNames: readonly [string, string, string];
  buckets: readonly number[];
}) {
  const bounds = [...buckets].sort((a, b) => a - b);
  const series = new Map<string, Series>();
  const seriesOf = (a: string, b: string, c: string): Series => {
    const key = `${a}\u0000${b}\u0000${c}`;
    let s = series.get(key);
    if (!s) {
      const labels = [a, b, c].map((v, i) => `${labelNames[i]}="${labelValue(v)}"`).join(',');
      s = { labels, counts: new Float64Array(bounds.length), sum: 0, count: 0 };
      series.set(key, s);
    }
    return s;
  };
  const add = (s: Series, value: number) => {
    let i = 0;
    while (i < bounds.length && value > (bounds[i] ?? Number.POSITIVE_INFINITY)) i += 1;
    if (i < bounds.length) s.counts[i] = (s.counts[i] ?? 0) + 1;
    s.sum += value;
    s.count += 1;
  };
  return {
    observe(a: string, b: string, c: string, value: number): void {
      add(seriesOf(a, b, c), value);
    },

    /** One label set's observer, for a caller that keeps it (a route's hook: no key built per observation). */
    series(a: string, b: string, c: string): (value: number) => void {
      const s = seriesOf(a, b, c);
      return (value) => add(s, value);
    },

    /** The histogram in the Prometheus text format (version 0.0.4), ending in a line feed. */
    text(): string {
      const lines = [`# HELP ${name} ${help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}`, `# TYPE ${name} histogram`];
      for (const s of series.values()) {
        let cumulative = 0;
        bounds.forEach((bound, i) => {
          cumulative += s.counts[i] ?? 0;
          lines.push(`${name}_bucket{${s.labels},le="${sampleValue(bound)}"} ${cumulative}`);
        });
        lines.push(`${name}_bucket{${s.labels},le="+Inf"} ${s.count}`);
        lines.push(`${name}_sum{${s.labels}} ${sampleValue(s.sum)}`);
        lines.push(`${name}_count{${s.labels}} ${s.count}`);
      }
      return `${lines.join('\n')}\n`;
    },
  };
}
export type RequestHistogram = ReturnType<typeof createRequestHistogram>;
