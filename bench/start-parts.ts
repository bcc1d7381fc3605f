/**
 * One part of a start, timed by bench/start.bench.ts from outside: `modules` loads the server's
 * module graph (what tsx compiles), `database <dir>` opens an existing PGlite folder and prints
 * how long the open alone took.
 */
const [part, dataDir] = process.argv.slice(2);
if (part === 'modules') {
  await import('../apps/server/src/app');
} else if (part === 'database' && dataDir) {
  const { openDatabase } = await import('../apps/server/src/db/open-database');
  const started = performance.now();
  const database = await openDatabase({ dataDir });
  // Read by start.bench.ts: the open alone, without the runtime's start and the imports.
  console.log(`openDatabase ${(performance.now() - started).toFixed(0)} ms`);
  await database.close();
} else {
  console.error('usage: start-parts.ts modules | database <data-dir>');
  process.exit(2);
}

// A module, so the top-level awaits above are allowed.
export {};
