import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collect, freePort, runScript, waitForHealth } from './test/spawn-server';
import { testDatabase, testDatabaseUrl } from './test/test-database';
import { testFolder } from './test/test-folder';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Where a child process should keep its data: a new PGlite folder, or this worker's PostgreSQL database. */
async function childDatabaseEnv(): Promise<Record<string, string>> {
  await testDatabase();
  const url = testDatabaseUrl();
  return {
    DATA_DIR: testFolder('takeline-main'),
    ...(url ? { DATABASE_URL: url } : {}),
  };
}

describe('the server process', () => {
  it('migrates, serves, and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const child = runScript('src/main.ts', [], {
      ...(await childDatabaseEnv()),
      PORT: String(port),
      HOST: '127.0.0.1',
      JOBS_ENABLED: '0',
      JWT_SECRET: 'a-secret-for-the-process-test',
    });
    const done = collect(child);
    await waitForHealth(port);
    const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: 'up' });
    child.kill('SIGTERM');
    const result = await done;
    expect(result.code, result.stderr).toBe(0);
  }, 90_000);
});

describe('the server as npm start runs it: a cached esbuild bundle under plain node', () => {
  it('finds its migrations from the bundle, serves, and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    // What scripts/start.mjs does after the web check (decisions 0117, 0210); no tsx loader here.
    const script = `const { runServerBundle } = await import('../../scripts/run-bundle.mjs');
      await runServerBundle();`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        ...(await childDatabaseEnv()),
        PORT: String(port),
        HOST: '127.0.0.1',
        JOBS_ENABLED: '0',
        JWT_SECRET: 'a-secret-for-the-process-test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const done = collect(child);
    await waitForHealth(port);
    const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: 'up' });
    // A query on a table the migrations made: the leaderboard answers from the database.
    const schedule = await fetch(`http://127.0.0.1:${port}/api/users/leaderboard`);
    expect(schedule.status).toBe(200);
    child.kill('SIGTERM');
    const result = await done;
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toContain('tsx');
  }, 90_000);
});

describe('npm run create-admin', () => {
  it('creates an admin with a generated password once, then reports it exists', async () => {
    const env = await childDatabaseEnv();
    const first = await collect(runScript('src/cli/create-admin.ts', ['boss'], env));
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('Created admin "boss".');
    expect(first.stdout).toMatch(/Generated password \(shown once\): \S{12,}/);

    const second = await collect(runScript('src/cli/create-admin.ts', ['boss'], env));
    expect(second.stdout).toContain('"boss" is already an admin.');
  }, 90_000);

  it('refuses to run without a username', async () => {
    const result = await collect(
      runScript('src/cli/create-admin.ts', [], await childDatabaseEnv()),
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: npm run create-admin -- <username>');
  }, 30_000);
});
