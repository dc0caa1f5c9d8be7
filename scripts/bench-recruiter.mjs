// `npm run bench:recruiter`: how fast the recruiter workspace answers at 5,000 applicants on one job and 100,000
// candidates, on PostgreSQL (REC-22, docs/decisions/032). A benchmark, not a test: it prints p50/p95 per request
// shape, flags every p95 over 100 ms, and asserts nothing. `--web` runs the browser half instead
// (scripts/bench-recruiter-web.mjs: first screen and scrolling in Chromium).
//
// 1. A database: a throw-away one on the PostgreSQL server named by TEST_DATABASE_URL or DATABASE_URL (dropped at the
//    end), else the embedded managed PostgreSQL in a temporary DATA_DIR (backups off). Migrated, the team made
//    (5 recruiters and an admin, with the app's createRecruiter), then seeded with INSERT … SELECT generate_series
//    (scripts/lib/recruiter-bench.mjs: 200 jobs, 100,000 candidates, 5,000 applications on the big job and 50,000
//    over the others, events, files, ratings, notes, interviews, 200,000 access-log rows), checked (the step counts
//    and rating sums of migration 0015 match the rows) and VACUUM ANALYZEd.
// 2. The real server (`apps/api/src/http/server.ts` through tsx) on a free port; a recruiter and the admin sign in
//    through the API (set-password link, then login).
// 3. Per shape, sequential GETs (2 warm-ups, then --requests): the workspace's operations, looked up by name in the
//    route contract (an operation or query parameter not on this branch is printed "not available", never guessed),
//    and the "before" shapes through the recruiter area's older operations on the same data (fewer requests:
//    --legacy-requests). Writes bench-results/recruiter.json.
//
// Options: --requests=200 --legacy-requests=20 --jobs=200 --candidates=100000 --big=5000 --spread=50000 --audit=200000
//          --seed-only (seed, print the seed's time, counts and sizes, and stop)
//          --web (the browser half; its own options pass through)
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { ROOT, benchArgs, loadAverage, measure, startServer, writeResults } from './lib/bench.mjs';
import { contractOperations, fillPath, nextCursorOf, prepareRecruiterDatabase, seedSizes, signIn } from './lib/recruiter-bench.mjs';

