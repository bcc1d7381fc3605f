import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../test/test-database';
import { queryOne } from './database';

describe('openDatabase', () => {
  it('parses raw results alike on PGlite and PostgreSQL: numbers for bigint and numeric, strings for dates', async () => {
    const { db } = await testDatabase();
    const row = await queryOne(
      db,
      sql`select count(*) as n, 8.5::numeric(6,1) as point, '2026-06-01'::date as day from (values (1), (2)) v(x)`,
    );
    expect(row).toEqual({ n: 2, point: 8.5, day: '2026-06-01' });
  });
});
