import {
  type EventStatus,
  type GameLine,
  type Market,
  rankForXp,
  type SelectionType,
  type SelectionValue,
} from '@takeline/contract';
import { eq } from 'drizzle-orm';
import { HOUR_MS } from '../clock';
import type { Executor } from '../db/database';
import { events, sentiments, users } from '../db/schema';
import { debit, postEntries } from '../features/ledger/ledger.service';
import { TEST_NOW } from './test-app';

/**
 * Inserts events (and, for speed, users) straight into the database, so
 * sentiment and settlement tests need neither a feed nor the test tools.
 */

export type EventRow = typeof events.$inferInsert;

let eventCounter = 0;
let userCounter = 0;

/** Yankees v Red Sox as a sportsbook prices it: every market open, no draw. */
export const MLB_GAME_LINE: GameLine = {
  h2h_home_team_value: -142,
  h2h_away_team_value: 120,
  h2h_draw_value: null,
  spreads_home_team_point: -1.5,
  spreads_home_team_value: 130,
  spreads_away_team_point: 1.5,
  spreads_away_team_value: -155,
  totals_over_point: 8.5,
  totals_over_value: -105,
  totals_under_point: 8.5,
  totals_under_value: -115,
};

/** An upcoming MLB game two hours after TEST_NOW, with every market priced. */
export function eventFor(overrides: Partial<EventRow> = {}): EventRow {
  eventCounter += 1;
  return {
    id: `evt-${eventCounter}`,
    sportKey: 'baseball_mlb',
    sportTitle: 'MLB',
    homeTeam: 'New York Yankees',
    awayTeam: 'Boston Red Sox',
    commenceTime: new Date(Date.parse(TEST_NOW) + 2 * HOUR_MS),
    status: 'upcoming',
    origin: 'odds_api',
    ...MLB_GAME_LINE,
    ...overrides,
  };
}

export async function insertEvent(db: Executor, overrides: Partial<EventRow> = {}) {
  const row = eventFor(overrides);
  await db.insert(events).values(row);
  return row;
}

/** A soccer game: three-way moneyline with a draw price. */
export function soccerEventFor(overrides: Partial<EventRow> = {}): Partial<EventRow> {
  return {
    sportKey: 'soccer_usa_mls',
    sportTitle: 'MLS',
    homeTeam: 'LA Galaxy',
    awayTeam: 'Seattle Sounders FC',
    h2h_home_team_value: 150,
    h2h_away_team_value: 170,
    h2h_draw_value: 240,
    spreads_home_team_point: -0.5,
    spreads_home_team_value: 110,
    spreads_away_team_point: 0.5,
    spreads_away_team_value: -130,
    totals_over_point: 2.5,
    totals_over_value: -110,
    totals_under_point: 2.5,
    totals_under_value: -110,
    ...overrides,
  };
}

/** Moves an event to completed with a final score (what the lifecycle job does). */
export async function completeEvent(db: Executor, id: string, home: number, away: number) {
  await db
    .update(events)
    .set({ status: 'completed', homeScore: home, awayScore: away })
    .where(eq(events.id, id));
}

export async function setEventStatus(db: Executor, id: string, status: EventStatus) {
  await db.update(events).set({ status }).where(eq(events.id, id));
}

export async function updateEventLine(db: Executor, id: string, changes: Partial<EventRow>) {
  await db.update(events).set(changes).where(eq(events.id, id));
}

export interface SeededUser {
  id: number;
  username: string;
}

/**
 * A user with the given balances, granted through the ledger (no password
 * hashing, so property tests can make many). Log-in is not possible.
 */
export async function seedUser(
  db: Executor,
  balances: { confidence?: number; ip?: number; xp?: number; publicProfile?: 0 | 1 } = {},
  at: Date = new Date(TEST_NOW),
): Promise<SeededUser> {
  userCounter += 1;
  const username = `seeded${userCounter}`;
  const [row] = await db
    .insert(users)
    .values({
      username,
      email: `${username}@example.com`,
      name: `Seeded ${userCounter}`,
      passwordHash: 'not-a-hash',
      publicProfile: balances.publicProfile ?? 0,
      rankTier: rankForXp(balances.xp ?? 0).name,
      createdAt: at,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('seedUser: insert returned no row');
  await postEntries(
    db,
    [
      {
        userId: row.id,
        currency: 'confidence',
        amount: balances.confidence ?? 10,
        reason: 'signup_grant',
      },
      { userId: row.id, currency: 'ip', amount: balances.ip ?? 5, reason: 'signup_grant' },
      { userId: row.id, currency: 'xp', amount: balances.xp ?? 0, reason: 'admin_grant' },
    ],
    at,
  );
  return { id: row.id, username };
}

export interface SentimentSeed {
  userId: number;
  eventId: string;
  market: Market;
  selectionType: SelectionType;
  selectionValue: SelectionValue;
  defaultValue?: number | null;
  customValue?: number | null;
  confidenceStake?: number;
  stakedIp?: number;
  price?: number | null;
}

/**
 * Records a sentiment as the submission path stores it, staking through the
 * ledger, without the submission rules: for settlement tests that need
 * exact rows (the HTTP path is tested in features/sentiment).
 */
export async function seedSentiment(
  db: Executor,
  seed: SentimentSeed,
  at: Date = new Date(TEST_NOW),
): Promise<number> {
  const [row] = await db
    .insert(sentiments)
    .values({
      userId: seed.userId,
      eventId: seed.eventId,
      market: seed.market,
      selectionType: seed.selectionType,
      selectionValue: seed.selectionValue,
      defaultValue: seed.defaultValue ?? null,
      customValue: seed.customValue ?? null,
      isCustom: seed.customValue !== undefined && seed.customValue !== null,
      confidencePointsStaked: seed.confidenceStake ?? 0,
      stakedIp: seed.stakedIp ?? 0,
      price: seed.price ?? null,
      createdAt: at,
    })
    .returning({ id: sentiments.id });
  if (!row) throw new Error('seedSentiment: insert returned no row');
  for (const [currency, amount] of [
    ['confidence', seed.confidenceStake ?? 0],
    ['ip', seed.stakedIp ?? 0],
  ] as const) {
    if (amount === 0) continue;
    const ok = await debit(
      db,
      { userId: seed.userId, currency, amount, reason: 'stake', sentimentId: row.id },
      at,
    );
    if (!ok)
      throw new Error(`seedSentiment: user ${seed.userId} cannot stake ${amount} ${currency}`);
  }
  return row.id;
}

/** A moneyline Take on the home side staking 2 confidence points at -110: wins when home wins. */
export function seedHomeTake(db: Executor, userId: number, eventId: string): Promise<number> {
  return seedSentiment(db, {
    userId,
    eventId,
    market: 'moneyline',
    selectionType: 'Take',
    selectionValue: 'home',
    confidenceStake: 2,
    price: -110,
  });
}
