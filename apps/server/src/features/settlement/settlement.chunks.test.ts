import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { queryOne, queryRows } from '../../db/database';
import {
  completeEvent,
  insertEvent,
  seedHomeTake,
  seedSentiment,
  seedUser,
} from '../../test/event-factory';
import { balancesOf, expectLedgerInvariant } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { type SettlementRef, settlementEventsFor } from '../stream/settlement-events';
import { chunkFilter } from './settlement.repository';
import { SettlementService, settlementChunks } from './settlement.service';

/**
 * A settlement split into chunks of users (decision 0192), on the real database: each chunk its
 * own transaction (side by side on PostgreSQL, in turn on PGlite's one connection).
 */
const t = useTestApp();
const CHUNKS = 3;

/** Users whose ids fall in every chunk, each with a winning moneyline and a pushed IP total. */
async function seedSettlingEvent(users: number) {
  const event = await insertEvent(t.db);
  const ids: number[] = [];
  for (let i = 0; i < users; i += 1) {
    const { id } = await seedUser(t.db);
    ids.push(id);
    await seedHomeTake(t.db, id, event.id);
    // Total 7 against a custom 7: a push, the IP stake comes back.
    await seedSentiment(t.db, {
      userId: id,
      eventId: event.id,
      market: 'totals',
      selectionType: 'Take',
      selectionValue: 'over',
      defaultValue: 8.5,
      customValue: 7,
      stakedIp: 1,
    });
  }
  await completeEvent(t.db, event.id, 5, 2);
  return { eventId: event.id, ids };
}

async function outcomes(eventId: string) {
  return queryRows<{ user_id: number; outcome: string }>(
    t.db,
    sql`select user_id, outcome from sentiments where event_id = ${eventId} order by id`,
  );
}

async function eventStatus(eventId: string) {
  const row = await queryOne<{ status: string }>(
    t.db,
    sql`select status from events where id = ${eventId}`,
  );
  return row?.status;
}

/** Every settlement outbox row's expansion: which sentiments each pushes as settled. */
async function pushedPicks(ids: number[]) {
  const rows = await queryRows<{ payload: SettlementRef }>(
    t.db,
    sql`select payload from stream_outbox where type = 'settlement' order by id`,
  );
  const picks: number[] = [];
  for (const row of rows) {
    for (const event of await settlementEventsFor(t.db, row.payload, ids)) {
      if (event.type === 'pick_settled') {
        picks.push((JSON.parse(event.payload) as { sentiment_id: number }).sentiment_id);
      }
    }
  }
  return { rows: rows.length, picks: picks.sort((a, b) => a - b) };
}

/** The users of the second chunk, as the settlement's SQL splits them. */
async function secondChunkUsers(ids: number[]) {
  const rows = await queryRows<{ id: number }>(
    t.db,
    sql`select id from users where id = any(${`{${ids.join(',')}}`}::int[])${chunkFilter({ part: 1, of: CHUNKS }, sql`id`)}`,
  );
  return new Set(rows.map((row) => row.id));
}

async function sentimentIds(eventId: string) {
  const rows = await queryRows<{ id: number }>(
    t.db,
    sql`select id from sentiments where event_id = ${eventId} order by id`,
  );
  return rows.map((row) => Number(row.id));
}

/** Each pick's entries: one stake, one refund, and one XP entry for the moneyline Win. */
async function entriesPerReason(eventId: string) {
  return queryRows<{ reason: string; currency: string; n: number; picks: number }>(
    t.db,
    sql`select reason, currency, count(*)::int as n, count(distinct sentiment_id)::int as picks
        from ledger_entries where sentiment_id in (select id from sentiments where event_id = ${eventId})
        group by reason, currency order by reason, currency`,
  );
}

