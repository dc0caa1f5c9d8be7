import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, test } from 'vitest';
import { z } from 'zod';

/**
 * The layer rules of .dependency-cruiser.cjs (docs/decisions/022-layers.md) on small made-up trees: each rule
 * fails on the import it forbids, and the shapes the layout allows pass. The trees are written to a
 * temporary folder with the repository's paths (apps/api/src/..., apps/web/src/..., packages/shared/src/...)
 * and checked by the same command as `npm run lint:layers`, run there.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEPCRUISE = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');
const API = 'apps/api/src';

const resultSchema = z.object({
  summary: z.object({
    violations: z.array(z.object({ rule: z.object({ name: z.string() }), from: z.string(), to: z.string() })),
  }),
});

type Tree = Record<string, string>;
interface Violation {
  rule: string;
  from: string;
  to: string;
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Writes the tree and runs the cruiser over it as `npm run lint:layers` does; returns what it reports. */
async function cruise(tree: Tree): Promise<Violation[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'layers-'));
  folders.push(folder);
  for (const [file, text] of Object.entries(tree)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  }
  const run = promisify(execFile);
  const args = [DEPCRUISE, 'apps', 'packages', '--config', CONFIG, '--output-type', 'json'];
  // The cruiser exits with the number of errors: a tree with violations rejects, with the report on stdout.
  const stdout = await run(process.execPath, args, { cwd: folder }).then(
    (done) => done.stdout,
    (failed: unknown) => z.object({ stdout: z.string() }).parse(failed).stdout,
  );
  return resultSchema.parse(JSON.parse(stdout)).summary.violations.map(({ rule, from, to }) => ({ rule: rule.name, from, to }));
}

/** The two ends of a module circle in name order, whichever the cruiser reported first. */
const inOrder = (a: string, b: string) => (a < b ? { from: a, to: b } : { from: b, to: a });

/** `import type` only: the rules count type-only imports as imports. */
const uses = (...specifiers: string[]) =>
  specifiers.map((specifier, i) => `import type * as m${i} from '${specifier}';\nexport type T${i} = typeof m${i};\n`).join('') ||
  'export {};\n';

/** The layout in small: every import goes the way the rules allow. */
const ALLOWED: Tree = {
  [`${API}/platform/lib/errors.ts`]: uses(),
  [`${API}/platform/db/schema/jobs.ts`]: uses(),
  [`${API}/platform/db/client.ts`]: uses('./schema/jobs.js', '../lib/errors.js'),
  [`${API}/platform/mail/outbox.ts`]: uses('../db/client.js', '../db/schema/jobs.js'),
  [`${API}/domains/jobs/jobs-service.ts`]: uses('../../platform/db/client.js', '../../platform/mail/outbox.js'),
  [`${API}/domains/jobs/index.ts`]: uses('./jobs-service.js'),
  [`${API}/domains/seo/sitemap.ts`]: uses('../jobs/index.js', '../../platform/lib/errors.js'),
  [`${API}/domains/seo/index.ts`]: uses('./sitemap.js'),
  [`${API}/http/lib/file-response.ts`]: uses('../../platform/lib/errors.js'),
  [`${API}/http/plugins/auth.ts`]: uses('../../domains/jobs/index.js'),
  [`${API}/http/routes/jobs/jobs.ts`]: uses('../../../domains/jobs/index.js', '../../lib/file-response.js', '../../plugins/auth.js'),
  [`${API}/http/routes/seo/sitemap.ts`]: uses('../../../domains/seo/index.js'),
  [`${API}/http/app.ts`]: uses('./routes/jobs/jobs.js', './routes/seo/sitemap.js', './plugins/auth.js', '../domains/seo/index.js'),
  'packages/shared/src/messages.ts': uses(),
  'packages/shared/src/schemas/jobs.ts': uses('../messages.js'),
  'packages/shared/src/index.ts': uses('./messages.js', './schemas/jobs.js'),
  'apps/web/src/lib/api-client.ts': uses(),
  'apps/web/src/features/jobs/api/jobs.ts': uses('../../../lib/api-client.js'),
  'apps/web/src/features/jobs/components/job-list.tsx': uses('../api/jobs.js'),
  'apps/web/src/features/profile/components/profile.tsx': uses('../../../lib/api-client.js'),
  'apps/web/src/app/routes/careers.tsx': uses('../../features/jobs/components/job-list.js', '../../features/profile/components/profile.js'),
};

