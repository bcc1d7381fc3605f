// @ts-check
/**
 * A TypeScript entry compiled once by esbuild into one JavaScript file, kept until its inputs
 * change, so `npm start` runs plain node instead of loading tsx and transpiling every module
 * (docs/decisions/0117-start-runs-a-cached-server-bundle.md). Plain JavaScript because it runs
 * before anything could compile TypeScript.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));
/** Removed with node_modules, so a fresh `npm ci` also starts from fresh bundles. */
export const CACHE_DIR = path.join(REPO_ROOT, 'node_modules/.cache/takeline-start');

/** Read by every bundle: the packages they import and how TypeScript is configured. */
const SHARED_INPUTS = [
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/bundle-cache.mjs',
  'packages/contract/package.json',
];
const SKIPPED = [/\.test\.tsx?$/, /(^|\/)node_modules\//, /(^|\/)test\//];

/** @param {string} relative @returns {string[]} */
function listFiles(relative) {
  const absolute = path.join(REPO_ROOT, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute)
    .sort()
    .flatMap((name) => listFiles(path.posix.join(relative, name)));
}

/**
 * Paths and contents of the inputs, plus where the checkout is: the bundle names its sources'
 * own locations (see `sourceLocations`), so a moved checkout gets a new bundle.
 * @param {string[]} inputs files or folders relative to the repository root
 */
export function inputsHash(inputs) {
  const hash = createHash('sha256');
  hash.update(`${REPO_ROOT}\0${process.version}\0`);
  for (const file of [...SHARED_INPUTS, ...inputs].flatMap(listFiles)) {
    if (SKIPPED.some((pattern) => pattern.test(file))) continue;
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(REPO_ROOT, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Our sources find files beside themselves (migrations, the web build, fonts) from
 * `import.meta.url`; in a bundle that would be the bundle's own URL, so each source's
 * `import.meta.url` becomes the URL of the file it was written in.
 * @type {import('esbuild').Plugin}
 */
const sourceLocations = {
  name: 'source-locations',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/**
 * Packages stay outside the bundle and load from node_modules as usual (PGlite's WASM, native
 * modules, files packages read beside themselves); only our workspace packages, which are
 * TypeScript, are compiled in.
 * @type {import('esbuild').Plugin}
 */
const packagesOutside = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@takeline/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * The path of an up-to-date bundle of `entry`, compiling it first when its inputs changed.
 * @param {{ name: string, entry: string, inputs: string[] }} options
 *   name: the bundle's file name prefix; entry: relative to the repository root; inputs:
 *   files and folders the bundle is made from (besides the shared ones)
 * @returns {Promise<string>}
 */
export async function cachedBundle({ name, entry, inputs }) {
  const file = path.join(CACHE_DIR, `${name}-${inputsHash(inputs)}.mjs`);
  if (existsSync(file)) return file;
  const { build } = await import('esbuild');
  mkdirSync(CACHE_DIR, { recursive: true });
  // Older bundles of this entry go; another start's half-written `.tmp` is left alone.
  for (const old of readdirSync(CACHE_DIR)) {
    if (old.startsWith(`${name}-`) && old.endsWith('.mjs')) {
      rmSync(path.join(CACHE_DIR, old), { force: true });
    }
  }
  const temporary = `${file}.${process.pid}.tmp`;
  await build({
    entryPoints: [path.join(REPO_ROOT, entry)],
    outfile: temporary,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    logLevel: 'warning',
    plugins: [sourceLocations, packagesOutside],
  });
  // Renamed into place only when complete, so a start killed mid-build leaves no broken bundle.
  renameSync(temporary, file);
  return file;
}
