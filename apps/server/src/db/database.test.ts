import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase, usingPostgres } from '../test/test-database';
import { type Executor, queryJsonArray, queryPreparedRows, queryRows } from './database';

/** A statement whose text stays the same while its parameters change, as the group commit's. */
const echo = (n: number, day: string) =>
  sql`select ${n}::int as n, ${n}::bigint * 2 as twice, (${n}::numeric / 4)::numeric(6,2) as quarter,
        ${day}::date as day, (${day}::date + time '12:00')::timestamptz as at`;

/** The statements this connection holds prepared under `name`. */
const preparedNamed = (tx: Executor, name: string) =>
  queryRows<{ statement: string; runs: number }>(
    tx,
    sql`select statement, (generic_plans + custom_plans)::int as runs
        from pg_prepared_statements where name = ${name}`,
  );

describe('queryPreparedRows (decision 0214)', () => {
  it('answers exactly as queryRows does, with the same parsers, whatever the parameters', async () => {
    const { db } = await testDatabase();
    for (const [n, day] of [
      [1, '2026-06-01'],
      [7, '2026-12-31'],
      [-3, '2027-02-28'],
    ] as const) {
      const prepared = await queryPreparedRows(db, 'test_echo', echo(n, day));
      expect(prepared).toEqual(await queryRows(db, echo(n, day)));
      expect(prepared[0]).toMatchObject({ n, twice: 2 * n, quarter: n / 4, day });
    }
  });

  it('prepares the statement once per connection on PostgreSQL, which then only runs it', async () => {
    const { db } = await testDatabase();
    await db.transaction(async (tx) => {
      // A transaction keeps one connection, so the statements it prepared can be seen.
      for (let n = 1; n <= 7; n += 1) {
        await queryPreparedRows(tx, 'test_echo_once', echo(n, '2026-06-01'));
      }
      const held = await preparedNamed(tx, 'test_echo_once');
      if (usingPostgres) {
        expect(held).toEqual([{ statement: expect.stringContaining('as quarter'), runs: 7 }]);
      } else {
        // Inside a transaction PGlite runs it unnamed (decision 0226): nothing is kept.
        expect(held).toEqual([]);
      }
    });
  });

  // Decision 0226: `npm start`'s PGlite keeps the statement too, outside a transaction.
  it.skipIf(usingPostgres)(
    'prepares the statement once on PGlite, which then only runs it',
    async () => {
      const { db } = await testDatabase();
      for (let n = 1; n <= 7; n += 1) {
        const [row] = await queryPreparedRows(db, 'test_echo_pglite', echo(n, '2026-06-01'));
        expect(row).toMatchObject({ n, twice: 2 * n });
      }
      expect(await preparedNamed(db, 'test_echo_pglite')).toEqual([
        { statement: expect.stringContaining('as quarter'), runs: 7 },
      ]);
    },
  );

  it('answers a failing run with the database error and runs the statement again after it', async () => {
    const { db } = await testDatabase();
    const divide = (by: number) => sql`select 12 / ${by}::int as q`;
    await expect(queryPreparedRows(db, 'test_divide', divide(0))).rejects.toMatchObject({
      // drizzle wraps the driver's error as the cause of its own "Failed query".
      cause: { code: '22012' },
    });
    expect(await queryPreparedRows(db, 'test_divide', divide(4))).toEqual([{ q: 3 }]);
  });

  it('refuses a name used for a different text, on either database, before running it', async () => {
    const { db } = await testDatabase();
    await queryPreparedRows(db, 'test_echo_twice', echo(1, '2026-06-01'));
    await expect(queryPreparedRows(db, 'test_echo_twice', sql`select 1 as n`)).rejects.toThrow(
      'The statement name "test_echo_twice" is already used for another text',
    );
  });
});

describe('queryJsonArray (decision 0215)', () => {
  it("answers the rows as one JSON array in the query's own order, every value typed and escaped", async () => {
    const { db } = await testDatabase();
    // 2,000 rows ordered against the order they are made in, with ties broken by a second key.
    const rows = sql`select n::int as id, (n % 7)::int as bucket, 'name ' || n as label,
          n % 2 = 0 as even, case when n % 5 = 0 then null else n * 3 end as maybe
        from generate_series(1, 2000) n
        order by n % 7 desc, n asc`;
    const answer = await queryJsonArray(db, rows);
    expect(typeof answer).toBe('string');
    expect(JSON.parse(answer ?? 'null')).toEqual(await queryRows(db, rows));

    const tricky = 'O\'Brien "Ace" \\ tab\t line\n ✓ ümlaut';
    const text = await queryJsonArray(db, sql`select ${tricky}::text as name, 7::int as n`);
    expect(JSON.parse(text ?? 'null')).toEqual([{ name: tricky, n: 7 }]);
  });

  it('answers null when the query has no rows', async () => {
    const { db } = await testDatabase();
    expect(
      await queryJsonArray(db, sql`select n from generate_series(1, 3) n where n > 3 order by n`),
    ).toBeNull();
  });
});
