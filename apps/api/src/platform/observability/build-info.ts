import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** docs/decisions/027: what this server is: its package's version, and the git commit it was built from. */
export interface BuildInfo {
  version: string;
  /** Recorded by the build (`apps/api/build.mjs` writes dist/build-info.json); null from source or without git. */
  commit: string | null;
}

const buildInfoSchema = z.object({ version: z.string(), commit: z.string().nullable() });
const packageSchema = z.object({ version: z.string() });

/**
 * The compiled server finds dist/build-info.json beside itself (esbuild bundles this module into
 * dist/server.js); run from source, the version is the nearest package.json's (apps/api) and no commit
 * is known.
 */
export function readBuildInfo(moduleUrl: string = import.meta.url): BuildInfo {
  const here = path.dirname(fileURLToPath(moduleUrl));
  const recorded = path.join(here, 'build-info.json');
  if (existsSync(recorded)) {
    const parsed = buildInfoSchema.safeParse(JSON.parse(readFileSync(recorded, 'utf8')));
    if (parsed.success) return parsed.data;
  }
  for (let dir = here; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const parsed = packageSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      return { version: parsed.success ? parsed.data.version : 'unknown', commit: null };
    }
  }
  return { version: 'unknown', commit: null };
}
