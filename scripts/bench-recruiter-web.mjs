// `npm run bench:recruiter -- --web` (or `node scripts/bench-recruiter-web.mjs`): the recruiter workspace in Chromium at
// 5,000 applicants on one job (REC-22): how soon the big job's applicants table and board show their first loaded rows
// and cards after navigation, and how smoothly they scroll. A benchmark, not a test: it prints figures, asserts nothing.
//
// 1. `npm run build` (skip with --skip-build), then the same seed as bench:recruiter (scripts/lib/recruiter-bench.mjs,
//    same size options) and the production server (`apps/api/dist/server.js`, serving apps/web/dist) on a free port.
// 2. A recruiter signs in through the API; the browser (Chromium at CHROMIUM_PATH or /usr/bin/chromium, else the one
//    e2e/browser/chromium.ts finds; playwright-core, headless, 1440×900) starts with that session in local storage.
// 3. First screen, per page: an init script records performance.now() (ms since the navigation started) at the frame
//    after the first loaded row (`[role=row][data-state=loaded]`, the shell's DataTable) or the first card
//    (`[data-card]`) appears, and the largest contentful paint. --navigations (10): the first in a new context
//    (cold HTTP cache), the others reloads. p50/p95. Goal: ≤ 1,000 ms.
// 4. Scrolling: requestAnimationFrame drives the page's `[data-scroll-container]` (the table; the board's first
//    column, Applied) 40 px a frame for --scroll-seconds (5): average fps, p95 and max frame time, frames over 25 ms,
//    long animation frames, and the most rows or cards rendered at once (virtualised: well under 80). Again with the
//    CPU throttled 4× (CDP Emulation.setCPUThrottlingRate): the "slow laptop" line. Goal: ≥ 58 fps, p95 frame ≤ 20 ms.
// A page whose route (CLIENT_ROUTES) or API operation (route contract) is not on this branch prints "not available".
// Writes bench-results/recruiter-web.json.
//
// Options: --skip-build --navigations=10 --scroll-seconds=5 --timeout=20000, and bench:recruiter's size options.
/* global window, document, location, requestAnimationFrame, MutationObserver -- the probes run in the page */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, benchArgs, importFromApp, loadAverage, percentile, startServer, writeResults } from './lib/bench.mjs';
import { contractOperations, prepareRecruiterDatabase, seedSizes, signIn } from './lib/recruiter-bench.mjs';

/** What the page marks (the shell's DataTable; the board's cards, plan §5). */
export const SELECTORS = {
  loadedRow: '[role=row][data-state=loaded]',
  card: '[data-card]',
  /** A board column (`data-column="<status>"`), in step order. */
  column: '[data-column]',
  row: '[role=row]',
};

/**
 * The pages measured: the route's name in CLIENT_ROUTES, the API operation its first screen reads, the mark that ends
 * the first screen, what it scrolls (the first selector present) and what it counts as rendered while scrolling.
 */
const PAGES = [
  {
    name: 'applicants table',
    route: 'recruiterJob',
    operation: 'listJobApplicants',
    mark: 'row',
    scrollers: ['[data-scroll-container]'],
    item: SELECTORS.row,
  },
  {
    name: 'board',
    route: 'recruiterJobBoard',
    operation: 'getBoard',
    mark: 'card',
    scrollers: ['[data-column-scroll=applied]', '[data-scroll-container]'],
    item: SELECTORS.card,
  },
];

/** Installed before any page script: the first-screen marks and the LCP, kept on `window.__benchFirstScreen`. */
export function firstScreenProbe(selectors) {
  const marks = { row: undefined, card: undefined, columns: undefined, lcp: undefined };
  Object.defineProperty(window, '__benchFirstScreen', { value: marks });
  // The frame after the element is in the document: close to when it is painted.
  const mark = (key) => requestAnimationFrame(() => (marks[key] ??= performance.now()));
  let rowSeen = false;
  let cardSeen = false;
  let columnsSeen = false;
  const check = () => {
    if (!columnsSeen) {
      // The board's first four columns (Applied … Offer) each show a card.
      const columns = [...document.querySelectorAll(selectors.column)].slice(0, 4);
      if (columns.length === 4 && columns.every((c) => c.querySelector(selectors.card))) {
        columnsSeen = true;
        mark('columns');
      }
    }
    if (!rowSeen && document.querySelector(selectors.loadedRow)) {
      rowSeen = true;
      mark('row');
    }
    if (!cardSeen && document.querySelector(selectors.card)) {
      cardSeen = true;
      mark('card');
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) marks.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // no LCP in this browser
  }
}

