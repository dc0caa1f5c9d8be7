// Writes .br and .gz siblings of every text asset in dist/, so the server sends compressed files
// without compressing on each request (@fastify/static's preCompressed option picks them up).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for (const file of files(dist)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const data = readFileSync(file);
  if (data.length < 512) continue;
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count++;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), dist)}`);
