import { defineProject } from 'vitest/config';

/** The repository's own tooling scripts (test setup), run in Node. */
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});
