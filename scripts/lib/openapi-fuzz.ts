// The fuzzing loop of `npm run fuzz:api`: for every operation and caller, requests generated from the
// document (packages/test-helpers/src/openapi-requests.ts) are sent one at a time to a server on this
// machine and every answer is checked against the document (…/openapi-document.ts). Also the summary it prints.
import http from 'node:http';
import fc from 'fast-check';
import {
  OUTSIDE_THE_DOCUMENT,
  VIOLATION_KINDS,
  type Answer,
  type AnswerChecker,
  type Operation,
  type ViolationKind,
  requestsFor,
  type Examples,
  type FuzzRequest,
} from '../../packages/test-helpers/src/index.js';

export interface Caller {
  role: string;
  /** The caller's headers now (its access token changes when it logs in again). */
  headers(): Record<string, string>;
  examples: Examples;
}

export interface Violation {
  /** The request's number in the run (an answer that is both a 5xx and undocumented has two violations). */
  request: number;
  operation: string;
  role: string;
  kind: ViolationKind;
  /** null: no answer came. */
  status: number | null;
  method: string;
  /** Path and query as sent. */
  url: string;
  /** How the request was made (valid, which field was at a boundary, …). */
  what: string;
  contentType: string | null;
  /** The first 200 characters of the answer's body. */
  body: string;
  detail: string;
}

export interface BatchResult {
  operation: string;
  role: string;
  seed: number;
  sent: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
  violations: Violation[];
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Sends requests to one server on this machine, over kept-alive connections; `close()` ends them. */
export class Sender {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private readonly url: URL;

  constructor(
    base: string,
    private readonly timeoutMs = 30_000,
  ) {
    this.url = new URL(base);
    // The fuzzer's traffic stays on this machine, whatever address it is given.
    if (this.url.protocol !== 'http:' || !LOOPBACK.has(this.url.hostname))
      throw new Error(`refusing to fuzz ${base}: only http://127.0.0.1`);
  }

