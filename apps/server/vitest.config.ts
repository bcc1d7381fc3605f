import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // One embedded database per worker, shared by its test files and reset
    // between tests: a new PGlite costs seconds and ~300 MB.
    pool: 'forks',
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
