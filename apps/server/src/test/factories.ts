import type { LoginResponse, RegisterResponse } from '@takeline/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app';
import type { Executor } from '../db/database';
import { users } from '../db/schema';
import { findBalanceMismatches, findOrphanLogRows } from '../features/ledger/ledger.repository';

let counter = 0;

export interface RegisteredUser extends RegisterResponse {
  password: string;
}

export function registrationFor(overrides: Partial<Record<string, unknown>> = {}) {
  counter += 1;
  const username = (overrides.username as string | undefined) ?? `user${counter}`;
  return {
    name: `Test User ${counter}`,
    email: `${username}@example.com`,
    username,
    password: 'correct-horse-battery',
    confirmPassword: (overrides.password as string | undefined) ?? 'correct-horse-battery',
    termsAccepted: true,
    ...overrides,
  };
}

export async function registerUser(
  app: App,
  overrides: Partial<Record<string, unknown>> = {},
): Promise<RegisteredUser> {
  const body = registrationFor(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/users/register', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return { ...(response.json() as RegisterResponse), password: body.password as string };
}

export async function loginUser(
  app: App,
  username: string,
  password: string,
): Promise<LoginResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { username, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LoginResponse;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export async function makeAdmin(db: Executor, userId: number): Promise<void> {
  await db.update(users).set({ isAdmin: true }).where(eq(users.id, userId));
}

/**
 * The invariant (docs/game-rules.md#the-invariant): every balance equals its ledger sum, and none
 * is negative; and no ledger or ranking-trend row names a missing user, sentiment or event.
 */
export async function expectLedgerInvariant(db: Executor): Promise<void> {
  expect(await findBalanceMismatches(db)).toEqual([]);
  expect(await findOrphanLogRows(db)).toEqual([]);
}

export async function balancesOf(db: Executor, userId: number) {
  const [row] = await db
    .select({
      confidence: users.confidencePoints,
      ip: users.ipPoints,
      xp: users.xpPoints,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Each player stakes 5 confidence points on the event's moneyline through HTTP: the first a Take,
 * the others a Pass. Fails the test unless every submission is accepted.
 */
export async function stakeMoneylinePicks(
  app: App,
  players: readonly RegisteredUser[],
  eventId: string,
): Promise<void> {
  for (const [index, player] of players.entries()) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/sentiment/moneyline',
      headers: bearer(player.token),
      payload: {
        event_id: eventId,
        selection_type: index === 0 ? 'Take' : 'Pass',
        confidence_points: 5,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
}