  send(request: FuzzRequest, headers: Record<string, string>): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const outgoing = http.request(
        {
          agent: this.agent,
          host: this.url.hostname.replace(/^\[|\]$/g, ''),
          port: this.url.port,
          method: request.method,
          path: request.path,
          headers: { ...headers, ...request.headers, ...(request.body ? { 'content-length': String(request.body.length) } : {}) },
          timeout: this.timeoutMs,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'], body: Buffer.concat(chunks) }),
          );
          response.on('error', reject);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${this.timeoutMs} ms`)));
      outgoing.on('error', reject);
      outgoing.end(request.body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** A batch's own seed from the run's seed, the operation and the role: `--operation` replays the same requests. */
export function batchSeed(seed: number, operation: string, role: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of `${operation} ${role}`) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return hash | 0;
}

export interface FuzzOptions {
  operations: Operation[];
  callers: Caller[];
  checker: AnswerChecker;
  sender: Sender;
  /** Requests per operation and caller. */
  runs: number;
  seed: number;
  /** Headers added to each request (e.g. a client address per request). */
  headersFor?: (index: number) => Record<string, string>;
  /** Before each batch (one operation, one caller). */
  beforeBatch?: (op: Operation, caller: Caller) => Promise<void>;
  /** After each answer, e.g. to log a caller in again after a logout. */
  afterAnswer?: (op: Operation, caller: Caller, request: FuzzRequest, answer: Answer) => Promise<void>;
  /** After each batch (one operation, one caller). */
  afterBatch?: (result: BatchResult, op: Operation, caller: Caller) => Promise<void>;
}

const excerpt = (body: Buffer) => body.toString('utf8').slice(0, 200);

/** Runs every operation for every caller, `runs` requests each, in the order given; answers every batch's result. */
export async function fuzz(options: FuzzOptions): Promise<BatchResult[]> {
  const results: BatchResult[] = [];
  let index = 0;
  for (const op of options.operations) {
    for (const caller of options.callers) {
      await options.beforeBatch?.(op, caller);
      const seed = batchSeed(options.seed, op.key, caller.role);
      const requests = fc.sample(requestsFor(op, caller.examples), { seed, numRuns: options.runs });
      const result: BatchResult = { operation: op.key, role: caller.role, seed, sent: 0, statuses: {}, violations: [] };
      for (const request of requests) {
        const number = index++;
        const base = {
          request: number,
          operation: op.key,
          role: caller.role,
          method: request.method,
          url: request.path,
          what: request.what,
        };
        result.sent += 1;
        let answer: Answer;
        try {
          answer = await options.sender.send(request, { ...caller.headers(), ...options.headersFor?.(number) });
        } catch (error) {
          const detail = error instanceof Error ? error.message : String(error);
          result.statuses['no answer'] = (result.statuses['no answer'] ?? 0) + 1;
          result.violations.push({ ...base, kind: 'no answer', status: null, contentType: null, body: '', detail });
          continue;
        }
        result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1;
        for (const finding of options.checker.check(op, answer)) {
          result.violations.push({
            ...base,
            kind: finding.kind,
            status: answer.status,
            contentType: answer.contentType ?? null,
            body: excerpt(answer.body),
            detail: finding.detail,
          });
        }
        await options.afterAnswer?.(op, caller, request, answer);
      }
      results.push(result);
      await options.afterBatch?.(result, op, caller);
    }
  }
  return results;
}

export interface Totals {
  requests: number;
  /** Answers the document does not describe (undocumented status, wrong content type or body not matching the schema). */
  outside: number;
  fiveXx: number;
  noAnswer: number;
}

export function totalsOf(results: BatchResult[]): Totals {
  const all = results.flatMap((r) => r.violations);
  return {
    requests: results.reduce((sum, r) => sum + r.sent, 0),
    // At most one of these per answer (the check stops at the first), so this counts answers.
    outside: all.filter((v) => OUTSIDE_THE_DOCUMENT.includes(v.kind)).length,
    fiveXx: all.filter((v) => v.kind === '5xx').length,
    noAnswer: all.filter((v) => v.kind === 'no answer').length,
  };
}

export interface Group {
  operation: string;
  role: string;
  status: string;
  /** Answers in the group (one that is both a 5xx and undocumented counts once). */
  count: number;
  kinds: Partial<Record<ViolationKind, number>>;
}

/** Answers outside the document and 5xx by (operation, role, status): what there is to fix. */
export function groupsOf(results: BatchResult[]): Group[] {
  const groups = new Map<string, Group & { requests: Set<number> }>();
  for (const v of results.flatMap((r) => r.violations)) {
    const status = v.status === null ? 'no answer' : String(v.status);
    const key = `${v.operation}\u0000${v.role}\u0000${status}`;
    const group = groups.get(key) ?? { operation: v.operation, role: v.role, status, count: 0, kinds: {}, requests: new Set<number>() };
    group.kinds[v.kind] = (group.kinds[v.kind] ?? 0) + 1;
    group.requests.add(v.request);
    group.count = group.requests.size;
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ requests: _requests, ...group }) => group)
    .sort(
      (a, b) =>
        b.count - a.count || a.operation.localeCompare(b.operation) || a.role.localeCompare(b.role) || a.status.localeCompare(b.status),
    );
}

const SHORT: Record<ViolationKind, string> = {
  'undocumented status': 'status',
  'wrong content type': 'type',
  'body not matching schema': 'schema',
  '5xx': '5xx',
  'no answer': 'no answer',
};

/** Control characters written as \\uXXXX, so an example stays on one line of the terminal. */
const oneLine = (text: string) =>
  [...text].map((c) => (c.charCodeAt(0) < 0x20 || c === '\u007f' ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c)).join('');

/** The summary as printed: per operation and caller, then examples, then the groups and the total line. */
export function summaryLines(results: BatchResult[]): string[] {
  const lines: string[] = [];
  const opWidth = Math.max(9, ...results.map((r) => r.operation.length));
  const roleWidth = Math.max(4, ...results.map((r) => r.role.length));
  lines.push(
    `${'operation'.padEnd(opWidth)}  ${'role'.padEnd(roleWidth)}  ${'sent'.padStart(5)}  ${VIOLATION_KINDS.map((k) => SHORT[k].padStart(9)).join('')}`,
  );
  for (const r of results) {
    const counts = VIOLATION_KINDS.map((k) => {
      const n = r.violations.filter((v) => v.kind === k).length;
      return (n ? String(n) : '.').padStart(9);
    });
    lines.push(`${r.operation.padEnd(opWidth)}  ${r.role.padEnd(roleWidth)}  ${String(r.sent).padStart(5)}  ${counts.join('')}`);
  }
  lines.push('', `Columns: ${VIOLATION_KINDS.map((k) => `${SHORT[k]} = ${k}`).join(', ')}.`);

  const withViolations = results.filter((r) => r.violations.length > 0);
  if (withViolations.length) {
    lines.push('', 'One example per operation, caller and kind:');
    for (const r of withViolations) {
      lines.push(`${r.operation} as ${r.role}:`);
      for (const kind of VIOLATION_KINDS) {
        const v = r.violations.find((x) => x.kind === kind);
        if (!v) continue;
        lines.push(
          `  ${kind} (${r.violations.filter((x) => x.kind === kind).length}): ${v.method} ${oneLine(v.url).slice(0, 200)} as ${v.role} [${oneLine(v.what)}] → ${v.status ?? 'no answer'} ${v.contentType ?? ''}`,
          `    body: ${oneLine(v.body)}`,
          `    ${oneLine(v.detail).slice(0, 400)}`,
        );
      }
    }
  }

  const groups = groupsOf(results);
  if (groups.length) {
    lines.push('', 'By operation, role and status (answers; kinds):');
    for (const g of groups) {
      const kinds = Object.entries(g.kinds)
        .map(([k, n]) => `${n} ${k}`)
        .join(', ');
      lines.push(`  ${String(g.count).padStart(5)}  ${g.operation}  ${g.role}  ${g.status}  (${kinds})`);
    }
  }
  const t = totalsOf(results);
  lines.push(
    '',
    `${t.requests} requests; ${t.outside} responses outside the document, ${t.fiveXx} × 5xx${t.noAnswer ? `, ${t.noAnswer} without an answer` : ''}`,
  );
  return lines;
}
