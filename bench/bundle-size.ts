/**
 * Web bundle budget: the JavaScript each route needs before it can render
 * (the entry chunk, the route's own chunk and everything they import
 * statically), raw, gzip and brotli. Lazily loaded tabs, dialogs and charts
 * are not counted: they load on demand.
 *
 *   npm run bench:bundle            # builds the web app, then reports
 *   tsx bench/bundle-size.ts --json # machine-readable
 *
 * Exits with 1 when the home route misses its target (HOME_TARGET_GZIP_BYTES,
 * docs/architecture.md#10-benchmarks). The e2e suite enforces the tighter
 * HOME_BUDGET_GZIP_BYTES, a little above today's size, so the page cannot grow back towards
 * the target unnoticed (decision 0185: MUI and emotion stay out of Home's first download).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const HOME_BUDGET_GZIP_BYTES = 120 * 1024;
/** What the home page should need before it renders (docs/architecture.md#10-benchmarks). */
export const HOME_TARGET_GZIP_BYTES = 150 * 1024;

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

const sizeCache = new Map<string, Size>();
function sizeOf(file: string): Size {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const content = readFileSync(path.join(dist, file));
  const size = {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
  sizeCache.set(file, size);
  return size;
}

/** The chunk and every chunk it imports statically, as output files. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function total(files: Iterable<string>): Size {
  const sum: Size = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = sizeOf(file);
    sum.raw += size.raw;
    sum.gzip += size.gzip;
    sum.brotli += size.brotli;
  }
  return sum;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Plain scripts index.html loads as files before the app: every route pays for them, so they
 * count with the entry. The start-up scripts (colour scheme, Home's first screen) are written
 * into index.html since decision 0188 and travel with the page (about 1 KB gzip), not counted.
 */
function classicScripts(): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script src="\/([^"]+\.js)"(?: async)?><\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((file) => file && existsSync(path.join(dist, file)));
}

export interface RouteReport {
  route: string;
  files: string[];
  js: Size;
}

export function measure(): { routes: RouteReport[]; allChunks: Size; home: RouteReport } {
  if (!existsSync(manifestPath)) {
    throw new Error(`No build manifest at ${manifestPath}. Run \`npm run build\` first.`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk.');
  const entryFiles = staticClosure(manifest, entryKey);
  for (const file of classicScripts()) entryFiles.add(file);

  const routes: RouteReport[] = Object.keys(manifest)
    .filter((key) => key.startsWith('src/app/routes/'))
    .map((key) => {
      const files = staticClosure(manifest, key, new Set(entryFiles));
      return {
        route: path.basename(key, path.extname(key)),
        files: [...files].filter((file) => file.endsWith('.js') || file.endsWith('.css')),
        js: total([...files].filter((file) => file.endsWith('.js'))),
      };
    })
    .sort((a, b) => b.js.gzip - a.js.gzip);
  const home = routes.find((route) => route.route === 'home');
  if (!home) throw new Error('No home route chunk in the manifest.');
  const allChunks = total(
    [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) =>
      file.endsWith('.js'),
    ),
  );
  return { routes, allChunks, home };
}

function main(): void {
  const { routes, allChunks, home } = measure();
  const json = process.argv.includes('--json');
  const report = {
    measured_at: new Date().toISOString(),
    budget_gzip_bytes: HOME_BUDGET_GZIP_BYTES,
    home_initial_js: home.js,
    within_budget: home.js.gzip <= HOME_BUDGET_GZIP_BYTES,
    target_gzip_bytes: HOME_TARGET_GZIP_BYTES,
    target_met: home.js.gzip <= HOME_TARGET_GZIP_BYTES,
    routes: routes.map(({ route, js, files }) => ({ route, js, chunks: files.length })),
    all_js: allChunks,
  };
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/bundle-size.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  if (json) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    console.log('Initial JavaScript per route (entry + route chunk + static imports)\n');
    console.log(
      `${'route'.padEnd(22)}${'raw'.padStart(11)}${'gzip'.padStart(11)}${'brotli'.padStart(11)}`,
    );
    for (const { route, js } of routes) {
      console.log(
        `${route.padEnd(22)}${kb(js.raw).padStart(11)}${kb(js.gzip).padStart(11)}${kb(js.brotli).padStart(11)}`,
      );
    }
    console.log(
      `\nAll JavaScript: ${kb(allChunks.raw)} raw, ${kb(allChunks.gzip)} gzip, ${kb(allChunks.brotli)} brotli`,
    );
    console.log(
      `Home budget: ${kb(home.js.gzip)} gzip of ${kb(HOME_BUDGET_GZIP_BYTES)} -> ${report.within_budget ? 'OK' : 'OVER BUDGET'}`,
    );
    console.log(
      `Home target: ${kb(home.js.gzip)} gzip, target <= ${kb(HOME_TARGET_GZIP_BYTES)} -> ${report.target_met ? 'met' : 'MISSED'}`,
    );
  }
  if (!report.within_budget || !report.target_met) process.exitCode = 1;
}

// Run as a script; the e2e suite imports measure() to enforce the budget.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
