/**
 * Scratch folders for a benchmark's servers. A PGlite data folder is about 100 MB after a
 * benchmark's load, so every folder a benchmark makes is removed when it is done with it: a
 * machine that runs the benchmarks often must not fill its disk with them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A new empty folder under the system's temporary folder, named `<prefix>-XXXXXX`. */
export function scratchFolder(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `${prefix}-`));
}

/** Removes a scratch folder; a helper process still writing to it must not fail the run. */
export function removeQuietly(folder: string): void {
  try {
    rmSync(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  } catch (error) {
    console.warn(`Could not remove ${folder}:`, error);
  }
}