/** Each user's moneyline won and total pushed; each pick has one stake, one refund, one XP entry. */
async function expectEveryPickSettledAndPaidOnce(eventId: string, ids: number[]) {
  expect((await outcomes(eventId)).map((row) => row.outcome)).toEqual(
    ids.flatMap(() => ['Win', 'Draw']),
  );
  const n = ids.length;
  expect(await entriesPerReason(eventId)).toEqual([
    { reason: 'stake', currency: 'confidence', n, picks: n },
    { reason: 'stake', currency: 'ip', n, picks: n },
    { reason: 'stake_refund', currency: 'confidence', n, picks: n },
    { reason: 'stake_refund', currency: 'ip', n, picks: n },
    { reason: 'win_xp', currency: 'xp', n, picks: n },
  ]);
}

/**
 * Makes the ledger insert of the chunk holding one of `second`'s users raise `raise` (a PL/pgSQL
 * `raise exception` argument) when `when` holds: a real failure inside that chunk's statement.
 */
async function failSecondChunk(
  ids: number[],
  second: Set<number>,
  failure: { when: string; raise: string },
) {
  const doomed = ids.find((id) => second.has(id));
  if (doomed === undefined) throw new Error('no user in the second chunk');
  await t.db.execute(
    sql.raw(`
    create function fail_second_chunk() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from new_rows where user_id = ${doomed}) and ${failure.when} then
        raise exception ${failure.raise};
      end if;
      return null;
    end $$`),
  );
  await t.db.execute(sql`
    create trigger fail_second_chunk after insert on ledger_entries
    referencing new table as new_rows for each statement execute function fail_second_chunk()`);
  const disarm = async () => {
    await t.db.execute(sql`drop trigger fail_second_chunk on ledger_entries`);
    await t.db.execute(sql`drop function fail_second_chunk()`);
  };
  return { doomed, disarm };
}

describe('a settlement in chunks of users', () => {
  it('pays the same as a whole settlement and pushes each pick once, one outbox row per chunk', async () => {
    const { eventId, ids } = await seedSettlingEvent(7);
    const result = await new SettlementService({
      db: t.db,
      clock: t.clock,
      chunks: CHUNKS,
    }).settleEvent(eventId);

    expect(result).toEqual({ eventId, settledSentiments: 14, alreadySettled: false });
    expect(await eventStatus(eventId)).toBe('settled');
    await expectEveryPickSettledAndPaidOnce(eventId, ids);
    expect(await pushedPicks(ids)).toEqual({ rows: CHUNKS, picks: await sentimentIds(eventId) });
    await expectLedgerInvariant(t.db);
  });

  it('leaves a failed chunk pending, the event unsettled, and pays it once on the retry', async () => {
    const { eventId, ids } = await seedSettlingEvent(7);
    const second = await secondChunkUsers(ids);
    // A real failure inside the second chunk's statement: its ledger insert raises.
    const { doomed, disarm } = await failSecondChunk(ids, second, {
      when: 'true',
      raise: `'simulated crash in the second chunk'`,
    });
    const settler = new SettlementService({ db: t.db, clock: t.clock, chunks: CHUNKS });

    const crash = (await settler.settleEvent(eventId).catch((error: unknown) => error)) as Error;
    expect(String((crash.cause as Error | undefined)?.message ?? crash.message)).toMatch(
      /simulated crash/,
    );
    // The other chunks committed; the second chunk's users are untouched, the event not settled.
    const afterCrash = await outcomes(eventId);
    for (const row of afterCrash) {
      if (second.has(row.user_id)) expect(row.outcome).toBe('Pending');
      else expect(row.outcome).not.toBe('Pending');
    }
    expect(await eventStatus(eventId)).toBe('completed');
    const doomedBefore = await balancesOf(t.db, doomed);
    await expectLedgerInvariant(t.db);

    await disarm();
    t.clock.advance(60_000);
    const retry = await settler.settleEvent(eventId);

    const secondChunk = afterCrash.filter((row) => second.has(row.user_id)).length;
    expect(retry).toEqual({ eventId, settledSentiments: secondChunk, alreadySettled: false });
    expect(await eventStatus(eventId)).toBe('settled');
    // Every pick paid once, across the two calls.
    await expectEveryPickSettledAndPaidOnce(eventId, ids);
    expect((await balancesOf(t.db, doomed))?.xp).toBeGreaterThan(doomedBefore?.xp ?? 0);
    // Both calls' rows are pushed, each pick once: the outbox row of a chunk names its time.
    expect(await pushedPicks(ids)).toEqual({
      rows: CHUNKS,
      picks: await sentimentIds(eventId),
    });
    expect(await settler.settleEvent(eventId)).toEqual({
      eventId,
      settledSentiments: 0,
      alreadySettled: true,
    });
    await expectLedgerInvariant(t.db);
  });

  it('counts the chunks that committed before a retried failure in the call that settled them', async () => {
    const { eventId, ids } = await seedSettlingEvent(7);
    // The second chunk's first attempt fails as a serialisation failure would (SQLSTATE 40001,
    // which settleEvent retries); a sequence, outside the rolled-back transaction, makes it once.
    await t.db.execute(sql`create sequence fail_once_seq`);
    const { disarm } = await failSecondChunk(ids, await secondChunkUsers(ids), {
      when: `nextval('fail_once_seq') = 1`,
      raise: `'simulated serialisation failure' using errcode = '40001'`,
    });

    const result = await new SettlementService({
      db: t.db,
      clock: t.clock,
      chunks: CHUNKS,
    })
      .settleEvent(eventId)
      .finally(async () => {
        await disarm();
        await t.db.execute(sql`drop sequence fail_once_seq`);
      });

    // All 14 picks, though the retry itself found only the second chunk's still pending.
    expect(result).toEqual({ eventId, settledSentiments: 14, alreadySettled: false });
    expect(await eventStatus(eventId)).toBe('settled');
    await expectEveryPickSettledAndPaidOnce(eventId, ids);
    await expectLedgerInvariant(t.db);
  });
});

