import { createHash, randomBytes } from 'node:crypto';
import { STREAM_TICKET_TTL_SECONDS, type StreamTicketResponse } from '@takeline/contract';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { queryOne } from '../../db/database';

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/**
 * Stream tickets (docs/architecture.md#live-push): an EventSource cannot send a header, and a
 * week-long session token must not sit in URLs and logs, so a signed-in user trades the token
 * for a ticket that opens one stream once, within a minute. Tickets live in the database (only
 * their hash), so a ticket from one server opens a stream on another.
 */
export class StreamTickets {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async issue(userId: number): Promise<StreamTicketResponse> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const ticket = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + STREAM_TICKET_TTL_SECONDS * 1000);
    await db.execute(sql`
      with swept as (delete from stream_tickets where expires_at < ${now.toISOString()}::timestamptz)
      insert into stream_tickets (ticket_hash, user_id, expires_at)
      values (${hash(ticket)}, ${userId}, ${expiresAt.toISOString()}::timestamptz)`);
    return { ticket, expires_at: expiresAt.toISOString() };
  }

  /** The ticket's user, once: the ticket is gone after this call whatever it answers. */
  async redeem(ticket: string): Promise<number | null> {
    const row = await queryOne<{ user_id: number; live: boolean }>(
      this.deps.db,
      sql`delete from stream_tickets where ticket_hash = ${hash(ticket)}
          returning user_id, expires_at > ${this.deps.clock.now().toISOString()}::timestamptz as live`,
    );
    return row?.live ? row.user_id : null;
  }
}
