import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * A new empty folder for one test's files (a PGlite folder, a web build, an nginx config),
 * inside this run's own scratch folder, which the run removes when it ends (global-setup.ts).
 * Folders made straight in the system's temporary folder stayed behind: about 470 per run of the
 * server suite, some holding a 40 MB database.
 */
export function testFolder(prefix: string): string {
  return mkdtempSync(path.join(inject('testScratchFolder'), `${prefix}-`));
}
