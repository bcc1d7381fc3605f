import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Comments cite docs in the repo by section anchor (docs/architecture.md#11-house-habits).
 * This finds every such citation in the source, tests and docs, and every relative link in
 * the Markdown, and reports the ones whose file, heading or decision record does not exist,
 * so a renamed heading or a typo cannot leave a citation pointing nowhere.
 */

export interface BrokenLink {
  /** Relative to the checked root, with forward slashes. */
  file: string;
  line: number;
  target: string;
  message: string;
}

/** Generated or installed trees: nobody writes citations there. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'data',
  '.git',
  'test-results',
  'playwright-report',
  'artifacts',
  'results',
  'logos',
]);
const SCANNED_FILE = /\.(ts|tsx|md)$/;

/** `docs/<name>.md#anchor` or `docs/decisions/<name>.md` written anywhere in a file. */
const DOC_CITATION = /\bdocs\/[\w./-]+?\.md(?:#[\w-]+)?/g;
/** A Markdown link or image target: `](target)`. */
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
/** "decision 0007", "decisions 0050-0052" (the first number), "(decision 0013)". */
const DECISION_NUMBER = /\bdecisions? (\d{4})\b/g;

/** GitHub's heading slug: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file: its heading slugs, repeats numbered as GitHub does. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    const heading = inFence ? undefined : /^#{1,6}\s+(.*)$/.exec(line)?.[1];
    if (!heading) continue;
    const slug = headingSlug(heading);
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

function filesUnder(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (!SKIPPED_DIRS.has(name)) found.push(...filesUnder(full));
    } else if (SCANNED_FILE.test(name)) {
      found.push(full);
    }
  }
  return found;
}

/** Every broken citation or link under `root` (the repository). */
export function checkDocLinks(root: string): BrokenLink[] {
  const anchorCache = new Map<string, Set<string>>();
  const anchorsIn = (file: string) => {
    let anchors = anchorCache.get(file);
    if (!anchors) {
      anchors = anchorsOf(readFileSync(file, 'utf8'));
      anchorCache.set(file, anchors);
    }
    return anchors;
  };
  const decisionsDir = path.join(root, 'docs', 'decisions');
  const decisionNumbers = new Set(
    existsSync(decisionsDir) ? readdirSync(decisionsDir).map((name) => name.slice(0, 4)) : [],
  );

  const broken: BrokenLink[] = [];
  for (const file of filesUnder(root)) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    const lines = readFileSync(file, 'utf8').split('\n');
    const report = (line: number, target: string, message: string) =>
      broken.push({ file: relative, line: line + 1, target, message });
    /** Resolves a file and an optional anchor; reports what is missing. */
    const check = (line: number, target: string, filePath: string, anchor: string | undefined) => {
      if (!existsSync(filePath)) return report(line, target, 'no such file');
      if (anchor && filePath.endsWith('.md') && !anchorsIn(filePath).has(anchor)) {
        report(line, target, `no heading with the anchor #${anchor}`);
      }
    };

    lines.forEach((text, line) => {
      for (const [target] of text.matchAll(DOC_CITATION)) {
        const [docPath = '', anchor] = target.split('#');
        check(line, target, path.join(root, docPath), anchor);
      }
      for (const [, number = ''] of text.matchAll(DECISION_NUMBER)) {
        if (!decisionNumbers.has(number))
          report(line, number, 'no decision record with this number');
      }
      if (!file.endsWith('.md')) return;
      for (const [, target = ''] of text.matchAll(MARKDOWN_LINK)) {
        if (/^[a-z]+:/i.test(target)) continue; // http:, https:, mailto:
        const [linkPath = '', anchor] = target.split('#');
        check(line, target, linkPath ? path.resolve(path.dirname(file), linkPath) : file, anchor);
      }
    });
  }
  return broken;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const broken = checkDocLinks(root);
  for (const { file, line, target, message } of broken) {
    console.error(`${file}:${line} ${target}: ${message}`);
  }
  if (broken.length > 0) process.exit(1);
  console.log('Every docs citation and Markdown link resolves.');
}
