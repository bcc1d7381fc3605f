import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryOne, queryRows } from '../../db/database';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

/** The columns a settlement writes on each sentiment (settlement.repository.ts). */
const SETTLED_COLUMNS = ['outcome', 'xp_points', 'ip_points', 'settled_at'];

/**
 * A settlement's sentiment writes are heap-only (decision 0170) only while no index covers a
 * column it changes and the table's pages leave room for the new row versions.
 */
describe('sentiments storage for heap-only settlement writes', () => {
  it('has no index on a column the settlement writes', async () => {
    const indexes = await queryRows<{
      name: string;
      columns: string[];
      expressions: string | null;
      predicate: string | null;
    }>(
      t.db,
      sql`select i.relname as name,
            array(select a.attname from pg_attribute a
                  where a.attrelid = x.indrelid and a.attnum = any(x.indkey))::text[] as columns,
            pg_get_expr(x.indexprs, x.indrelid) as expressions,
            pg_get_expr(x.indpred, x.indrelid) as predicate
          from pg_index x join pg_class i on i.oid = x.indexrelid
          where x.indrelid = 'sentiments'::regclass`,
    );
    expect(indexes.length).toBeGreaterThan(0);
    const covering = indexes.filter((index) =>
      SETTLED_COLUMNS.some(
        (column) =>
          index.columns.includes(column) ||
          `${index.expressions ?? ''} ${index.predicate ?? ''}`.includes(column),
      ),
    );
    expect(covering.map((index) => index.name)).toEqual([]);
  });

  it('fills its pages only half, leaving room for each row’s settled version', async () => {
    const table = await queryOne<{ options: string[] | null }>(
      t.db,
      sql`select reloptions as options from pg_class where oid = 'sentiments'::regclass`,
    );
    expect(table?.options).toContain('fillfactor=50');
  });
});
