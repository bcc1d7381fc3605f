import { defineConfig } from 'vitest/config';

/** One runner for every unit and integration layer; end-to-end tests use Playwright (e2e/). */
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web', 'apps/web/scripts', 'scripts'],
    // Two cores: one worker each. Each server worker holds one embedded database.
    maxWorkers: 2,
  },
});
