// Writes a Brotli copy (`name.br`, quality 11) beside every compressible file of the build, for the
// server to send to browsers that accept it (every current one does). Compressing at quality 11 is
// too slow for a request but costs the build a few seconds; the server never compresses Brotli
// itself and falls back to gzip for a file without a copy. Runs after prerender.mjs.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** Text types (the server gzips the same ones), and only files where compression pays. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

const dist = join(import.meta.dirname, '..', 'dist');
let files = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(dist, { recursive: true })) {
  const full = join(dist, name);
  if (!COMPRESSIBLE.has(extname(name)) || name.startsWith('.vite') || !statSync(full).isFile()) continue;
  const body = readFileSync(full);
  if (body.length <= 512) continue;
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  writeFileSync(`${full}.br`, br);
  files++;
  before += body.length;
  after += br.length;
}
console.log(`compress: ${files} Brotli copies, ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB`);
