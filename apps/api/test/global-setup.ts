import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Tests that start real server processes (helpers/server-process.ts) run the production start,
 * `node apps/api/dist/server.js`; it is built once here, before any test file runs, from the source
 * under test (esbuild: well under a second).
 */
export default function setup(): void {
  execFileSync(process.execPath, [path.join(API_ROOT, 'build.mjs')], { stdio: ['ignore', 'ignore', 'inherit'] });
}
