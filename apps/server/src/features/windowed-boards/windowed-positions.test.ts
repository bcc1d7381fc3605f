import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../clock';
import { queryOne, queryRows } from '../../db/database';
import { completeEvent, insertEvent, seedSentiment, seedUser } from '../../test/event-factory';
import { useTestApp } from '../../test/test-app';
import { SettlementService } from '../settlement/settlement.service';
import {
  compactScoreWindowScores,
  findWindowedPage,
  findWindowedPageJson,
  findWindowedPosition,
  foldScoreWindows,
  READ_FOLD_MAX_ENTRIES,
  type ScoreWindowKey,
} from './windowed-boards.repository';

const t = useTestApp();

/** Every window key that has rows. */
async function windowKeys() {
  return queryRows<ScoreWindowKey & { period_start: string }>(
    t.db,
    sql`select distinct kind, period_start::text as period_start, sport from score_windows`,
  ).then((rows) => rows.map((row) => ({ ...row, periodStart: row.period_start })));
}

/**
 * The maintained counts, positions and pages of every window against ranking its rows whole:
 * the score counts sum to the rows per score, and the reads agree with rank().
 */
async function expectPositionsMatchRanking() {
  const keys = await windowKeys();
  expect(keys.length).toBeGreaterThan(0);
  for (const key of keys) {
    const where = sql`kind = ${key.kind} and period_start = ${key.periodStart} and sport = ${key.sport}`;
    const mismatch = await queryOne<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from (
            select score, sum(users) as users from score_window_scores where ${where} group by score
          ) c full join (
            select score, count(*) as users from score_windows where ${where} group by score
          ) r using (score)
          where coalesce(c.users, 0) <> coalesce(r.users, 0)`,
    );
    expect(mismatch?.n, JSON.stringify(key)).toBe(0);
    const ranked = await queryRows<{ position: number; user_id: number }>(
      t.db,
      sql`select (rank() over (order by score desc))::int as position, user_id from score_windows
          where ${where} order by score desc, user_created_at, user_id`,
    );
    for (const row of ranked) {
      expect(await findWindowedPosition(t.db, key, row.user_id)).toBe(row.position);
    }
    for (let offset = 0; offset <= ranked.length; offset += 1) {
      const page = await findWindowedPage(t.db, key, 2, offset);
      expect(page.map((row) => [row.position, row.user_id])).toEqual(
        ranked.slice(offset, offset + 2).map((row) => [row.position, row.user_id]),
      );
      // The route's text (decision 0216) is the same page, row for row.
      expect(JSON.parse(await findWindowedPageJson(t.db, key, 2, offset, 0))).toEqual(page);
    }
  }
}

describe('windowed positions (decision 0145)', () => {
  it('keep each window’s score counts equal to its rows through stakes, wins, losses and grants', async () => {
    const players = [];
    for (let i = 0; i < 6; i += 1) players.push(await seedUser(t.db, { ip: 20, xp: i % 3 }));
    const mlb = await insertEvent(t.db);
    const nfl = await insertEvent(t.db, { sportKey: 'americanfootball_nfl' });
    for (const [i, player] of players.entries()) {
      await seedSentiment(t.db, {
        userId: player.id,
        eventId: i % 2 === 0 ? mlb.id : nfl.id,
        market: 'moneyline',
        selectionType: i % 3 === 0 ? 'Take' : 'Pass',
        selectionValue: 'home',
        confidenceStake: 1 + (i % 4),
        stakedIp: i % 3,
        price: 120,
      });
    }
    // Stakes folded before settling, so settlement moves scores that already have rows.
    await foldScoreWindows(t.db);
    t.clock.advance(5 * HOUR_MS);
    await completeEvent(t.db, mlb.id, 5, 2);
    await completeEvent(t.db, nfl.id, 1, 3);
    const settler = new SettlementService({ db: t.db, clock: t.clock });
    await settler.settleEvent(mlb.id);
    await foldScoreWindows(t.db);
    await expectPositionsMatchRanking();
    await settler.settleEvent(nfl.id);
    await seedUser(t.db, {}, t.clock.now());
    await foldScoreWindows(t.db);
    await expectPositionsMatchRanking();
    expect(await compactScoreWindowScores(t.db)).toBeGreaterThan(0);
    const duplicates = await queryOne<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from (
            select 1 from score_window_scores group by kind, period_start, sport, score
            having count(*) > 1) d`,
    );
    expect(duplicates?.n).toBe(0);
    await expectPositionsMatchRanking();
  });

  it('lets a reader fold at most READ_FOLD_MAX_ENTRIES entries; the lifecycle folds the rest', async () => {
    const queued = async () =>
      (await queryOne<{ n: number }>(t.db, sql`select count(*)::int as n from score_window_queue`))
        ?.n ?? 0;
    for (let i = 0; i < 60; i += 1) await seedUser(t.db, { xp: 1 + i });
    const before = await queued();
    expect(before).toBeGreaterThan(READ_FOLD_MAX_ENTRIES);
    const response = await t.app.inject({ url: '/api/leaderboards?window=week' });
    expect(response.statusCode).toBe(200);
    expect(await queued()).toBe(before - READ_FOLD_MAX_ENTRIES);
    await t.app.lifecycle.run('scan-completed');
    expect(await queued()).toBe(0);
    expect((await t.app.inject({ url: '/api/leaderboards?window=week' })).json()).toHaveLength(60);
    await expectPositionsMatchRanking();
  });
});
