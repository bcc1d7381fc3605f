import type { AdminJobResponse } from '@takeline/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app';
import type { Db } from '../db/database';
import { queryRows } from '../db/database';
import { bearer, makeAdmin, registerUser } from './factories';

/** A registered user promoted to admin; answers their bearer token. */
export async function adminToken(app: App, db: Db): Promise<string> {
  const { token, user } = await registerUser(app);
  await makeAdmin(db, user.id);
  return token;
}

/** Calls an admin job route (GET /api/<job>) and answers its body, asserting 200. */
export async function runAdminJob(app: App, token: string, job: string): Promise<AdminJobResponse> {
  const response = await app.inject({ url: `/api/${job}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminJobResponse;
}

export async function eventRow(db: Db, id: string) {
  const [row] = await queryRows<{
    status: string;
    home_team_score: number | null;
    away_team_score: number | null;
  }>(db, sql`select status, home_team_score, away_team_score from events where id = ${id}`);
  return row;
}

/**
 * Everything the jobs may change, for "the second run changes nothing".
 * last_seen_at is left out: it is bookkeeping that every fetch refreshes.
 */
export async function lifecycleSnapshot(db: Db) {
  return {
    events: await queryRows(
      db,
      sql`select id, status, commence_time, h2h_home_team_value, h2h_away_team_value, h2h_draw_value,
            spreads_home_team_point, spreads_home_team_value, spreads_away_team_point, spreads_away_team_value,
            totals_over_point, totals_over_value, totals_under_point, totals_under_value,
            home_team_score, away_team_score, lines_updated_at, scores_updated_at, completed_at, settled_at
          from events order by id`,
    ),
    sentiments: await queryRows(
      db,
      sql`select id, outcome, xp_points, ip_points, settled_at from sentiments order by id`,
    ),
    ledger: await queryRows(db, sql`select count(*)::int as entries from ledger_entries`),
    balances: await queryRows(
      db,
      sql`select id, confidence_points, ip_points, xp_points from users order by id`,
    ),
    news: await queryRows(
      db,
      sql`select id, title, description, image_url from news_items order by id`,
    ),
  };
}
