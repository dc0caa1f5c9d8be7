import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The landing route's budget for the JS fetched before it renders, gzip (PUB-17, docs/decisions/005). */
export const INITIAL_JS_BUDGET_KB = 120;

/**
 * The JS the browser fetches before the landing page can render: the entry script and every modulepreload
 * in the built index.html of `dist` (apps/web/dist), each gzipped at level 9. Lazy chunks are excluded.
 */
export function initialJs(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const urls = new Set();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(match[1]);
  const files = [...urls].map((url) => {
    const data = readFileSync(path.join(dist, url));
    return { url, rawKb: data.length / 1024, gzipKb: gzipSync(data, { level: 9 }).length / 1024 };
  });
  return { files, gzipKb: files.reduce((sum, f) => sum + f.gzipKb, 0) };
}
