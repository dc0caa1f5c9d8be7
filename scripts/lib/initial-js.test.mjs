import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { INITIAL_JS_BUDGET_KB, initialJs } from './initial-js.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const folders = [];
const tempFolder = (name) => {
  const folder = mkdtempSync(path.join(os.tmpdir(), name));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('initialJs', () => {
  it('sums the entry script and the modulepreloads of index.html, not the lazy chunks', () => {
    const dist = tempFolder('careers-initial-js-');
    mkdirSync(path.join(dist, 'assets'));
    const chunks = { 'entry.js': 'a'.repeat(4000), 'shared.js': 'export const b = 1;', 'lazy.js': 'c'.repeat(9000) };
    for (const [name, text] of Object.entries(chunks)) writeFileSync(path.join(dist, 'assets', name), text);
    writeFileSync(
      path.join(dist, 'index.html'),
      `<script type="module" crossorigin src="/assets/entry.js"></script>
       <link rel="modulepreload" crossorigin href="/assets/shared.js">
       <link rel="stylesheet" crossorigin href="/assets/styles.css">`,
    );

    const { files, gzipKb } = initialJs(dist);

    expect(files.map((f) => f.url)).toEqual(['/assets/entry.js', '/assets/shared.js']);
    const gzip = (text) => gzipSync(text, { level: 9 }).length / 1024;
    expect(gzipKb).toBeCloseTo(gzip(chunks['entry.js']) + gzip(chunks['shared.js']), 6);
  });
});

/**
 * PUB-17 (docs/decisions/005): the landing route's initial JS, gzip, within its budget, on a fresh build of
 * the web app into a temporary folder (never a stale apps/web/dist). `npm run bench:web` prints the same
 * sum with Lighthouse's figures.
 */
describe("the landing route's initial JS", () => {
  it(`is at most ${INITIAL_JS_BUDGET_KB} KB gzip (entry and modulepreloads)`, () => {
    const dist = tempFolder('careers-web-build-');
    const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
    const result = spawnSync(process.execPath, [vite, 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: path.join(ROOT, 'apps/web'),
      encoding: 'utf8',
      // Vitest sets NODE_ENV=test, which would build React's development code.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    expect(result.status, result.stderr).toBe(0);

    const { files, gzipKb } = initialJs(dist);
    const figures = `${files.map((f) => `${f.url} ${f.gzipKb.toFixed(2)} KB`).join(', ')}: ${gzipKb.toFixed(2)} KB gzip`;
    expect(gzipKb, figures).toBeLessThanOrEqual(INITIAL_JS_BUDGET_KB);
  }, 180_000);
});
