import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { idArray, queryOne } from '../../db/database';
import { leaderboardHistory, users } from '../../db/schema';

export interface NewUser {
  name: string;
  email: string;
  username: string;
  /** Null only for a simulated demo player, who can never log in. */
  passwordHash: string | null;
  isAdmin?: boolean;
  isSimulated?: boolean;
  publicProfile?: number;
  bio?: string;
}

export async function insertUser(
  tx: Executor,
  user: NewUser,
  at: Date,
): Promise<{ id: number; username: string }> {
  const [row] = await insertUsers(tx, [user], at);
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/** Several accounts in one statement (the demo players, decision 0212). */
export async function insertUsers(
  tx: Executor,
  newUsers: readonly NewUser[],
  at: Date,
): Promise<{ id: number; username: string }[]> {
  if (newUsers.length === 0) return [];
  return tx
    .insert(users)
    .values(newUsers.map((user) => ({ ...user, createdAt: at })))
    .returning({ id: users.id, username: users.username });
}

/** The user whose username key (docs/security.md#usernames) is `key`. */
export async function findUserByUsername(db: Executor, key: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      passwordHash: users.passwordHash,
      isAdmin: users.isAdmin,
    })
    .from(users)
    .where(eq(users.usernameKey, key))
    .limit(1);
  return row;
}

export async function findUserById(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function updatePasswordHash(db: Executor, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Which of username (by its key) and email (case-insensitive) are already taken. */
export async function findTakenIdentity(db: Executor, usernameKey: string, email: string) {
  return queryOne<{ username_taken: boolean; email_taken: boolean }>(
    db,
    sql`select
          exists(select 1 from users where username_key = ${usernameKey}) as username_taken,
          exists(select 1 from users where lower(email) = lower(${email})) as email_taken`,
  );
}

export async function setAdmin(db: Executor, userId: number): Promise<void> {
  await db.update(users).set({ isAdmin: true }).where(eq(users.id, userId));
}

/** New accounts' first trend point, in one statement for any number of them. */
export async function recordLeaderboardPoints(
  tx: Executor,
  userIds: readonly number[],
  at: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  await tx.execute(sql`
    insert into ${leaderboardHistory} (user_id, recorded_at, ranking_score, xp_points, ip_points)
    select id, ${at.toISOString()}::timestamptz, xp_points + ip_points, xp_points, ip_points
    from users where id = any(${idArray(userIds)}::int[])`);
}

/**
 * Claims today's login for a user. Exactly one concurrent caller gets a row
 * back (the insert that wins the primary key); the rest get undefined. The
 * streak continues from yesterday's row, if there is one.
 */
export async function claimLoginDay(
  tx: Executor,
  userId: number,
  today: string,
  yesterday: string,
  at: Date,
): Promise<{ streak: number } | undefined> {
  return queryOne<{ streak: number }>(
    tx,
    sql`insert into login_days (user_id, day, streak, first_login_at)
        values (
          ${userId}, ${today}::date,
          coalesce((select streak from login_days where user_id = ${userId} and day = ${yesterday}::date), 0) + 1,
          ${at.toISOString()}::timestamptz
        )
        on conflict (user_id, day) do nothing
        returning streak`,
  );
}

export async function findLoginDay(db: Executor, userId: number, day: string) {
  return queryOne<{ streak: number }>(
    db,
    sql`select streak from login_days where user_id = ${userId} and day = ${day}::date`,
  );
}

export async function updateLoginStreak(tx: Executor, userId: number, streak: number, day: string) {
  await tx.execute(
    sql`update users set login_streak = ${streak}, last_login_day = ${day}::date where id = ${userId}`,
  );
}

export async function insertStreakHistory(
  tx: Executor,
  userId: number,
  day: string,
  streak: number,
  at: Date,
) {
  await tx.execute(sql`
    insert into streak_history (user_id, awarded_day, awarded_at, streak_value)
    values (${userId}, ${day}::date, ${at.toISOString()}::timestamptz, ${streak})`);
}
