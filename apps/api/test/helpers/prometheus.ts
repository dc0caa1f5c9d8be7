import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { z } from 'zod';

/**
 * The Prometheus text format read by Prometheus' own tools, not by a parser of ours
 * (docs/decisions/027): `promtool check metrics` (the Go parser and linter Prometheus ships), and the
 * official Python client's parser (`prometheus_client.parser`) for the samples. Both are Debian
 * packages: `apt-get install prometheus python3-prometheus-client` (.ci/run installs them).
 */
const INSTALL = 'apt-get install prometheus python3-prometheus-client';

function tool(name: string, candidates: string[]): string {
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`${name} is needed to read the Prometheus text format: ${INSTALL}`);
  return found;
}
const promtool = () => tool('promtool', [process.env.PROMTOOL ?? '', '/usr/bin/promtool', '/usr/local/bin/promtool'].filter(Boolean));
/** Debian's python3, where python3-prometheus-client installs (a pyenv or venv python would not see it). */
const python = () => tool('python3 with prometheus_client', ['/usr/bin/python3']);

/**
 * `promtool check metrics` on the text: throws on a parse error; answers its lint findings (naming,
 * help texts, units), one per line, empty when there are none.
 */
export function promtoolLint(text: string): string {
  const run = spawnSync(promtool(), ['check', 'metrics'], { input: text, encoding: 'utf8' });
  // 0: clean; 3: lint findings only; anything else: the text did not parse.
  if (run.status !== 0 && run.status !== 3) throw new Error(`promtool could not parse the metrics: ${run.stderr}${run.stdout}`);
  return `${run.stdout}${run.stderr}`.trim();
}

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}
export interface MetricFamily {
  name: string;
  type: string;
  help: string;
  samples: Sample[];
}

const PARSE = `
import json, sys
from prometheus_client.parser import text_string_to_metric_families
print(json.dumps([
  {"name": f.name, "type": f.type, "help": f.documentation,
   "samples": [{"name": s.name, "labels": s.labels, "value": repr(float(s.value))} for s in f.samples]}
  for f in text_string_to_metric_families(sys.stdin.read())
]))
`;

const parsedSchema = z.array(
  z.object({
    name: z.string(),
    type: z.string(),
    help: z.string(),
    samples: z.array(z.object({ name: z.string(), labels: z.record(z.string(), z.string()), value: z.string() })),
  }),
);

/** The text's metric families as the official Python client parses them (throws when it cannot). */
export function parsePrometheusText(text: string): MetricFamily[] {
  const out = execFileSync(python(), ['-c', PARSE], { input: text, encoding: 'utf8' });
  return parsedSchema.parse(JSON.parse(out)).map((family) => ({
    ...family,
    samples: family.samples.map((s) => ({
      ...s,
      value: s.value === 'inf' ? Number.POSITIVE_INFINITY : s.value === '-inf' ? Number.NEGATIVE_INFINITY : Number(s.value),
    })),
  }));
}

/** The samples named `name` whose labels include `labels`. */
export function samplesOf(families: MetricFamily[], name: string, labels: Record<string, string> = {}): Sample[] {
  return families
    .flatMap((family) => family.samples)
    .filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value));
}

/** The one sample named `name` with these labels; throws when there is none or several. */
export function sampleValue(families: MetricFamily[], name: string, labels: Record<string, string> = {}): number {
  const found = samplesOf(families, name, labels);
  if (found.length !== 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]!.value;
}