/** Runs in the page: scrolls the first of `scrollers` present by `step` px every animation frame for `seconds`, and measures the frames. */
export function scrollProbe({ scrollers, item, seconds, step }) {
  const scroller = scrollers.map((s) => document.querySelector(s)).find(Boolean);
  if (!scroller) return Promise.resolve({ error: `none of ${scrollers.join(', ')} on the page` });
  let longFrames = 0;
  let observer;
  try {
    observer = new PerformanceObserver((list) => {
      longFrames += list.getEntries().length;
    });
    observer.observe({ type: 'long-animation-frame' });
  } catch {
    observer = undefined;
  }
  const deltas = [];
  let peak = 0;
  return new Promise((resolve) => {
    let start;
    let last;
    const frame = (t) => {
      if (start === undefined) start = t;
      if (last !== undefined) deltas.push(t - last);
      last = t;
      peak = Math.max(peak, scroller.querySelectorAll(item).length);
      if (t - start >= seconds * 1000) {
        observer?.disconnect();
        resolve({ deltas, peak, scrollTop: scroller.scrollTop, longAnimationFrames: observer ? longFrames : null });
        return;
      }
      scroller.scrollTop += step;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** Frame figures from the probe's frame-to-frame times. */
export function frameStats({ deltas, peak, scrollTop, longAnimationFrames }) {
  const sorted = [...deltas].sort((a, b) => a - b);
  const seconds = deltas.reduce((sum, d) => sum + d, 0) / 1000;
  return {
    frames: deltas.length,
    seconds,
    fps: seconds > 0 ? deltas.length / seconds : 0,
    p95FrameMs: sorted.length ? percentile(sorted, 95) : 0,
    maxFrameMs: sorted.length ? sorted[sorted.length - 1] : 0,
    framesOver25Ms: deltas.filter((d) => d > 25).length,
    longAnimationFrames,
    peakRendered: peak,
    scrolledPx: scrollTop,
  };
}

const summary = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length ? { p50: percentile(sorted, 50), p95: percentile(sorted, 95), runs: values } : { runs: values };
};

/**
 * First screen of one page: the first navigation in the given fresh context, then reloads. On the board also when
 * its first four columns each show a card (null when that did not happen within 3 s of the first card).
 */
export async function firstScreen(context, url, page, { navigations, timeout }) {
  const tab = await context.newPage();
  const times = [];
  const columns = [];
  const lcps = [];
  try {
    for (let i = 0; i < navigations; i++) {
      if (i === 0) await tab.goto(url, { waitUntil: 'commit' });
      else await tab.reload({ waitUntil: 'commit' });
      await tab.waitForFunction((k) => window.__benchFirstScreen?.[k] !== undefined, page.mark, { timeout });
      if (page.mark === 'card') {
        await tab.waitForFunction(() => window.__benchFirstScreen?.columns !== undefined, null, { timeout: 3_000 }).catch(() => {});
      }
      const marks = await tab.evaluate(() => ({ ...window.__benchFirstScreen }));
      times.push(marks[page.mark]);
      columns.push(marks.columns ?? null);
      lcps.push(marks.lcp ?? null);
    }
  } finally {
    await tab.close();
  }
  return { first: summary(times), ...(page.mark === 'card' ? { fourColumns: summary(columns) } : {}), lcp: summary(lcps) };
}

/** Scrolling of one page, unthrottled and with the CPU throttled `rate`×. */
export async function scrolling(context, url, page, { seconds, rate, timeout }) {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  const out = {};
  try {
    for (const [label, throttle] of [
      ['unthrottled', 1],
      [`CPU ${rate}× slower`, rate],
    ]) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      await tab.goto(url, { waitUntil: 'commit' });
      await tab.waitForFunction((k) => window.__benchFirstScreen?.[k] !== undefined, page.mark, { timeout });
      await tab.waitForTimeout(500);
      const raw = await tab.evaluate(scrollProbe, { scrollers: page.scrollers, item: page.item, seconds, step: 40 });
      out[label] = raw.error ? { error: raw.error } : { ...frameStats(raw), load: loadAverage() };
    }
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => {});
    await tab.close();
  }
  return out;
}

/** Chromium: CHROMIUM_PATH, else /usr/bin/chromium, else what e2e/browser/chromium.ts finds or installs. */
async function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const [{ ensureChromium }] = await importFromApp('e2e/browser/chromium.ts');
  return ensureChromium();
}

const ms = (v) => (typeof v === 'number' ? `${v.toFixed(0).padStart(5)} ms` : '    – ');

