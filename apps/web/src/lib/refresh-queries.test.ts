import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { profileQueryKey } from './profile-query';
import {
  eventParticipantsQueryKey,
  eventStatsQueryKey,
  leaderboardQueryKey,
  publicProfileQueryKey,
  scheduleQueryKey,
  sentimentStatusKey,
  sportStatsQueryKey,
  userStatsQueryKey,
} from './query-keys';
import { refreshAfterSentiment, refreshEverything } from './refresh-queries';

/** A client holding fresh answers for every key, as after visiting the screens. */
function clientWith(keys: readonly QueryKey[]): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 15_000 } } });
  for (const key of keys) client.setQueryData(key, { loaded: true });
  return client;
}

const invalidated = (client: QueryClient, key: QueryKey) =>
  client.getQueryState(key)?.isInvalidated ?? false;

describe('refreshAfterSentiment', () => {
  it("marks the profile, stats, stats by sport, the event's stats and participants stale", async () => {
    const changed = [
      [...profileQueryKey, 'token'],
      sentimentStatusKey('totals', 7, 'evt-1'),
      userStatsQueryKey(7),
      sportStatsQueryKey(7, 'baseball_mlb'),
      eventStatsQueryKey('evt-1'),
      eventParticipantsQueryKey('evt-1'),
      publicProfileQueryKey('7'),
      leaderboardQueryKey,
    ];
    const untouched = [
      sentimentStatusKey('moneyline', 7, 'evt-1'),
      eventStatsQueryKey('evt-2'),
      eventParticipantsQueryKey('evt-2'),
      [...scheduleQueryKey, 'baseball_mlb'],
      ['news', 'baseball_mlb'],
    ];
    const client = clientWith([...changed, ...untouched]);
    expect(changed.some((key) => invalidated(client, key))).toBe(false);

    await refreshAfterSentiment(client, { market: 'totals', userId: 7, eventId: 'evt-1' });

    for (const key of changed) expect(invalidated(client, key), JSON.stringify(key)).toBe(true);
    for (const key of untouched) expect(invalidated(client, key), JSON.stringify(key)).toBe(false);
  });
});

describe('refreshEverything', () => {
  it('marks every query stale, as a settlement may move anything', async () => {
    const keys = [
      [...profileQueryKey, 'token'],
      userStatsQueryKey(3),
      eventStatsQueryKey('evt-9'),
      [...scheduleQueryKey, 'soccer_usa_mls'],
      ['test-tools', 'events'],
    ];
    const client = clientWith(keys);
    await refreshEverything(client);
    for (const key of keys) expect(invalidated(client, key), JSON.stringify(key)).toBe(true);
  });
});
