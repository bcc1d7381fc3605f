// @ts-check
/**
 * A TypeScript entry compiled once by esbuild into one JavaScript file, kept until its inputs
 * change, so `npm start` runs plain node instead of loading tsx and transpiling every module
 * (docs/decisions/0117-start-runs-a-cached-server-bundle.md). The files are CommonJS so that
 * scripts/run-bundle.mjs can run them with V8's code cache
 * (docs/decisions/0210-start-keeps-v8s-code-cache.md). Plain JavaScript because it runs before
 * anything could compile TypeScript.
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
 * `import.meta.url`, which a CommonJS bundle does not have (and an ES module bundle would answer
 * with its own URL), so each source's `import.meta.url` becomes the URL of the file it was
 * written in.
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
 * Packages that stay outside the bundle and load from node_modules as usual: native modules, and
 * packages that find files beside themselves (WASM, static assets, their own package.json,
 * worker scripts), which a bundle would move away from them. Everything else is compiled in:
 * one file instead of some 800 package modules found and loaded one by one saves about a third
 * of loading the server (docs/decisions/0209-start-compiles-the-packages-in.md). Making a bundle
 * fails when a package compiled in uses `__dirname`, `__filename` or `import.meta`: add that
 * package here.
 */
const KEPT_OUTSIDE = [
  '@electric-sql/pglite', // its WASM and file-system image
  '@node-rs/argon2', // native
  '@resvg/resvg-js', // native
  'satori', // its WASM (yoga)
  '@fastify/swagger', // reads its own package.json
  '@fastify/swagger-ui', // serves its own static files
  'pino', // its transports run worker files beside it
  'thread-stream',
];

/** @param {string} specifier */
const keptOutside = (specifier) =>
  KEPT_OUTSIDE.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/**
 * A package kept outside is named by the exact file its importer would load, so a package
 * compiled in that depends on its own copy of it (nested in its node_modules) still gets that
 * copy.
 * @type {import('esbuild').Plugin}
 */
const packagesOutside = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      // Built-in modules are left to esbuild, which keeps them outside on its own (platform node).
      if (!keptOutside(args.path) || args.pluginData === 'resolving') return undefined;
      // The bundle is CommonJS: it requires every package kept outside, so each is resolved as
      // `require` would (a package's CommonJS entry when it has one for each).
      const resolved = await build.resolve(args.path, {
        kind: 'require-call',
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'resolving',
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: resolved.path, external: true };
    });
  },
};

/**
 * A package compiled in that finds files through `__dirname` or `__filename` would look beside the
 * bundle instead of beside itself, and one that reads `import.meta` would find it empty (a
 * CommonJS file has none; esbuild then writes `var import_meta = {};`). Refused when the bundle is
 * made, naming the package, rather than when a request reaches that code.
 * @param {string} bundle
 */
function refuseFileRelativeCode(bundle) {
  const text = readFileSync(bundle, 'utf8');
  const match = /\b__(dirname|filename)\b|\bvar import_meta\d* = \{\};/.exec(text);
  if (!match) return;
  rmSync(bundle, { force: true });
  // esbuild heads each module it compiles in with a comment naming its file.
  const source = [...text.slice(0, match.index).matchAll(/^\/\/ (\S+)$/gm)].at(-1)?.[1];
  const uses = match[1] ? match[0] : 'import.meta';
  throw new Error(
    `${source ?? 'a package'} uses ${uses}, which the bundle does not give it: ` +
      'add its package to KEPT_OUTSIDE in scripts/bundle-cache.mjs.',
  );
}

/**
 * Compiles `entry` and what it imports into one CommonJS file at `outfile`, the packages of
 * KEPT_OUTSIDE left to load from node_modules. Throws, leaving no file, when a package compiled
 * in uses `__dirname`, `__filename` or `import.meta` (our own sources' `import.meta.url` is
 * rewritten above).
 * @param {string} entry absolute path
 * @param {string} outfile absolute path
 */
export async function compileBundle(entry, outfile) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: `node${process.versions.node.split('.')[0]}`,
    // `import()` becomes `require`: a `vm.Script` (scripts/run-bundle.mjs) can only import with
    // an experimental flag.
    supported: { 'dynamic-import': false },
    logLevel: 'warning',
    plugins: [sourceLocations, packagesOutside],
  });
  refuseFileRelativeCode(outfile);
}

/**
 * The path of an up-to-date bundle of `entry`, compiling it first when its inputs changed.
 * @param {{ name: string, entry: string, inputs: string[] }} options
 *   name: the bundle's file name prefix; entry: relative to the repository root; inputs:
 *   files and folders the bundle is made from (besides the shared ones)
 * @returns {Promise<string>}
 */
export async function cachedBundle({ name, entry, inputs }) {
  const file = path.join(CACHE_DIR, `${name}-${inputsHash(inputs)}.cjs`);
  if (existsSync(file)) return file;
  mkdirSync(CACHE_DIR, { recursive: true });
  // Older bundles of this entry go with their code caches (and the ES module bundles made before
  // decision 0210); another start's half-written `.tmp` is left alone.
  for (const old of readdirSync(CACHE_DIR)) {
    if (old.startsWith(`${name}-`) && /\.(cjs|mjs|v8cache)$/.test(old)) {
      rmSync(path.join(CACHE_DIR, old), { force: true });
    }
  }
  const temporary = `${file}.${process.pid}.tmp`;
  await compileBundle(path.join(REPO_ROOT, entry), temporary);
  // Renamed into place only when complete, so a start killed mid-build leaves no broken bundle.
  renameSync(temporary, file);
  return file;
}

/**
 * What the server's bundle is made from. `npm start` runs that bundle (`runServerBundle` in
 * scripts/run-bundle.mjs), and so do the e2e suite and `apps/server/src/main.test.ts`.
 */
export const SERVER_INPUTS = [
  'apps/server/package.json',
  'apps/server/src',
  'packages/contract/src',
];

/** The path of an up-to-date bundle of the server (`apps/server/src/main.ts`). */
export function serverBundle() {
  return cachedBundle({ name: 'server', entry: 'apps/server/src/main.ts', inputs: SERVER_INPUTS });
}

/**
 * What the web build's half of `npm start` (scripts/ensure-web-build.ts) is made from: every
 * file of ours it imports. scripts/bundle-cache.test.ts holds this list to what esbuild bundles.
 */
export const WEB_BUILD_CHECK_INPUTS = [
  'scripts/ensure-web-build.ts',
  'scripts/web-build-inputs.ts',
  'scripts/web-build-lock.ts',
  'apps/server/src/ops/web-app-build.ts',
  'apps/server/src/ops/socket-lock.ts',
];

/** The path of an up-to-date bundle of scripts/ensure-web-build.ts. */
export function webBuildCheckBundle() {
  return cachedBundle({
    name: 'ensure-web-build',
    entry: 'scripts/ensure-web-build.ts',
    inputs: WEB_BUILD_CHECK_INPUTS,
  });
}
