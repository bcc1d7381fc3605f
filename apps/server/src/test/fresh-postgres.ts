import pg from 'pg';
import { afterAll, inject } from 'vitest';

/**
 * New, empty PostgreSQL databases for tests that start their own server
 * processes. Named with the run's prefix, so the run's teardown drops them
 * even after a crash; the file's afterAll drops them sooner.
 */
export function useFreshPostgres(): (label: string) => Promise<string> {
  const created: string[] = [];
  afterAll(async () => {
    const base = process.env.DATABASE_URL;
    if (!base) return;
    for (const name of created) {
      await adminQuery(base, `drop database if exists "${name}" with (force)`);
    }
  });
  return async (label) => {
    const base = process.env.DATABASE_URL;
    if (!base) throw new Error('fresh PostgreSQL databases need DATABASE_URL');
    const name = `${inject('pgDatabasePrefix')}${process.pid}_${label}`;
    await adminQuery(base, `create database "${name}"`);
    created.push(name);
    const url = new URL(base);
    url.pathname = `/${name}`;
    return url.toString();
  };
}

export async function adminQuery<T extends pg.QueryResultRow>(
  url: string,
  text: string,
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}
