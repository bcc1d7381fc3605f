import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryRows } from '../../db/database';
import { users } from '../../db/schema';

export async function findProfileRow(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      bio: users.bio,
      createdAt: users.createdAt,
      xpPoints: users.xpPoints,
      ipPoints: users.ipPoints,
      confidencePoints: users.confidencePoints,
      publicProfile: users.publicProfile,
      isAdmin: users.isAdmin,
      loginStreak: users.loginStreak,
      lastLoginDay: users.lastLoginDay,
      isSimulated: users.isSimulated,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function updateProfileRow(
  db: Executor,
  userId: number,
  changes: { bio?: string | null; publicProfile?: number },
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, userId));
}

export async function findStreakHistory(db: Executor, userId: number) {
  return queryRows<{ awarded_at: Date; streak_value: number }>(
    db,
    sql`select awarded_at, streak_value from streak_history
        where user_id = ${userId} order by awarded_at desc`,
  );
}
