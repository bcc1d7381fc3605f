import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { claimDataDir, DataDirInUseError, ownerSocketPath } from './ops/data-dir-owner';
import { collect, freePort, runInlineModule, runScript, waitForHealth } from './test/spawn-server';
import { testDatabase, testDatabaseUrl, usingPostgres } from './test/test-database';
import { testFolder } from './test/test-folder';
import { until } from './test/until';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

// A server left running by a failed assertion would hold its port and folder after the test.
const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Where a child process should keep its data: a new PGlite folder, or this worker's PostgreSQL database. */
async function childDatabaseEnv(): Promise<Record<string, string>> {
  await testDatabase();
  const url = testDatabaseUrl();
  return {
    DATA_DIR: testFolder('takeline-main'),
    ...(url ? { DATABASE_URL: url } : {}),
  };
}

/** A server child's settings: its database, `port` on loopback, no jobs, a fixed secret. */
async function childServerEnv(port: number): Promise<Record<string, string>> {
  return {
    ...(await childDatabaseEnv()),
    PORT: String(port),
    HOST: '127.0.0.1',
    JOBS_ENABLED: '0',
    JWT_SECRET: 'a-secret-for-the-process-test',
  };
}

describe('the server process', () => {
  it('migrates, serves, and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const child = runScript('src/main.ts', [], await childServerEnv(port));
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
      env: { ...process.env, LOG_LEVEL: 'warn', ...(await childServerEnv(port)) },
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

describe("the server started beside a web build (npm start's first start, decision 0220)", () => {
  /**
   * The server bundle as scripts/start.mjs runs it, handed a build that finishes, or fails,
   * when the test writes `done` or `fail` to the child's standard input.
   */
  async function startWithPendingBuild(port: number) {
    const script = `import { handOverWebAppBuild } from './src/ops/web-app-build.ts';
      const { runServerBundle } = await import('../../scripts/run-bundle.mjs');
      handOverWebAppBuild(new Promise((resolve, reject) => process.stdin.once('data', (line) =>
        String(line).startsWith('done') ? resolve() : reject(new Error('the test build failed')))));
      await runServerBundle();`;
    const env = await childServerEnv(port);
    const { child, stdout, done } = runInlineModule(script, {
      cwd: SERVER_DIR,
      env: { LOG_LEVEL: 'warn', ...env },
    });
    started.push(child);
    await until('the server waits for the build', () => stdout().includes(WAITING), {
      timeoutMs: 60_000,
    });
    return { child, done, dataDir: env.DATA_DIR ?? '', usesPglite: !env.DATABASE_URL };
  }
  const WAITING = "database ready; waiting for the web app's build";

  it('answers "starting" until the build has finished, then serves', async () => {
    const port = await freePort();
    const { child, done } = await startWithPendingBuild(port);
    const waiting = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
    expect(waiting.status).toBe(503);
    expect(await waiting.json()).toMatchObject({ status: 'starting' });

    child.stdin?.end('done\n');
    await waitForHealth(port);
    const ready = await (await fetch(`http://127.0.0.1:${port}/api/health/ready`)).json();
    expect(ready).toMatchObject({ status: 'ready', database: 'up' });
    child.kill('SIGTERM');
    const result = await done;
    expect(result.code, result.stderr).toBe(0);
  }, 90_000);

  it('closes the database and exits with an error when the build fails', async () => {
    const port = await freePort();
    const { child, done, dataDir, usesPglite } = await startWithPendingBuild(port);
    child.stdin?.end('fail\n');
    const result = await done;
    expect(result.code).toBe(1);
    // The build's own output said why: the server adds one line, not a stack.
    expect(result.stderr.trim()).toBe('the test build failed');
    // The PGlite folder was let go (its owner socket closed), not abandoned mid-write.
    if (usesPglite) expect(existsSync(ownerSocketPath(dataDir))).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 90_000);
});

describe('a start that cannot go on says why in one message', () => {
  /** Runs the server to its exit with `env` over the usual test settings. */
  async function failedStart(env: Record<string, string>) {
    const port = await freePort();
    const child = runScript('src/main.ts', [], { ...(await childServerEnv(port)), ...env });
    started.push(child);
    const result = await collect(child);
    expect(result.code).toBe(1);
    // A stack's frames would follow the message as "    at ..." lines.
    expect(result.stderr).not.toMatch(/^\s+at /m);
    return result.stderr.trim();
  }

  it('an invalid setting', async () => {
    const message = await failedStart({ LOG_LEVEL: 'loudest' });
    expect(message).toMatch(/^Invalid configuration:\n {2}LOG_LEVEL: /);
  }, 90_000);

  it('a port another server holds', async () => {
    const port = await freePort();
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
    try {
      const message = await failedStart({ PORT: String(port) });
      expect(message).toBe(
        `listen EADDRINUSE: address already in use 127.0.0.1:${port}: another server is listening there. Stop it, or set PORT to a free port.`,
      );
    } finally {
      holder.close();
    }
  }, 90_000);

  it.skipIf(usingPostgres)(
    'a PGlite folder another process holds',
    async () => {
      const dataDir = testFolder('takeline-main-held');
      const claim = await claimDataDir(dataDir);
      try {
        const message = await failedStart({ DATA_DIR: dataDir });
        expect(message).toBe(new DataDirInUseError(dataDir).message);
      } finally {
        await claim.release();
      }
    },
    90_000,
  );
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
