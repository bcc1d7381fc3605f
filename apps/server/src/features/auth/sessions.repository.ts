import { sql } from 'drizzle-orm';
import { type Executor, queryOne, queryPreparedRows } from '../../db/database';

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

export interface AccountSession {
  isAdmin: boolean;
  sessionOpen: boolean;
}

/**
 * What token checks need, for several tokens in one lookup (decision 0160): for each (user,
 * session), whether the user exists (undefined when not), is an admin, and whether the session
 * is still open; in the order asked.
 */
export async function findAccountSessions(
  db: Executor,
  keys: readonly { userId: number; sessionId: number }[],
): Promise<(AccountSession | undefined)[]> {
  const asked = keys.map(({ userId, sessionId }, ord) => ({
    ord,
    user_id: userId,
    session_id: sessionId,
  }));
  // Every signed-in request's token check runs this text, so it is prepared once (decision 0226).
  const rows = await queryPreparedRows<{ ord: number; is_admin: boolean; session_open: boolean }>(
    db,
    'find_account_sessions',
    sql`select k.ord, u.is_admin,
               exists(select 1 from sessions s
                      where s.id = k.session_id and s.user_id = u.id and s.ended_at is null)
                 as session_open
        from jsonb_to_recordset(${JSON.stringify(asked)}::jsonb) as k(ord int, user_id int,
          session_id bigint)
          join users u on u.id = k.user_id`,
  );
  const found = new Map(rows.map((row) => [row.ord, row]));
  return asked.map(({ ord }) => {
    const row = found.get(ord);
    return row && { isAdmin: row.is_admin, sessionOpen: row.session_open };
  });
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
