import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as zlibGzip } from 'node:zlib';

/**
 * Writes .br and .gz next to each text asset of the build, so the server sends
 * them pre-compressed (no compression work per request).
 */
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt']);
/** Below this, a compressed copy saves too few bytes to be worth keeping. */
const MIN_BYTES = 1024;

// zlib's asynchronous calls run on libuv's thread pool, so the assets compress side by side on
// every core; brotli at its best quality is most of a cold build's compression time
// (docs/decisions/0219-a-cold-build-in-less-time.md).
const gzip = promisify(zlibGzip);
const brotli = promisify(brotliCompress);

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

async function compress(file: string): Promise<boolean> {
  if (!COMPRESSIBLE.has(path.extname(file))) return false;
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return false;
  const [gzipped, brotlied] = await Promise.all([
    gzip(content, { level: 9 }),
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ]);
  await Promise.all([writeFile(`${file}.gz`, gzipped), writeFile(`${file}.br`, brotlied)]);
  return true;
}

/** Compresses every text asset under `dir` (listed before any is written); answers how many. */
export async function compressAssets(dir: string): Promise<number> {
  const done = await Promise.all([...files(dir)].map(compress));
  return done.filter(Boolean).length;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  const count = await compressAssets(dist);
  console.log(`compressed ${count} assets in ${path.relative(process.cwd(), dist) || dist}`);
}
