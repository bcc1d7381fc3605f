import { defineProject } from 'vitest/config';

/** Build-time scripts and repository checks (logos, import boundaries, doc links) run in Node. */
export default defineProject({
  test: {
    name: 'web-scripts',
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});
