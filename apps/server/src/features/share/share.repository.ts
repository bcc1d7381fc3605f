import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { events, sentiments, users } from '../../db/schema';

/** One pick with its owner and game, for the shared-pick page and card. */
export async function findPickRow(db: Executor, pickId: number) {
  const [row] = await db
    .select({
      id: sentiments.id,
      userId: sentiments.userId,
      username: users.username,
      publicProfile: users.publicProfile,
      eventId: events.id,
      sportKey: events.sportKey,
      sportTitle: events.sportTitle,
      homeTeam: events.homeTeam,
      awayTeam: events.awayTeam,
      homeScore: events.homeScore,
      awayScore: events.awayScore,
      commenceTime: events.commenceTime,
      market: sentiments.market,
      selectionType: sentiments.selectionType,
      selectionValue: sentiments.selectionValue,
      defaultValue: sentiments.defaultValue,
      customValue: sentiments.customValue,
      isCustom: sentiments.isCustom,
      price: sentiments.price,
      outcome: sentiments.outcome,
      xpPoints: sentiments.xpPoints,
      ipPoints: sentiments.ipPoints,
      settledAt: sentiments.settledAt,
      sharedAt: sentiments.sharedAt,
    })
    .from(sentiments)
    .innerJoin(users, eq(users.id, sentiments.userId))
    .innerJoin(events, eq(events.id, sentiments.eventId))
    .where(eq(sentiments.id, pickId));
  return row;
}

export type PickRow = NonNullable<Awaited<ReturnType<typeof findPickRow>>>;

export async function setPickShared(db: Executor, pickId: number, sharedAt: Date | null) {
  await db.update(sentiments).set({ sharedAt }).where(eq(sentiments.id, pickId));
}
