import { sql } from 'drizzle-orm';
import { type Executor, queryOne } from '../../db/database';

/** Opens a session for a new token; it ends at `expiresAt` at the latest, like the token. */
export async function createSession(
  db: Executor,
  userId: number,
  at: Date,
  expiresAt: Date,
): Promise<number> {
  const row = await queryOne<{ id: number | string }>(
    db,
    sql`insert into sessions (user_id, created_at, expires_at)
        values (${userId}, ${at.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz)
        returning id`,
  );
  if (!row) throw new Error('insert into sessions returned no row');
  return Number(row.id);
}

/**
 * What a token check needs in one lookup: whether the user exists, is an
 * admin, and whether the token's session is still open.
 */
export async function findAccountSession(
  db: Executor,
  userId: number,
  sessionId: number,
): Promise<{ isAdmin: boolean; sessionOpen: boolean } | undefined> {
  const row = await queryOne<{ is_admin: boolean; session_open: boolean }>(
    db,
    sql`select u.is_admin,
               exists(select 1 from sessions s
                      where s.id = ${sessionId} and s.user_id = u.id and s.ended_at is null)
                 as session_open
        from users u where u.id = ${userId}`,
  );
  return row && { isAdmin: row.is_admin, sessionOpen: row.session_open };
}

/** Ends one session of a user (logout); answers whether it was open. */
export async function endSession(
  db: Executor,
  userId: number,
  sessionId: number,
  at: Date,
): Promise<void> {
  await db.execute(
    sql`update sessions set ended_at = ${at.toISOString()}::timestamptz
        where id = ${sessionId} and user_id = ${userId} and ended_at is null`,
  );
}

/**
 * Ends every open session of a user (log out everywhere, password change),
 * and deletes the long-expired ones, so the table holds about one token
 * lifetime of sessions per user.
 */
export async function endAllSessions(db: Executor, userId: number, at: Date): Promise<number> {
  await db.execute(
    sql`delete from sessions where user_id = ${userId} and expires_at < ${at.toISOString()}::timestamptz`,
  );
  const row = await queryOne<{ n: number }>(
    db,
    sql`with ended as (
          update sessions set ended_at = ${at.toISOString()}::timestamptz
          where user_id = ${userId} and ended_at is null
          returning 1)
        select count(*)::int as n from ended`,
  );
  return row?.n ?? 0;
}

/** Sweeps sessions past their expiry, for one user at login. */
export async function deleteExpiredSessions(db: Executor, userId: number, at: Date): Promise<void> {
  await db.execute(
    sql`delete from sessions where user_id = ${userId} and expires_at < ${at.toISOString()}::timestamptz`,
  );
}
