import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The part of a Vite manifest's chunk this reads (the manifest has more per chunk: src, css, …). */
const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), isEntry: z.boolean().optional(), imports: z.array(z.string()).optional() }),
);

/**
 * The JS files a lazily loaded page needs beyond the entry chunk, read from the web build's Vite
 * manifest (empty when there is none). The server names them in <link rel="modulepreload"> so the
 * browser fetches the page's code alongside the entry instead of after it.
 */
export function lazyChunkFiles(dist: string, source: string): string[] {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return [];
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(source);
  return [...files];
}
