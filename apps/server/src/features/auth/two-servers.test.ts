import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/open-database';
import { balancesOf, expectLedgerInvariant, registerUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { testDatabaseUrl, usingPostgres } from '../../test/test-database';

const t = useTestApp();

/** Two app instances with their own connection pools on one PostgreSQL database. */
describe.runIf(usingPostgres)('two servers on one PostgreSQL', () => {
  it('grant the daily reward once for logins spread across both', async () => {
    const url = testDatabaseUrl();
    if (!url) throw new Error('no PostgreSQL test database');
    const second = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
    const other = await buildApp({ database: second, clock: t.clock, config: t.config });
    try {
      const { user, password } = await registerUser(t.app, { username: 'roamer' });
      const payload = { username: 'roamer', password };
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 === 0 ? t.app : other).inject({
            method: 'POST',
            url: '/api/users/login',
            payload,
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
      expect(responses.filter((response) => response.json().rewardGiven)).toHaveLength(1);
      expect((await balancesOf(t.db, user.id))?.confidence).toBe(11);
      await expectLedgerInvariant(t.db);
    } finally {
      await other.close();
      await second.close();
    }
  });

  it('share one login limit: failures on either server count against both', async () => {
    const url = testDatabaseUrl();
    if (!url) throw new Error('no PostgreSQL test database');
    const second = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
    const other = await buildApp({ database: second, clock: t.clock, config: t.config });
    try {
      const { password } = await registerUser(t.app, { username: 'guarded' });
      const guess = { username: 'guarded', password: 'wrong-guess-123' };
      for (let i = 0; i < t.config.loginMaxFailures; i += 1) {
        const server = i % 2 === 0 ? t.app : other;
        const response = await server.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: guess,
        });
        expect(response.statusCode).toBe(401);
      }
      for (const server of [t.app, other]) {
        const limited = await server.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { username: 'guarded', password },
        });
        expect(limited.statusCode).toBe(429);
      }
    } finally {
      await other.close();
      await second.close();
    }
  });

  it('migrate a fresh database when both start at once', async () => {
    const url = new URL(testDatabaseUrl() ?? '');
    const name = `${url.pathname.slice(1)}_fresh`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    url.pathname = `/${name}`;
    try {
      const [a, b] = await Promise.all([
        openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' }),
        openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' }),
      ]);
      const tables = await a.db.execute(
        sql`select count(*)::int as n from pg_tables where schemaname = 'public'`,
      );
      expect((tables as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThanOrEqual(8);
      await Promise.all([a.close(), b.close()]);
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
