import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The JS files a lazily loaded page needs beyond the entry chunk, read from the web build's Vite
 * manifest (empty when there is none). The server names them in <link rel="modulepreload"> so the
 * browser fetches the page's code alongside the entry instead of after it.
 */
export function lazyChunkFiles(dist: string, source: string): string[] {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
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
