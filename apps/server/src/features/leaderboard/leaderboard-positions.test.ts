import { competitionPositions } from '@takeline/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../clock';
import type { Executor } from '../../db/database';
import { queryRows } from '../../db/database';
import { completeEvent, insertEvent, seedUser } from '../../test/event-factory';
import { registerUser, stakeMoneylinePicks } from '../../test/factories';
import { TEST_NOW, useTestApp } from '../../test/test-app';
import { postEntries } from '../ledger/ledger.service';
import { SettlementService } from '../settlement/settlement.service';
import {
  compactLeaderboardScores,
  findLeaderboardPage,
  findLeaderboardPageJson,
  findLeaderboardPosition,
} from './leaderboard.repository';

const t = useTestApp();
const minutesAfter = (minutes: number) => new Date(Date.parse(TEST_NOW) + minutes * MINUTE_MS);

/** The histogram summed per score, and the same counted from the users table. */
async function histogramAndCount(db: Executor) {
  const histogram = await queryRows<{ score: number; users: number }>(
    db,
    sql`select score, sum(users)::int as users from leaderboard_scores
        group by score having sum(users) <> 0 order by score`,
  );
  const counted = await queryRows<{ score: number; users: number }>(
    db,
    sql`select xp_points + ip_points as score, count(*)::int as users from users
        group by 1 order by 1`,
  );
  return { histogram, counted };
}

/** The leaderboard ranked from scratch, as the rules define it (docs/game-rules.md#leaderboard-order). */
async function rankedFromScratch(db: Executor) {
  const rows = await queryRows<{ user_id: number; ranking_score: number }>(
    db,
    sql`select id as user_id, xp_points + ip_points as ranking_score from users
        order by xp_points + ip_points desc, created_at asc, id asc`,
  );
  const positions = competitionPositions(rows.map((row) => row.ranking_score));
  return rows.map((row, index) => ({ ...row, position: positions[index] }));
}

describe('maintained leaderboard positions', () => {
  it('pages through tie groups with competition positions, at every offset and limit', async () => {
    // Scores 50, 40 x3, 30 x2, 10 x2, registered out of score order so ties fall to registration time.
    const scores = [40, 10, 50, 40, 30, 10, 40, 30];
    for (const [index, score] of scores.entries()) {
      await seedUser(t.db, { xp: score - 5, ip: 5 }, minutesAfter(scores.length - index));
    }
    const expected = await rankedFromScratch(t.db);
    expect(expected.map((row) => row.position)).toEqual([1, 2, 2, 2, 5, 5, 7, 7]);
    for (let offset = 0; offset <= scores.length; offset += 1) {
      for (const limit of [1, 2, 3, 100]) {
        const page = await findLeaderboardPage(t.db, limit, offset);
        expect(
          page.map(({ position, user_id, ranking_score }) => ({
            user_id,
            ranking_score,
            position,
          })),
          `offset ${offset}, limit ${limit}`,
        ).toEqual(expected.slice(offset, offset + limit));
        // The route's text (decision 0216) is the same page, row for row.
        expect(JSON.parse(await findLeaderboardPageJson(t.db, limit, offset))).toEqual(page);
      }
    }
  });

  it("answers a user's own position as 1 + the users with a higher score, and null for nobody", async () => {
    const top = await seedUser(t.db, { xp: 100 }, minutesAfter(1));
    const tiedEarly = await seedUser(t.db, { xp: 20 }, minutesAfter(2));
    const tiedLate = await seedUser(t.db, { xp: 20 }, minutesAfter(3));
    const last = await seedUser(t.db, { xp: 0 }, minutesAfter(4));
    expect(await findLeaderboardPosition(t.db, top.id)).toBe(1);
    expect(await findLeaderboardPosition(t.db, tiedEarly.id)).toBe(2);
    expect(await findLeaderboardPosition(t.db, tiedLate.id)).toBe(2);
    expect(await findLeaderboardPosition(t.db, last.id)).toBe(4);
    expect(await findLeaderboardPosition(t.db, 9_999)).toBeNull();
    expect(await findLeaderboardPage(t.db, 10, 4)).toEqual([]);
  });

  it('keeps the histogram equal to the users table through registration, stakes, settlement and compaction', async () => {
    const players = [await registerUser(t.app), await registerUser(t.app)];
    await seedUser(t.db, { xp: 7, ip: 3 });
    const event = await insertEvent(t.db);
    await stakeMoneylinePicks(t.app, players, event.id);
    await completeEvent(t.db, event.id, 6, 2);
    await new SettlementService({ db: t.db, clock: t.clock }).settleEvent(event.id);

    const { histogram, counted } = await histogramAndCount(t.db);
    expect(counted.length).toBeGreaterThan(1);
    expect(histogram).toEqual(counted);
    // Appended rows: more than one per score before the fold, exactly one after, same sums.
    const before = await queryRows<{ rows: number }>(
      t.db,
      sql`select count(*)::int as rows from leaderboard_scores`,
    );
    expect(before[0]?.rows).toBeGreaterThan(counted.length);
    expect(await compactLeaderboardScores(t.db)).toBeGreaterThan(0);
    const after = await queryRows<{ score: number; users: number }>(
      t.db,
      sql`select score, users from leaderboard_scores order by score`,
    );
    expect(after).toEqual(counted);
    expect(await compactLeaderboardScores(t.db)).toBe(0);
    const expected = await rankedFromScratch(t.db);
    const page = await findLeaderboardPage(t.db, 100, 0);
    expect(page.map(({ user_id, position }) => ({ user_id, position }))).toEqual(
      expected.map(({ user_id, position }) => ({ user_id, position })),
    );
  });

  it('stays exact under concurrent sign-ups, grants and folds (PostgreSQL: really concurrent)', async () => {
    const seeded = await Promise.all(
      Array.from({ length: 12 }, (_, i) => seedUser(t.db, { xp: i % 3 }, minutesAfter(i))),
    );
    await Promise.all([
      ...seeded.map((user, i) =>
        t.db.transaction((tx) =>
          postEntries(
            tx,
            [{ userId: user.id, currency: 'xp', amount: 1 + (i % 4), reason: 'admin_grant' }],
            new Date(TEST_NOW),
          ),
        ),
      ),
      compactLeaderboardScores(t.db),
      compactLeaderboardScores(t.db),
    ]);
    await compactLeaderboardScores(t.db);
    const { histogram, counted } = await histogramAndCount(t.db);
    expect(histogram).toEqual(counted);
    for (const user of seeded) {
      const expected = (await rankedFromScratch(t.db)).find((row) => row.user_id === user.id);
      expect(await findLeaderboardPosition(t.db, user.id)).toBe(expected?.position);
    }
  });

  it('appends nothing for an update that moves no score', async () => {
    const user = await seedUser(t.db, { xp: 12 });
    await compactLeaderboardScores(t.db);
    const rows = async () =>
      (
        await queryRows<{ rows: number }>(
          t.db,
          sql`select count(*)::int as rows from leaderboard_scores`,
        )
      )[0]?.rows;
    const before = await rows();
    await t.db.execute(sql`update users set bio = 'hello', win_streak = 2 where id = ${user.id}`);
    expect(await rows()).toBe(before);
  });
});