// Each test runs the cruiser in a child process; a busy 2-core machine can slow that several times over.
describe('the layer rules (npm run lint:layers)', { timeout: 60_000 }, () => {
  test('pass the layout: http -> domains (through their index) -> platform, features composed in app/', async () => {
    expect(await cruise(ALLOWED)).toEqual([]);
  });

  test('each fails on the import it forbids, named by the rule', async () => {
    const violations = await cruise({
      ...ALLOWED,
      // Two modules in a circle through type-only imports.
      [`${API}/platform/lib/circle-a.ts`]: uses('./circle-b.js'),
      [`${API}/platform/lib/circle-b.ts`]: uses('./circle-a.js'),
      // Two folders in a circle through different files: no module circle.
      [`${API}/platform/ring-a/one.ts`]: uses('../ring-b/two.js'),
      [`${API}/platform/ring-b/two.ts`]: uses(),
      [`${API}/platform/ring-b/three.ts`]: uses('../ring-a/four.js'),
      [`${API}/platform/ring-a/four.ts`]: uses(),
      [`${API}/platform/db/schema/up.ts`]: uses('../client.js'),
      [`${API}/platform/lib/to-domain.ts`]: uses('../../domains/seo/index.js'),
      [`${API}/platform/lib/to-http.ts`]: uses('../../http/lib/file-response.js'),
      [`${API}/domains/jobs/to-http.ts`]: uses('../../http/lib/file-response.js'),
      [`${API}/domains/seo/deep.ts`]: uses('../jobs/jobs-service.js'),
      [`${API}/http/lib/deep.ts`]: uses('../../domains/jobs/jobs-service.js'),
      [`${API}/http/plugins/route.ts`]: uses('../routes/seo/sitemap.js'),
      'packages/shared/src/to-app.ts': uses('../../../apps/web/src/lib/api-client.js'),
      'apps/web/src/lib/to-api.ts': uses('../../../api/src/platform/lib/errors.js'),
      'apps/web/src/features/profile/components/to-feature.tsx': uses('../../jobs/api/jobs.js'),
      'apps/web/src/lib/missing.ts': uses('./not-there.js'),
    });
    const expected: Violation[] = [
      // A circle of modules is reported once, from the module the cruiser meets first.
      { rule: 'no-circular', from: `${API}/platform/lib/circle-a.ts`, to: `${API}/platform/lib/circle-b.ts` },
      { rule: 'no-circular-folders', from: `${API}/platform/ring-a`, to: `${API}/platform/ring-b` },
      { rule: 'no-circular-folders', from: `${API}/platform/ring-b`, to: `${API}/platform/ring-a` },
      { rule: 'api-not-to-enclosing-folder', from: `${API}/platform/db/schema/up.ts`, to: `${API}/platform/db/client.ts` },
      { rule: 'platform-not-to-domains-or-http', from: `${API}/platform/lib/to-domain.ts`, to: `${API}/domains/seo/index.ts` },
      { rule: 'platform-not-to-domains-or-http', from: `${API}/platform/lib/to-http.ts`, to: `${API}/http/lib/file-response.ts` },
      { rule: 'domains-not-to-http', from: `${API}/domains/jobs/to-http.ts`, to: `${API}/http/lib/file-response.ts` },
      { rule: 'domain-only-through-index', from: `${API}/domains/seo/deep.ts`, to: `${API}/domains/jobs/jobs-service.ts` },
      { rule: 'domain-only-through-index', from: `${API}/http/lib/deep.ts`, to: `${API}/domains/jobs/jobs-service.ts` },
      { rule: 'routes-only-from-composition', from: `${API}/http/plugins/route.ts`, to: `${API}/http/routes/seo/sitemap.ts` },
      { rule: 'packages-not-to-apps', from: 'packages/shared/src/to-app.ts', to: 'apps/web/src/lib/api-client.ts' },
      { rule: 'app-not-to-other-app', from: 'apps/web/src/lib/to-api.ts', to: 'apps/api/src/platform/lib/errors.ts' },
      {
        rule: 'feature-not-to-other-feature',
        from: 'apps/web/src/features/profile/components/to-feature.tsx',
        to: 'apps/web/src/features/jobs/api/jobs.ts',
      },
      { rule: 'not-to-unresolvable', from: 'apps/web/src/lib/missing.ts', to: './not-there.js' },
    ];
    const reported = violations.map((violation) =>
      violation.rule === 'no-circular' ? { ...violation, ...inOrder(violation.from, violation.to) } : violation,
    );
    for (const violation of expected) expect(reported).toContainEqual(violation);
    // Nothing else but the folder circles those imports make (platform -> domains -> platform, ...).
    expect(violations.filter(({ rule }) => rule !== 'no-circular-folders')).toHaveLength(
      expected.filter(({ rule }) => rule !== 'no-circular-folders').length,
    );
  });

  test('a folder circle that comes back only into a subfolder is not seen (the limit docs/decisions/022 states)', async () => {
    // platform/db's own client.ts uses platform/cache, which uses only platform/db/schema: the folders db and
    // cache import each other, but the cruiser lifts only the importing side to enclosing folders.
    const violations = await cruise({
      ...ALLOWED,
      [`${API}/platform/cache/cache.ts`]: uses('../db/schema/jobs.js'),
      [`${API}/platform/db/client.ts`]: uses('./schema/jobs.js', '../lib/errors.js', '../cache/cache.js'),
    });
    expect(violations).toEqual([]);
  });
});
