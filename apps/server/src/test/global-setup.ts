import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Prefix of this run's throwaway PostgreSQL databases (when DATABASE_URL is set). */
    pgDatabasePrefix: string;
    /** This run's folder for the tests' files (test-folder.ts); removed when the run ends. */
    testScratchFolder: string;
  }
}

const STALE_AFTER_MS = 6 * 3600 * 1000;

/**
 * The run's scratch folder, which every test's files go into and which goes when the run ends.
 * On PostgreSQL each worker also makes its own database named after this run, and the run drops
 * them all at the end (plus any left by crashed runs hours ago).
 */
export default async function setup(project: TestProject) {
  const runStarted = Date.now();
  const prefix = `takeline_test_${runStarted}_`;
  project.provide('pgDatabasePrefix', prefix);
  const scratch = mkdtempSync(path.join(tmpdir(), 'takeline-test-run-'));
  project.provide('testScratchFolder', scratch);
  const url = process.env.DATABASE_URL;
  if (url) {
    await dropDatabases(url, (name) => {
      const started = Number(name.split('_')[2]);
      return Number.isFinite(started) && runStarted - started > STALE_AFTER_MS;
    });
  }
  return async () => {
    rmSync(scratch, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    if (url) await dropDatabases(url, (name) => name.startsWith(prefix));
  };
}

async function dropDatabases(url: string, shouldDrop: (name: string) => boolean) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like 'takeline_test_%'",
    );
    for (const { datname } of rows.filter((row) => shouldDrop(row.datname))) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await client.end();
  }
}
