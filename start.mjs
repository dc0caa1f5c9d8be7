// The README's start: `node start.mjs`. Builds the parts of the production build whose sources changed
// since their last build (scripts/lib/build-freshness.mjs; nothing when all are up to date), then runs
// the server, apps/api/dist/server.js, in this very process: no other process stays beside it, and
// signals and exit codes are the server's own, exactly as with `node apps/api/dist/server.js`.
import { build } from './scripts/lib/build-freshness.mjs';

const code = await build();
if (code !== 0) process.exit(code);
await import('./apps/api/dist/server.js');
