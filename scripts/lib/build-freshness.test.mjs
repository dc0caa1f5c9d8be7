import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from './build-freshness.mjs';

/**
 * `node start.mjs` builds a part only when one of its inputs changed since its last build. A checkout in
 * a temporary folder, with a stand-in for npm that "builds" a workspace by writing its dist folder and
 * notes which one it built.
 */
let root;
const write = (relative, text = 'x') => {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), text);
};
/** A later modification time, as an editor's save or `touch` gives it. */
let later = Date.now() / 1000;
const touch = (relative) => {
  later += 10;
  utimesSync(path.join(root, relative), later, later);
};
const built = () => {
  const file = path.join(root, 'built.log');
  const names = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  rmSync(file, { force: true });
  return names;
};
const run = (env = {}) => build({ root, env, npm: path.join(root, 'fake-npm.mjs') });

beforeEach(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'careers-build-freshness-'));
  for (const file of [
    'package.json',
    'package-lock.json',
    'node_modules/.package-lock.json',
    'tsconfig.base.json',
    'packages/shared/src/index.ts',
    'apps/web/src/main.tsx',
    'apps/web/src/main.test.tsx',
    'apps/web/index.html',
    'apps/api/src/server.ts',
    'apps/api/build.mjs',
    'apps/api/test/app.test.ts',
    'apps/api/test/helpers/call.ts',
  ]) {
    write(file);
  }
  // npm run build -w @careers/<name>: writes apps/<name>/dist/out.js; `FAIL=<name>` makes that build fail.
  write(
    'fake-npm.mjs',
    `#!${process.execPath}
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
const name = process.argv[5].replace('@careers/', '');
appendFileSync('built.log', name + '\\n');
if (process.env.FAIL === name) process.exit(3);
mkdirSync('apps/' + name + '/dist', { recursive: true });
writeFileSync('apps/' + name + '/dist/out.js', String(Date.now()));
`,
  );
  chmodSync(path.join(root, 'fake-npm.mjs'), 0o755);
  expect(await run()).toBe(0);
  expect(built()).toEqual(['web', 'api']);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('node start.mjs: building only what changed (scripts/lib/build-freshness.mjs)', () => {
  it('builds nothing when no input changed', async () => {
    expect(await run()).toBe(0);
    expect(built()).toEqual([]);
  });

  it.each([
    ['apps/api/src/server.ts', ['api']],
    ['apps/api/build.mjs', ['api']],
    ['apps/web/src/main.tsx', ['web']],
    ['apps/web/index.html', ['web']],
    ['packages/shared/src/index.ts', ['web', 'api']],
    ['package-lock.json', ['web', 'api']],
    ['node_modules/.package-lock.json', ['web', 'api']],
    ['tsconfig.base.json', ['web', 'api']],
  ])('rebuilds after %s is touched: %j', async (file, parts) => {
    touch(file);
    expect(await run()).toBe(0);
    expect(built()).toEqual(parts);
    expect(await run()).toBe(0);
    expect(built()).toEqual([]);
  });

  it('rebuilds after a file is added or deleted', async () => {
    write('apps/api/src/routes/new-route.ts');
    expect(await run()).toBe(0);
    expect(built()).toEqual(['api']);
    rmSync(path.join(root, 'packages/shared/src/index.ts'));
    expect(await run()).toBe(0);
    expect(built()).toEqual(['web', 'api']);
  });

  it('rebuilds after an edit that kept the modification time (the change time cannot be set back)', async () => {
    const file = path.join(root, 'apps/web/src/main.tsx');
    const time = 1_700_000_000; // whole seconds: set back exactly
    utimesSync(file, time, time);
    expect(await run()).toBe(0);
    expect(built()).toEqual(['web']);
    write('apps/web/src/main.tsx', 'y'); // the same size
    utimesSync(file, time, time);
    expect(statSync(file).mtimeMs).toBe(time * 1000);
    expect(await run()).toBe(0);
    expect(built()).toEqual(['web']);
  });

  it('does not rebuild for tests, which no build reads', async () => {
    touch('apps/web/src/main.test.tsx');
    touch('apps/api/test/app.test.ts');
    touch('apps/api/test/helpers/call.ts');
    expect(await run()).toBe(0);
    expect(built()).toEqual([]);
  });

  it('rebuilds a part whose output was deleted or changed after its build', async () => {
    rmSync(path.join(root, 'apps/web/dist'), { recursive: true });
    touch('apps/api/dist/out.js');
    expect(await run()).toBe(0);
    expect(built()).toEqual(['web', 'api']);
  });

  it('rebuilds the web app when the environment Vite reads changes (NODE_ENV unset builds as production)', async () => {
    expect(await run({ NODE_ENV: 'production' })).toBe(0);
    expect(built()).toEqual([]);
    expect(await run({ NODE_ENV: 'development' })).toBe(0);
    expect(built()).toEqual(['web']);
    expect(await run({ NODE_ENV: 'development', VITE_SITE: 'x' })).toBe(0);
    expect(built()).toEqual(['web']);
  });

  it('passes a failed build’s exit code on, and builds again at the next start', async () => {
    touch('apps/api/src/server.ts');
    expect(await run({ FAIL: 'api' })).toBe(3);
    expect(built()).toEqual(['api']);
    expect(await run()).toBe(0);
    expect(built()).toEqual(['api']);
  });
});
