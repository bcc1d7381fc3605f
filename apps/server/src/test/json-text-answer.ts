import { leaderboardResponseSchema, leaderboardRowSchema } from '@takeline/contract';
import { expect } from 'vitest';
import { JSON_CONTENT_TYPE } from '../lib/json-text';

/** What a test reads of an `app.inject()` answer. */
interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
  json(): unknown;
}

/**
 * The rows of a board answer that the database wrote as JSON text (decisions 0215, 0216): no
 * response schema checks it at run time, so the route's tests do. Expects a 200 with a JSON type,
 * the contract's leaderboard rows, and in every row exactly the schema's fields, none added or
 * missing; answers the rows.
 */
export function boardRows(response: Answer) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe(JSON_CONTENT_TYPE);
  const body = response.json();
  const parsed = leaderboardResponseSchema.safeParse(body);
  expect(parsed.error).toBeUndefined();
  const fields = Object.keys(leaderboardRowSchema.shape).sort();
  for (const row of body as object[]) expect(Object.keys(row).sort()).toEqual(fields);
  return parsed.data ?? [];
}
