import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Prefix of this run's throwaway PostgreSQL databases (when DATABASE_URL is set). */
    pgDatabasePrefix: string;
  }
}

const STALE_AFTER_MS = 6 * 3600 * 1000;

/**
 * On PostgreSQL each worker makes its own database named after this run, and
 * the run drops them all at the end (plus any left by crashed runs hours ago).
 * On PGlite there is nothing to do here.
 */
export default async function setup(project: TestProject) {
  const runStarted = Date.now();
  const prefix = `takeline_test_${runStarted}_`;
  project.provide('pgDatabasePrefix', prefix);
  const url = process.env.DATABASE_URL;
  if (!url) return;

  await dropDatabases(url, (name) => {
    const started = Number(name.split('_')[2]);
    return Number.isFinite(started) && runStarted - started > STALE_AFTER_MS;
  });
  return async () => {
    await dropDatabases(url, (name) => name.startsWith(prefix));
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