const args = benchArgs();
if (args.get('web') === 'true') {
  const rest = process.argv.slice(2).filter((a) => a !== '--web');
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/bench-recruiter-web.mjs'), ...rest], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

const SIZES = seedSizes(args);
const REQUESTS = Number(args.get('requests') ?? 200);
const LEGACY_REQUESTS = Number(args.get('legacy-requests') ?? 20);
/** REC-22's goal per request, sequential. */
const GOAL_MS = 100;

/** Days before now as an instant (the access log's range filter). */
const daysAgo = (days) => new Date(Date.now() - days * 86_400_000).toISOString();

/**
 * The shapes, by group. `op`: the contract operation's name; `params`: its path parameters; `query`; `as`: who
 * asks ('recruiter' or 'admin'); `page`: follow the list's next cursor to that page first; `newView`: a new list view
 * (UUID) per request, so every request writes its access-log row; `legacy`: a "before" shape (fewer requests).
 */
function shapesFor(facts, view) {
  const big = facts.bigJob.id;
  const applicants = (label, query = {}, extra = {}) => ({
    group: 'applicants of the big job',
    label,
    op: 'listJobApplicants',
    params: { id: big },
    query: { view, ...query },
    ...extra,
  });
  const log = (label, query = {}, extra = {}) => ({
    group: 'access log (admin)',
    label,
    op: 'listAccessLog',
    query,
    as: 'admin',
    ...extra,
  });
  return [
    { group: 'dashboard', label: 'dashboard', op: 'getDashboard' },
    { group: 'jobs table', label: 'all jobs', op: 'listJobsTable' },
    {
      group: 'jobs table',
      label: 'open, department, by applicants',
      op: 'listJobsTable',
      query: { status: 'open', department: facts.department, sort: 'applicants', dir: 'desc' },
    },
    { group: 'jobs table', label: 'q=azure', op: 'listJobsTable', query: { q: 'azure' } },
    { group: 'jobs table', label: 'posted by, newest', op: 'listJobsTable', query: { postedBy: facts.recruiterId, sort: 'new' } },
    applicants('default (newest)'),
    applicants('by rating, best first', { sort: 'rating', dir: 'desc' }),
    applicants('by name', { sort: 'name' }),
    applicants('by title', { sort: 'title' }),
    applicants('by country', { sort: 'country' }),
    applicants('step Interview', { steps: 'interview' }),
    applicants('q=priya', { q: 'priya' }),
    applicants('rating ≥ 4, by activity', { minRating: 4, sort: 'activity' }),
    applicants('page 40 by cursor', {}, { page: 40 }),
    applicants('a new list view each request', {}, { newView: true }),
    // REC-26 (docs/decisions/043): the fit's sort and filters.
    applicants('by fit, best first', { sort: 'fit', dir: 'desc' }),
    applicants('fit: all required skills and country', { fit: 'skills,country' }),
    applicants('by fit, page 40 by cursor', { sort: 'fit', dir: 'desc' }, { page: 40 }),
    // REC-27 (docs/decisions/046): the needs-review filter (flagged and still in Applied) and its count on every first page.
    applicants('needs review', { needsReview: 'true' }),
    applicants('needs review, by rating', { needsReview: 'true', sort: 'rating', dir: 'desc' }),
    // REC-28 (docs/decisions/047): the recommendation filter (a submitted scorecard recommending it).
    applicants('recommendation: Strong yes', { recommendation: 'strong_yes' }),
    applicants('recommendation: No, by activity', { recommendation: 'no', sort: 'activity' }),
    { group: 'board', label: 'first screen', op: 'getBoard', params: { id: big }, query: { view } },
    {
      group: 'board',
      label: 'Applied column, page 10',
      op: 'getBoardColumn',
      params: { id: big, status: 'applied' },
      query: { view },
      page: 10,
    },
    { group: 'palette', label: 'q=pr', op: 'searchWorkspace', query: { q: 'pr' } },
    { group: 'palette', label: 'q=priya', op: 'searchWorkspace', query: { q: 'priya' } },
    { group: 'palette', label: 'q=azure arch', op: 'searchWorkspace', query: { q: 'azure arch' } },
    { group: 'palette', label: 'no hit', op: 'searchWorkspace', query: { q: 'zzqxv' } },
    log('newest'),
    log('member', { member: facts.recruiterId }),
    log('candidate of the big job', { candidate: facts.candidateId }),
    log('kind=cv, 30 days', { kind: 'cv', from: daysAgo(30), to: daysAgo(0) }),
    log('page 20 by cursor', {}, { page: 20 }),
    { group: 'before (older operations)', label: 'GET /api/recruiter/jobs', op: 'listPostedJobs', legacy: true },
    {
      group: 'before (older operations)',
      label: 'big job: every application with timelines',
      op: 'listApplicants',
      params: { id: big },
      legacy: true,
    },
    { group: 'before (older operations)', label: 'access log ?page=1', op: 'listAccessLog', query: { page: 1 }, as: 'admin', legacy: true },
    {
      group: 'before (older operations)',
      label: 'access log ?candidate=',
      op: 'listAccessLog',
      query: { candidate: facts.candidateId, page: 1 },
      as: 'admin',
      legacy: true,
    },
  ];
}

const queryString = (query) => {
  const entries = Object.entries(query ?? {}).filter(([, v]) => v !== undefined);
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
};

/** Query parameters sent only to an operation that takes them: the list view's id (REC-9) where a read records one. */
const OPTIONAL = new Set(['view']);

/** The shape as this branch's operation takes it: its optional parameters kept only where the query schema has them. */
function adapt(shape, operations) {
  const known = operations.get(shape.op)?.query;
  if (!known || !shape.query) return shape;
  return { ...shape, query: Object.fromEntries(Object.entries(shape.query).filter(([k]) => !OPTIONAL.has(k) || known.has(k))) };
}

/** Why a shape cannot be measured on this branch, or undefined when it can. */
function unavailable(shape, operations) {
  const operation = operations.get(shape.op);
  if (!operation) return `${shape.op} is not in the route contract on this branch`;
  if (operation.method !== 'GET') return `${shape.op} is ${operation.method}, not GET`;
  const wanted = [...Object.keys(shape.query ?? {}), ...(shape.page ? ['cursor'] : []), ...(shape.newView ? ['view'] : [])];
  const missing = operation.query ? wanted.filter((name) => !operation.query.has(name)) : [];
  if (missing.length) return `${shape.op} takes no ${missing.map((n) => `\`${n}\``).join(', ')}`;
  return undefined;
}

/** The longest list in an answer (searched three levels deep: a board's columns of cards), and its `total` when it gives one. */
function listed(body) {
  const longest = (value, depth) => {
    if (value === null || typeof value !== 'object' || depth > 3) return undefined;
    const here = Array.isArray(value) ? value.length : undefined;
    const inner = (Array.isArray(value) ? value : Object.values(value)).map((v) => longest(v, depth + 1)).filter((n) => n !== undefined);
    return inner.length || here !== undefined ? Math.max(here ?? 0, ...inner) : undefined;
  };
  const total = typeof body?.total === 'number' ? body.total : undefined;
  return { items: longest(body, 0), total };
}

async function measureShape(shape, { serverUrl, operations, tokens }) {
  const operation = operations.get(shape.op);
  const headers = { authorization: `Bearer ${tokens[shape.as ?? 'recruiter']}` };
  const base = `${serverUrl}${fillPath(operation.path, shape.params)}`;
  let query = shape.query ?? {};
  let reached;
  if (shape.page) {
    // Follow the next cursor from the first page to the wanted one; that page's address is then measured.
    reached = 1;
    while (reached < shape.page) {
      const res = await fetch(`${base}${queryString(query)}`, { headers });
      const body = await res.json();
      if (res.status !== 200) throw new Error(`${base}: ${res.status} ${JSON.stringify(body)}`);
      const cursor = nextCursorOf(body);
      if (!cursor) break;
      query = { ...shape.query, cursor };
      reached += 1;
    }
    if (reached === 1) return { unavailable: `${shape.op}'s answer has no next cursor` };
  }
  const requests = shape.legacy ? LEGACY_REQUESTS : REQUESTS;
  const url = shape.newView ? () => `${base}${queryString({ ...query, view: randomUUID() })}` : `${base}${queryString(query)}`;
  const m = await measure(url, { requests, headers });
  return { requests, p50: m.p50, p95: m.p95, ...listed(m.body), ...(reached ? { page: reached } : {}), path: operation.path, query };
}

