// `npm run build`: the web app (apps/web/dist), then the API server (apps/api/dist), each by its
// workspace's own build script, recorded so that `node start.mjs` starts them without building again
// (scripts/lib/build-freshness.mjs).
import { build } from './lib/build-freshness.mjs';

process.exitCode = await build({ force: true });
