import type { ScheduledGame, UserStatsResponse } from '@takeline/contract';
import { PROCESS_ADMIN } from './server-process';

/**
 * Drives a server process over real HTTP: register, state sentiments, move
 * the clock and run the lifecycle until games settle (what a user and an
 * admin would do), for tests of whole deployments rather than one app.
 */
export class HttpApi {
  constructor(readonly baseUrl: string) {}

  async call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async register(username: string): Promise<{ id: number; token: string }> {
    const password = 'http-password-123';
    const body = await this.call<{ user: { id: number }; token: string }>(
      'POST',
      '/api/users/register',
      {
        name: `HTTP ${username}`,
        email: `${username}@example.com`,
        username,
        password,
        confirmPassword: password,
        termsAccepted: true,
      },
    );
    return { id: body.user.id, token: body.token };
  }

  async adminToken(): Promise<string> {
    return (await this.call<{ token: string }>('POST', '/api/users/login', PROCESS_ADMIN)).token;
  }

  /** Admin "Fetch Events", then the upcoming MLB games with lines, soonest first. */
  async upcomingGames(admin: string): Promise<ScheduledGame[]> {
    await this.call('GET', '/api/fetch-events', undefined, admin);
    const games = await this.call<ScheduledGame[]>('GET', '/api/current-schedule/baseball_mlb');
    return games
      .filter((game) => game.h2h_home_team_value !== null && game.totals_over_point !== null)
      .sort((a, b) => Date.parse(a.commence_time) - Date.parse(b.commence_time));
  }

  moneyline(token: string, game: ScheduledGame, selection: 'Take' | 'Pass', stake: number) {
    return this.call(
      'POST',
      '/api/sentiment/moneyline',
      {
        event_id: game.id,
        selection_type: selection,
        confidence_points: stake,
      },
      token,
    );
  }

  totals(token: string, game: ScheduledGame, selection: 'Take' | 'Pass') {
    return this.call(
      'POST',
      '/api/sentiment/totals',
      {
        event_id: game.id,
        selection_type: selection,
        is_custom: false,
      },
      token,
    );
  }

  /** Moves the clock past the games' ends and runs the lifecycle until `user`'s sentiments settle. */
  async settle(admin: string, games: ScheduledGame[], user: { id: number; token: string }) {
    const { now } = await this.call<{ now: string }>(
      'GET',
      '/api/test-tools/clock',
      undefined,
      admin,
    );
    const lastStart = Math.max(...games.map((game) => Date.parse(game.commence_time)));
    const minutes = Math.ceil((lastStart - Date.parse(now)) / 60_000) + 6 * 60;
    await this.call('POST', '/api/test-tools/clock/advance', { minutes }, admin);
    const ids = new Set(games.map((game) => game.id));
    for (let attempt = 0; attempt < 20; attempt += 1) {
      for (const job of [
        'scan-upcoming-for-start',
        'scan-live-scores',
        'scan-for-completed',
        'scan-completed',
      ]) {
        await this.call('GET', `/api/${job}`, undefined, admin);
      }
      const stats = await this.call<UserStatsResponse>(
        'GET',
        `/api/user/${user.id}/stats`,
        undefined,
        user.token,
      );
      const rows = stats.history.filter((row) => ids.has(row.event_id));
      if (rows.length > 0 && rows.every((row) => row.outcome !== 'Pending')) return rows;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('sentiments did not settle');
  }
}
