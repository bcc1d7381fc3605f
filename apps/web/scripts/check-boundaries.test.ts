import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBoundaries, MESSAGES } from './check-boundaries';

let root: string | undefined;

/** A throwaway `src` tree: path -> file text. */
function srcTree(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'takeline-boundaries-'));
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

/** "file:line message", sorted, so a failure shows every difference at once. */
function found(srcRoot: string): string[] {
  return checkBoundaries(srcRoot)
    .map(({ file, line, message }) => `${file}:${line} ${message}`)
    .sort();
}

describe('checkBoundaries', () => {
  it('lets a feature use itself, the shared layers and packages', () => {
    const src = srcTree({
      'features/home/components/home-page.tsx': [
        "import Box from '@mui/material/Box';",
        "import { useState } from 'react';",
        "import { paths } from '@/config/paths';",
        "import { formatDate } from '@/lib/format';",
        "import { DataTable } from '../../../components/data-table';",
        "import { tabs } from '../model/tabs';",
        "import type { Tab } from '@/features/home/model/tabs';",
        "// A comment naming '@/features/news' is not an import.",
        "const text = '../../news';",
      ].join('\n'),
      'features/home/model/tabs.ts': [
        "import { SPORTS } from '@takeline/contract';",
        "import { MISSING_VALUE } from '@/lib/format';",
        "import { other } from './other';",
      ].join('\n'),
      'app/routes/home.tsx': [
        "import { HomePage } from '@/features/home/components/home-page';",
        "const News = import('@/features/news/components/news-tab');",
        "import { AppLayout } from '../layout/app-layout';",
      ].join('\n'),
      'lib/format.ts': "import { paths } from '@/config/paths';",
    });
    expect(found(src)).toEqual([]);
  });

  it('catches a feature importing another, however the path is written', () => {
    const src = srcTree({
      'features/home/components/alias.tsx': "import { NewsTab } from '@/features/news';",
      'features/home/components/relative.tsx':
        "import { NewsTab } from '../../news/components/news-tab';",
      'features/home/components/up-and-in.ts':
        "import type { Item } from '../../../features/news/model/item';",
      'features/home/components/re-export.ts': "export { NewsTab } from '@/features/news';",
      'features/home/components/lazy.tsx': [
        '// Dynamic imports count too.',
        "const load = () => import('../../news');",
      ].join('\n'),
      'features/home/components/type-query.ts':
        "type Item = import('@/features/news/model/item').Item;",
      // The brief's own example: from features/home/model/, '../../schedule' is a sibling feature.
      'features/home/model/params.ts': "import { x } from '../../schedule';",
    });
    const crossing = MESSAGES.otherFeature('home', 'news');
    expect(found(src)).toEqual([
      `features/home/components/alias.tsx:1 ${crossing}`,
      `features/home/components/lazy.tsx:2 ${crossing}`,
      `features/home/components/re-export.ts:1 ${crossing}`,
      `features/home/components/relative.tsx:1 ${crossing}`,
      `features/home/components/type-query.ts:1 ${crossing}`,
      `features/home/components/up-and-in.ts:1 ${crossing}`,
      `features/home/model/params.ts:1 ${MESSAGES.otherFeature('home', 'schedule')}`,
    ]);
  });

  it('guards a feature folder that no rule names, from its first file', () => {
    const src = srcTree({
      'features/brand-new/components/page.tsx':
        "import { HomeTabs } from '@/features/home/components/home-tabs';",
      'features/home/components/home-tabs.tsx': "import { x } from '../../brand-new/model/x';",
    });
    expect(found(src)).toEqual([
      `features/brand-new/components/page.tsx:1 ${MESSAGES.otherFeature('brand-new', 'home')}`,
      `features/home/components/home-tabs.tsx:1 ${MESSAGES.otherFeature('home', 'brand-new')}`,
    ]);
  });

  it('keeps lib/, components/ and config/ free of features and the app shell', () => {
    const src = srcTree({
      'lib/format.ts': "import { sportLabel } from '@/features/home/model/sport';",
      'components/data-table.tsx': "import { NewsTab } from '../features/news';",
      'config/paths.ts': "import type { Tab } from '@/features/home/model/tabs';",
      'lib/theme-user.ts': "import { theme } from '@/app/theme';",
    });
    expect(found(src)).toEqual([
      `components/data-table.tsx:1 ${MESSAGES.featureFromShared('components', 'news')}`,
      `config/paths.ts:1 ${MESSAGES.featureFromShared('config', 'home')}`,
      `lib/format.ts:1 ${MESSAGES.featureFromShared('lib', 'home')}`,
      `lib/theme-user.ts:1 ${MESSAGES.appFromShared('lib')}`,
    ]);
  });

  it('keeps features out of the app shell', () => {
    const src = srcTree({
      'features/home/components/tabs.tsx': "import { routes } from '../../../app/router';",
    });
    expect(found(src)).toEqual([
      `features/home/components/tabs.tsx:1 ${MESSAGES.appFromFeature('home')}`,
    ]);
  });

  it("keeps a feature's model/ free of React, MUI and its own components and server calls", () => {
    const src = srcTree({
      'features/home/model/tabs.ts': [
        "import { useState } from 'react';",
        "import Box from '@mui/material/Box';",
        "import { useQuery } from '@tanstack/react-query';",
        "import { HomeTabs } from '../components/home-tabs';",
        "import { useNews } from '@/features/home/api/news';",
        "import { reactionTime } from './react-timing';",
      ].join('\n'),
    });
    expect(found(src)).toEqual([
      `features/home/model/tabs.ts:1 ${MESSAGES.impureModel('home', 'react')}`,
      `features/home/model/tabs.ts:2 ${MESSAGES.impureModel('home', '@mui/material/Box')}`,
      `features/home/model/tabs.ts:3 ${MESSAGES.impureModel('home', '@tanstack/react-query')}`,
      `features/home/model/tabs.ts:4 ${MESSAGES.impureModel('home', 'its components/')}`,
      `features/home/model/tabs.ts:5 ${MESSAGES.impureModel('home', 'its api/')}`,
    ]);
  });

  it('reports a feature file outside the five folders, an index.ts included', () => {
    const src = srcTree({
      'features/home/index.ts': "export { HomeTabs } from './components/home-tabs';",
      'features/home/home-params.ts': 'export const TABS = [];',
      'features/home/lib/tabs.ts': 'export const TABS = [];',
      'features/home/components/home-tabs.tsx': 'export function HomeTabs() {}',
      'features/home/hooks/use-tabs.ts': 'export function useTabs() {}',
      'features/home/testing/rows.ts': 'export const rows = [];',
    });
    const misplaced = MESSAGES.misplaced('home');
    expect(found(src)).toEqual([
      `features/home/home-params.ts:1 ${misplaced}`,
      `features/home/index.ts:1 ${misplaced}`,
      `features/home/lib/tabs.ts:1 ${misplaced}`,
    ]);
  });

  it('finds nothing to report in the web app itself', () => {
    expect(checkBoundaries(fileURLToPath(new URL('../src/', import.meta.url)))).toEqual([]);
  });
});
