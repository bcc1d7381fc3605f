import { defineProject } from 'vitest/config';

/** Build-time scripts of the web app (logo generation) run in Node, not in the browser. */
export default defineProject({
  test: {
    name: 'web-scripts',
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});
