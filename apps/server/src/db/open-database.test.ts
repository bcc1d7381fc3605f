import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../test/test-database';
import { testFolder } from '../test/test-folder';
import { queryOne } from './database';
import { MIGRATIONS_FOLDER, openDatabase } from './open-database';

describe('openDatabase', () => {
  it('parses raw results alike on PGlite and PostgreSQL: numbers for bigint and numeric, strings for dates', async () => {
    const { db } = await testDatabase();
    const row = await queryOne(
      db,
      sql`select count(*) as n, 8.5::numeric(6,1) as point, '2026-06-01'::date as day from (values (1), (2)) v(x)`,
    );
    expect(row).toEqual({ n: 2, point: 8.5, day: '2026-06-01' });
  });

  it('migrates a new PGlite folder, and reopens a migrated one without migrating again', async () => {
    const journal = JSON.parse(
      readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const dataDir = testFolder('takeline-open');
    const applied = async () => {
      const database = await openDatabase({ dataDir });
      try {
        const row = await queryOne<{ n: number; users: number }>(
          database.db,
          sql`select (select count(*) from drizzle.__drizzle_migrations) as n,
                     (select count(*) from users) as users`,
        );
        return row;
      } finally {
        await database.close();
      }
    };
    expect(await applied()).toEqual({ n: journal.entries.length, users: 0 });
    expect(await applied()).toEqual({ n: journal.entries.length, users: 0 });
  }, 60_000);
});
