/** Every test-tools query lives under one key, so a step can refresh all of them. */
export const testToolsKeys = {
  all: ['test-tools'] as const,
  clock: ['test-tools', 'clock'] as const,
  games: (sport: string) => ['test-tools', 'games', sport] as const,
  events: ['test-tools', 'events'] as const,
  event: (id: string) => ['test-tools', 'event', id] as const,
};
