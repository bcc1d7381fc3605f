import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The web app's import boundaries and feature layout, checked by `npm run lint`
 * (docs/decisions/0061-web-feature-layout-and-formatting.md). Biome's import rule cannot
 * say "any feature but this one", so the rules live here once, and feature folders are read
 * from disk: a new feature is guarded from its first file. Every specifier counts, relative
 * or through the `@/` alias, static, dynamic, re-exported or type-only.
 */

export interface Violation {
  /** Relative to the checked `src` folder, with forward slashes. */
  file: string;
  line: number;
  /** The import at fault; empty when the file itself is misplaced. */
  specifier: string;
  message: string;
}

const SHARED_LAYERS = new Set(['lib', 'components', 'config']);
/** What a feature's model/ (its pure logic) may not import. */
const UI_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'recharts',
  '@mui/',
  '@emotion/',
  '@tanstack/',
];
/** The one layout of a feature folder; `model/` is its pure logic, `testing/` its test fixtures. */
export const FEATURE_FOLDERS = ['api', 'components', 'hooks', 'model', 'testing'] as const;
const NON_PURE_FOLDERS = new Set(['components', 'hooks', 'api']);
const SOURCE_FILE = /\.(ts|tsx)$/;

export const MESSAGES = {
  otherFeature: (from: string, to: string) =>
    `features/${from} imports features/${to}: features do not import each other; compose them in app/routes, share through components/ or lib/.`,
  appFromFeature: (from: string) =>
    `features/${from} imports the app shell: features do not import app/.`,
  featureFromShared: (layer: string, to: string) =>
    `${layer}/ imports features/${to}: lib/, components/ and config/ serve every feature and depend on none.`,
  appFromShared: (layer: string) =>
    `${layer}/ imports the app shell: lib/, components/ and config/ do not import app/.`,
  misplaced: (feature: string) =>
    `is outside features/${feature}'s folders: a feature's files live in ${FEATURE_FOLDERS.map((name) => `${name}/`).join(', ')} (no index.ts: routes import the module they render, so each screen keeps its own chunk).`,
  impureModel: (feature: string, what: string) =>
    `features/${feature}/model/ imports ${what}: model/ holds pure logic, without React, MUI or server calls.`,
} as const;

/** Every file's import specifiers with their line numbers. */
export function importsOf(
  fileName: string,
  text: string,
): Array<{ specifier: string; line: number }> {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: Array<{ specifier: string; line: number }> = [];
  const add = (node: ts.Node) => {
    if (!ts.isStringLiteralLike(node)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ specifier: node.text, line });
  };
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      add(node.moduleSpecifier);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0]
    ) {
      add(node.arguments[0]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference)
    ) {
      add(node.moduleReference.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The path inside `src` an import points at, or null for a package or anything outside `src`. */
function targetOf(srcRoot: string, file: string, specifier: string): string[] | null {
  let absolute: string;
  if (specifier.startsWith('@/')) absolute = path.join(srcRoot, specifier.slice(2));
  else if (specifier.startsWith('.')) absolute = path.resolve(path.dirname(file), specifier);
  else return null;
  const relative = path.relative(srcRoot, absolute);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative === '' ? [] : relative.split(path.sep);
}

function isUiPackage(specifier: string): boolean {
  return UI_PACKAGES.some((name) =>
    name.endsWith('/')
      ? specifier.startsWith(name)
      : specifier === name || specifier.startsWith(`${name}/`),
  );
}

/** The rule one import breaks, if any. `from` and `to` are paths inside `src`, split. */
function ruleBroken(from: readonly string[], to: readonly string[] | null, specifier: string) {
  const [fromArea, fromFeature, fromFolder] = from;
  if (fromArea === 'features' && fromFolder === 'model' && fromFeature) {
    if (to === null && isUiPackage(specifier)) return MESSAGES.impureModel(fromFeature, specifier);
    const [toArea, toFeature, toFolder] = to ?? [];
    if (
      toArea === 'features' &&
      toFeature === fromFeature &&
      NON_PURE_FOLDERS.has(toFolder ?? '')
    ) {
      return MESSAGES.impureModel(fromFeature, `its ${toFolder}/`);
    }
  }
  if (to === null) return null;
  const [toArea, toFeature] = to;
  if (fromArea === 'features' && fromFeature) {
    if (toArea === 'app') return MESSAGES.appFromFeature(fromFeature);
    if (toArea === 'features' && toFeature && toFeature !== fromFeature) {
      return MESSAGES.otherFeature(fromFeature, toFeature);
    }
    return null;
  }
  if (fromArea && SHARED_LAYERS.has(fromArea)) {
    if (toArea === 'app') return MESSAGES.appFromShared(fromArea);
    if (toArea === 'features') return MESSAGES.featureFromShared(fromArea, toFeature ?? '*');
  }
  return null;
}

function isFeatureFolder(folder: string | undefined, depth: number): boolean {
  return depth > 3 && (FEATURE_FOLDERS as readonly string[]).includes(folder ?? '');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return SOURCE_FILE.test(name) ? [full] : [];
  });
}

/** Checks every .ts/.tsx file under `srcRoot` (the web app's `src`). */
export function checkBoundaries(srcRoot: string): Violation[] {
  const violations: Violation[] = [];
  for (const file of sourceFiles(srcRoot)) {
    const from = path.relative(srcRoot, file).split(path.sep);
    const [area, feature, folder] = from;
    if (area === 'features' && feature && !isFeatureFolder(folder, from.length)) {
      violations.push({
        file: from.join('/'),
        line: 1,
        specifier: '',
        message: MESSAGES.misplaced(feature),
      });
    }
    for (const { specifier, line } of importsOf(file, readFileSync(file, 'utf8'))) {
      const message = ruleBroken(from, targetOf(srcRoot, file, specifier), specifier);
      if (message) violations.push({ file: from.join('/'), line, specifier, message });
    }
  }
  return violations;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const srcRoot = fileURLToPath(new URL('../src/', import.meta.url));
  const violations = checkBoundaries(srcRoot);
  for (const { file, line, specifier, message } of violations) {
    console.error(`apps/web/src/${file}:${line} ${specifier && `'${specifier}' `}${message}`);
  }
  if (violations.length > 0) {
    console.error(`${violations.length} import boundary violation(s) in apps/web/src.`);
    process.exitCode = 1;
  }
}