describe('SETTLEMENT_CHUNKS', () => {
  it('defaults to 2 on PostgreSQL and 1 on PGlite, takes 1 to 16, and refuses anything else', () => {
    expect(settlementChunks(loadConfig({}), 'postgres')).toBe(2);
    expect(settlementChunks(loadConfig({}), 'pglite')).toBe(1);
    expect(settlementChunks(loadConfig({ SETTLEMENT_CHUNKS: '4' }), 'pglite')).toBe(4);
    for (const bad of ['0', '17', '1.5', 'two']) {
      expect(() => loadConfig({ SETTLEMENT_CHUNKS: bad })).toThrow(/SETTLEMENT_CHUNKS/);
    }
  });

  it('leaves a pool connection free: refuses as many chunks as connections, defaults below it', () => {
    expect(() => loadConfig({ SETTLEMENT_CHUNKS: '4', DATABASE_POOL_SIZE: '4' })).toThrow(
      /SETTLEMENT_CHUNKS must be less than DATABASE_POOL_SIZE/,
    );
    expect(loadConfig({ SETTLEMENT_CHUNKS: '3', DATABASE_POOL_SIZE: '4' }).settlementChunks).toBe(
      3,
    );
    // A pool of one has nothing to spare: one chunk, as configured or by default.
    expect(loadConfig({ SETTLEMENT_CHUNKS: '1', DATABASE_POOL_SIZE: '1' }).settlementChunks).toBe(
      1,
    );
    expect(settlementChunks(loadConfig({ DATABASE_POOL_SIZE: '2' }), 'postgres')).toBe(1);
    expect(settlementChunks(loadConfig({ DATABASE_POOL_SIZE: '1' }), 'postgres')).toBe(1);
    expect(settlementChunks(loadConfig({ DATABASE_POOL_SIZE: '3' }), 'postgres')).toBe(2);
  });
});
