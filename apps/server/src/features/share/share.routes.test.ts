import { PICK_NOT_FOUND_MESSAGE, PICK_NOT_SETTLED_MESSAGE } from '@takeline/contract';
import { describe, expect, it } from 'vitest';
import { completeEvent, insertEvent, seedSentiment } from '../../test/event-factory';
import { bearer, type RegisteredUser, registerUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { SettlementService } from '../settlement/settlement.service';

const t = useTestApp();

/** A moneyline Take on the Yankees; the game ends `home`-`away` and is settled unless told. */
async function pickOf(user: RegisteredUser, options: { home?: number; settle?: boolean } = {}) {
  const event = await insertEvent(t.db);
  const id = await seedSentiment(t.db, {
    userId: user.user.id,
    eventId: event.id,
    market: 'moneyline',
    selectionType: 'Take',
    selectionValue: 'home',
    confidenceStake: 1,
    price: -142,
  });
  if (options.settle !== false) {
    await completeEvent(t.db, event.id, options.home ?? 5, 2);
    await new SettlementService({ db: t.db, clock: t.clock }).settleEvent(event.id);
  }
  return id;
}

async function makePublic(user: RegisteredUser) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: '/api/profile',
    headers: bearer(user.token),
    payload: { public_profile: 1 },
  });
  expect(response.statusCode).toBe(200);
}

const view = (id: number | string, token?: string) =>
  t.app.inject({ url: `/api/picks/${id}`, headers: token ? bearer(token) : {} });
const share = (id: number | string, token: string | null, payload: unknown = { shared: true }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/picks/${id}/share`,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });
const card = (id: number | string) => t.app.inject({ url: `/api/picks/${id}/card.png` });

describe('a settled pick of a private profile', () => {
  it('is seen by its owner only, until the owner shares it; then by anyone, card included', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const id = await pickOf(owner);

    const own = await view(id, owner.token);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      id,
      username: owner.user.username,
      away_team: 'Boston Red Sox',
      home_team: 'New York Yankees',
      home_team_score: 5,
      away_team_score: 2,
      market: 'moneyline',
      outcome: 'Win',
      pick_words: 'Take · New York Yankees to win',
      shared: false,
      is_public: false,
      is_owner: true,
      page_path: `/pick/${id}`,
      card_path: `/api/picks/${id}/card.png`,
    });
    expect(own.json().xp_points).toBeGreaterThan(0);

    for (const response of [await view(id, other.token), await view(id), await card(id)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(PICK_NOT_FOUND_MESSAGE);
    }
    // Others cannot share it either, and learn nothing from trying.
    const stranger = await share(id, other.token);
    expect(stranger.statusCode).toBe(404);
    expect((await share(id, null)).statusCode).toBe(401);
    expect((await view(id)).statusCode).toBe(404);

    const shared = await share(id, owner.token);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toMatchObject({ shared: true, is_public: true, is_owner: true });

    const anonymous = await view(id);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({ id, shared: true, is_owner: false });
    expect((await view(id, other.token)).json().is_owner).toBe(false);

    const image = await card(id);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=300');
    // A PNG of the Open Graph size: the signature, then the IHDR's width and height.
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(image.rawPayload.readUInt32BE(16)).toBe(1200);
    expect(image.rawPayload.readUInt32BE(20)).toBe(630);
    // The second request is the cached card, byte for byte.
    expect((await card(id)).rawPayload.equals(image.rawPayload)).toBe(true);

    // Unsharing makes it private again, card included.
    const unshared = await share(id, owner.token, { shared: false });
    expect(unshared.json()).toMatchObject({ shared: false, is_public: false });
    expect((await view(id)).statusCode).toBe(404);
    expect((await card(id)).statusCode).toBe(404);
  });
});

describe('a settled pick of a public profile', () => {
  it('is public without being shared, and private again when the profile is', async () => {
    const owner = await registerUser(t.app);
    await makePublic(owner);
    const id = await pickOf(owner, { home: 1 });
    const anonymous = await view(id);
    expect(anonymous.statusCode, anonymous.body).toBe(200);
    expect(anonymous.json()).toMatchObject({ outcome: 'Loss', shared: false, is_public: true });
    expect((await card(id)).statusCode).toBe(200);

    await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: bearer(owner.token),
      payload: { public_profile: 0 },
    });
    expect((await view(id)).statusCode).toBe(404);
    expect((await card(id)).statusCode).toBe(404);
  });
});

describe('a pick not settled yet', () => {
  it('cannot be shared (409 to its owner) and is 404 to everyone else, even on a public profile', async () => {
    const owner = await registerUser(t.app);
    await makePublic(owner);
    const other = await registerUser(t.app);
    const id = await pickOf(owner, { settle: false });

    const own = await view(id, owner.token);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(PICK_NOT_SETTLED_MESSAGE);
    const shared = await share(id, owner.token);
    expect(shared.statusCode).toBe(409);
    expect(shared.json().message).toBe(PICK_NOT_SETTLED_MESSAGE);
    expect((await view(id, other.token)).statusCode).toBe(404);
    expect((await view(id)).statusCode).toBe(404);
    expect((await card(id)).statusCode).toBe(404);
    // Nothing changed: sharing was refused, so it is still unshared once settled.
  });
});

describe('bad requests', () => {
  it('answers 400 with a readable message for ids that are not positive whole numbers', async () => {
    const owner = await registerUser(t.app);
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
      for (const response of [await view(bad), await share(bad, owner.token), await card(bad)]) {
        expect(response.statusCode, `${bad}: ${response.body}`).toBe(400);
        expect(response.json().message).toMatch(/Pick id/);
      }
    }
  });

  it('answers 400 for a share body without a boolean, and changes nothing', async () => {
    const owner = await registerUser(t.app);
    const id = await pickOf(owner);
    for (const payload of [{}, { shared: 'yes' }, { shared: true, extra: 1 }]) {
      const response = await share(id, owner.token, payload);
      expect(response.statusCode, response.body).toBe(400);
    }
    expect((await view(id, owner.token)).json().shared).toBe(false);
  });

  it('answers 404 for a pick that does not exist', async () => {
    const owner = await registerUser(t.app);
    expect((await view(123456, owner.token)).statusCode).toBe(404);
    expect((await share(123456, owner.token)).statusCode).toBe(404);
    expect((await card(123456)).statusCode).toBe(404);
  });
});
