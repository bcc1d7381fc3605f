/**
 * The test tools' own queries, all under one root. Their steps refresh every
 * query (lib/refresh-queries.ts), since settling moves data other screens show.
 */
export const testToolsKeys = {
  clock: ['test-tools', 'clock'] as const,
  games: (sport: string) => ['test-tools', 'games', sport] as const,
  events: ['test-tools', 'events'] as const,
  event: (id: string) => ['test-tools', 'event', id] as const,
};