function printScroll(label, s) {
  if (s.error) return console.log(`    ${label.padEnd(16)} ${s.error}`);
  console.log(
    `    ${label.padEnd(16)} ${s.fps.toFixed(1).padStart(5)} fps   p95 frame ${s.p95FrameMs.toFixed(1).padStart(5)} ms   max ${s.maxFrameMs.toFixed(1).padStart(6)} ms   frames > 25 ms ${String(s.framesOver25Ms).padStart(3)}   long animation frames ${s.longAnimationFrames ?? 'n/a'}   peak rendered ${s.peakRendered}   scrolled ${s.scrolledPx} px   load ${s.load}`,
  );
}

async function main() {
  const args = benchArgs();
  const sizes = seedSizes(args);
  const navigations = Number(args.get('navigations') ?? 10);
  const seconds = Number(args.get('scroll-seconds') ?? 5);
  const timeout = Number(args.get('timeout') ?? 20_000);
  if (args.get('skip-build') !== 'true') {
    const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html')) || !existsSync(path.join(ROOT, 'apps/api/dist/server.js'))) {
    throw new Error('no production build: run `npm run build` first (or leave out --skip-build)');
  }
  const loadBefore = loadAverage();
  console.log(`bench:recruiter --web — load average ${loadBefore}`);
  const { operations, shared } = await contractOperations();
  const prepared = await prepareRecruiterDatabase(sizes);
  console.log(`Database: ${prepared.where}; seeded in ${(prepared.seedMs / 1000).toFixed(1)} s; big job ${prepared.bigJob.id}`);
  const { chromium } = await import('playwright-core');
  let server;
  let browser;
  const results = {};
  try {
    server = await startServer(prepared.serverEnv, { built: true });
    const { token, user } = await signIn(server.url, prepared.links[1]);
    browser = await chromium.launch({
      executablePath: await chromiumPath(),
      headless: true,
      args: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
    });
    const newContext = async () => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript(
        ({ origin, keys, token: t, user: u }) => {
          if (location.origin !== origin) return;
          localStorage.setItem(keys.accessToken, t);
          localStorage.setItem(keys.userDetails, JSON.stringify(u));
          localStorage.setItem(keys.fullName, `${u.first_name} ${u.last_name}`.trim());
        },
        { origin: server.url, keys: shared.STORAGE_KEYS, token, user },
      );
      await context.addInitScript(firstScreenProbe, SELECTORS);
      return context;
    };
    for (const page of PAGES) {
      const route = shared.CLIENT_ROUTES[page.route];
      const missing = !route
        ? `no ${page.route} in CLIENT_ROUTES`
        : !operations.has(page.operation)
          ? `no ${page.operation} in the route contract`
          : undefined;
      console.log(`\n${page.name}`);
      if (missing) {
        console.log(`  not available on this branch (${missing})`);
        results[page.name] = { available: false, reason: missing };
        continue;
      }
      const url = `${server.url}${shared.routePath(page.route, { jobId: prepared.bigJob.id })}`;
      try {
        const first = await firstScreen(await newContext(), url, page, { navigations, timeout });
        const line = (m) => `p50 ${ms(m.p50)}   p95 ${ms(m.p95)}${m.p95 > 1000 ? '  > 1,000 ms' : ''}`;
        console.log(`  ${navigations} navigations, the first with a cold cache; ms since the navigation started; load ${loadAverage()}`);
        console.log(`    first ${page.mark === 'card' ? 'card' : 'loaded row'}          ${line(first.first)}`);
        if (first.fourColumns) console.log(`    cards in 4 columns  ${line(first.fourColumns)}`);
        console.log(`    largest paint (LCP) ${line(first.lcp)}`);
        const scroll = await scrolling(await newContext(), url, page, { seconds, rate: 4, timeout });
        console.log(`  scrolling ${page.scrollers.join(' or ')} 40 px a frame for ${seconds} s:`);
        for (const [label, s] of Object.entries(scroll)) printScroll(label, s);
        results[page.name] = { available: true, url: url.replace(server.url, ''), first, scroll };
      } catch (error) {
        console.log(`  failed: ${error.message.split('\n')[0]}`);
        results[page.name] = { available: true, error: error.message.split('\n')[0] };
      }
    }
  } finally {
    await browser?.close();
    await server?.stop();
    await prepared.cleanup();
  }
  console.log(`\nload average after ${loadAverage()} (2 shared cores: indicative)`);
  writeResults('recruiter-web', {
    sizes,
    navigations,
    scrollSeconds: seconds,
    database: prepared.where,
    loadBefore,
    seedMs: prepared.seedMs,
    loadAfter: loadAverage(),
    pages: results,
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