const ms = (v) => `${v.toFixed(1).padStart(7)} ms`;
const mb = (bytes) => `${(bytes / 1048576).toFixed(1)} MB`;

async function main() {
  const loadBefore = loadAverage();
  console.log(
    `bench:recruiter — ${SIZES.jobs} jobs, ${SIZES.candidates.toLocaleString('en')} candidates, ${SIZES.big.toLocaleString('en')} applications on the big job + ${SIZES.spread.toLocaleString('en')} over the others, ${SIZES.audit.toLocaleString('en')} access-log rows; load average ${loadBefore}`,
  );
  const { operations } = await contractOperations();
  const prepared = await prepareRecruiterDatabase(SIZES);
  console.log(`Database: ${prepared.where}`);
  console.log(
    `Seeded in ${(prepared.seedMs / 1000).toFixed(1)} s (VACUUM ANALYZE included): ${Object.entries(prepared.counts)
      .map(([k, v]) => `${k} ${v.toLocaleString('en')}`)
      .join(', ')}`,
  );
  console.log(
    `Sizes: database ${mb(prepared.bytes.database)}; applications ${mb(prepared.bytes.applications)} (indexes ${mb(prepared.bytes.applications_indexes)}); access_audit ${mb(prepared.bytes.access_audit)} (indexes ${mb(prepared.bytes.access_audit_indexes)}); users ${mb(prepared.bytes.users)}`,
  );
  console.log(
    `Largest indexes: ${prepared.indexes
      .slice(0, 8)
      .map((i) => `${i.name} ${mb(i.bytes)}`)
      .join(', ')}`,
  );
  if (args.get('seed-only') === 'true') {
    await prepared.cleanup();
    console.log(`--seed-only: no requests; load average ${loadAverage()}`);
    return;
  }
  let server;
  const rows = [];
  try {
    server = await startServer(prepared.serverEnv);
    const admin = await signIn(server.url, prepared.links[0]);
    const recruiter = await signIn(server.url, prepared.links[1]);
    const tokens = { admin: admin.token, recruiter: recruiter.token };
    const view = randomUUID();
    console.log(
      `\nSequential requests per shape (2 warm-ups, then ${REQUESTS}; "before" shapes ${LEGACY_REQUESTS}); big job ${prepared.bigJob.id}; flagged: p95 > ${GOAL_MS} ms`,
    );
    let group;
    for (const shape of shapesFor(prepared, view).map((s) => adapt(s, operations))) {
      if (shape.group !== group) {
        group = shape.group;
        console.log(`\n${group}`);
      }
      const why = unavailable(shape, operations);
      let result;
      try {
        result = why ? { unavailable: why } : await measureShape(shape, { serverUrl: server.url, operations, tokens });
      } catch (error) {
        // An answer other than 200 (a statement timeout's 503, say) is a figure too: print it and go on.
        const [, status, body] = /: (\d{3}) (.*)$/.exec(String(error.message).split('\n')[0]) ?? [];
        let message;
        try {
          message = JSON.parse(body).message;
        } catch {
          message = undefined;
        }
        result = { failed: status ? `answered ${status}${message ? ` (${message})` : ''}` : String(error.message).split('\n')[0] };
      }
      const load = loadAverage();
      if (result.failed) {
        rows.push({ group: shape.group, shape: shape.label, operation: shape.op, available: true, failed: result.failed, load });
        console.log(`  ${shape.label.padEnd(44)} FAILED: ${result.failed}   load ${load}`);
        continue;
      }
      if (result.unavailable) {
        rows.push({ group: shape.group, shape: shape.label, operation: shape.op, available: false, reason: result.unavailable, load });
        console.log(`  ${shape.label.padEnd(44)} not available (${result.unavailable})`);
        continue;
      }
      const flagged = result.p95 > GOAL_MS;
      rows.push({ group: shape.group, shape: shape.label, operation: shape.op, available: true, ...result, flagged, load });
      const count =
        result.items === undefined ? '' : `   longest list ${result.items}${result.total === undefined ? '' : `/${result.total}`}`;
      const page = result.page ? `   page ${result.page}` : '';
      console.log(
        `  ${shape.label.padEnd(44)} p50 ${ms(result.p50)}   p95 ${ms(result.p95)}${flagged ? '  > 100 ms' : ''}   n=${result.requests}${count}${page}   load ${load}`,
      );
    }
  } finally {
    await server?.stop();
    await prepared.cleanup();
  }
  const flagged = rows.filter((r) => r.available && (r.flagged || r.failed) && !r.group.startsWith('before'));
  const missing = rows.filter((r) => !r.available);
  console.log(`\nload average after ${loadAverage()} (2 shared cores: indicative)`);
  console.log(
    flagged.length
      ? `Workspace shapes over ${GOAL_MS} ms at p95 or failed: ${flagged.map((r) => `${r.group} / ${r.shape} (${r.failed ?? `${r.p95.toFixed(1)} ms`})`).join('; ')}`
      : `Every measured workspace shape: p95 ≤ ${GOAL_MS} ms.`,
  );
  if (missing.length)
    console.log(`Not available on this branch: ${missing.length} shape(s) (${[...new Set(missing.map((r) => r.operation))].join(', ')})`);
  writeResults('recruiter', {
    sizes: SIZES,
    requests: REQUESTS,
    legacyRequests: LEGACY_REQUESTS,
    database: prepared.where,
    loadBefore,
    seedMs: prepared.seedMs,
    seedSteps: prepared.steps,
    counts: prepared.counts,
    bytes: prepared.bytes,
    indexes: prepared.indexes,
    loadAfter: loadAverage(),
    rows,
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
