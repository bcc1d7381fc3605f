import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { anchorsOf, checkDocLinks, headingSlug } from './check-doc-links';

let root: string | undefined;

/** A throwaway repository: path -> file text. */
function repoTree(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'takeline-doc-links-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

// Built from parts so that this file's own text cites nothing.
const doc = (name: string, anchor?: string) => `docs/${name}.md${anchor ? `#${anchor}` : ''}`;

describe('heading anchors', () => {
  it('slug headings as GitHub does', () => {
    expect(headingSlug('1. Markets and lines')).toBe('1-markets-and-lines');
    expect(headingSlug('AI and About')).toBe('ai-and-about');
    expect(headingSlug('The `gameLine` schema (v2)')).toBe('the-gameline-schema-v2');
  });

  it('number repeated headings and skip code fences', () => {
    const anchors = anchorsOf('# Notes\n## Notes\n```\n# not a heading\n```\n### Other');
    expect([...anchors]).toEqual(['notes', 'notes-1', 'other']);
  });
});

describe('checkDocLinks', () => {
  it('reports a missing anchor, file or decision, and a broken Markdown link', () => {
    const tree = repoTree({
      [doc('guide')]:
        '# Guide\n## Stakes\nSee [the ledger](guide.md#ledger) and [0001](decisions/0001-x.md).',
      [path.join('docs', 'decisions', '0001-x.md')]: '# 0001 X',
      'src/ok.ts': `// ${doc('guide', 'stakes')} and decision 0001\n`,
      'src/bad.ts': `// ${doc('guide', 'ledger')}\n// ${doc('missing')}\n// decision 0002\n`,
      'node_modules/pkg/index.ts': `// ${doc('missing')}\n`,
    });
    const found = checkDocLinks(tree)
      .map(({ file, line, target, message }) => `${file}:${line} ${target} ${message}`)
      .sort();
    expect(found).toEqual([
      `${doc('guide')}:3 guide.md#ledger no heading with the anchor #ledger`,
      `src/bad.ts:1 ${doc('guide', 'ledger')} no heading with the anchor #ledger`,
      `src/bad.ts:2 ${doc('missing')} no such file`,
      'src/bad.ts:3 0002 no decision record with this number',
    ]);
  });

  it('finds every citation in this repository resolving', () => {
    const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
    expect(checkDocLinks(repoRoot)).toEqual([]);
  });
});
