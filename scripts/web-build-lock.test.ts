import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { runInlineModule } from '../apps/server/src/test/spawn-server';
import { until } from '../apps/server/src/test/until';
import { takeWebBuildLock, type WebBuildLock } from './web-build-lock';

const folder = mkdtempSync(path.join(os.tmpdir(), 'takeline-web-build-lock-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const holders: ChildProcess[] = [];
afterEach(() => {
  for (const child of holders.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/**
 * Another start holding the lock: a process that takes it and then stays, as a build runs.
 * `whileHolding` runs once it holds the lock, with the lock as `lock` (a start running its build).
 */
async function holderProcess(socketPath: string, whileHolding = '') {
  const module = new URL('./web-build-lock.ts', import.meta.url).href;
  const build = new URL('./ensure-web-build.ts', import.meta.url).href;
  const script = `import { takeWebBuildLock } from ${JSON.stringify(module)};
    import { runStoppable } from ${JSON.stringify(build)};
    const lock = await takeWebBuildLock(() => {}, ${JSON.stringify(socketPath)});
    ${whileHolding}
    console.log('held');
    setInterval(() => {}, 1000);`;
  const holder = runInlineModule(script);
  holders.push(holder.child);
  await until('the other start holds the lock', () => holder.stdout().includes('held'), {
    timeoutMs: 15_000,
  });
  return holder.child;
}

/** Kills a holder outright, as `kill -9` does: it can neither let go nor stop its build. */
async function killOutright(holder: ChildProcess) {
  holder.kill('SIGKILL');
  await new Promise((resolve) => holder.once('exit', resolve));
}

/** Takes the lock in the background, counting the times it is told to wait, and keeps the lock. */
function taker(socketPath: string) {
  const state = { waited: 0, lock: undefined as WebBuildLock | undefined };
  const taken = takeWebBuildLock(() => {
    state.waited++;
  }, socketPath).then((lock) => {
    state.lock = lock;
    return lock;
  });
  return { state, taken };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the web build lock: one build at a time on a checkout (decision 0222)', () => {
  it('makes a second start wait until the first lets go, telling it once', async () => {
    const socketPath = path.join(folder, 'same-process.sock');
    const first = await takeWebBuildLock(() => {
      throw new Error('a free lock is taken without waiting');
    }, socketPath);
    const second = taker(socketPath);
    await pause(400);
    expect(second.state.lock).toBeUndefined();
    expect(second.state.waited).toBe(1);

    await first.release();
    const lock = await second.taken;
    expect(second.state.waited).toBe(1);
    await lock.release();
    expect(existsSync(socketPath)).toBe(false);
  });

  it('waits for another process holding it, and takes over once that process is killed', async () => {
    const socketPath = path.join(folder, 'killed.sock');
    const holder = await holderProcess(socketPath);
    const waiting = taker(socketPath);
    await pause(400);
    expect(waiting.state.lock).toBeUndefined();

    // Killed outright, the holder cannot let go: its socket file stays, but nothing listens.
    await killOutright(holder);
    expect(existsSync(socketPath)).toBe(true);
    const lock = await waiting.taken;
    expect(waiting.state.waited).toBe(1);
    await lock.release();
  });

  it('takes a lock left by a start that was killed at once, without waiting', async () => {
    const socketPath = path.join(folder, 'leftover.sock');
    await killOutright(await holderProcess(socketPath));
    expect(existsSync(socketPath)).toBe(true);

    const { state, taken } = taker(socketPath);
    const lock = await taken;
    expect(state.waited).toBe(0);
    await lock.release();
  });
});

describe('the build holds the lock with its start (decision 0224)', () => {
  it('keeps the lock held by the build of a start killed outright, until that build ends', async () => {
    const finish = path.join(folder, 'finish-the-build');
    const built = path.join(folder, 'built');
    // A stand-in build that ends when the test says so (or after 30 s, should the test fail).
    const build = `const fs = require('node:fs');
      const end = Date.now() + 30_000;
      const check = setInterval(() => {
        if (!fs.existsSync(${JSON.stringify(finish)}) && Date.now() < end) return;
        fs.writeFileSync(${JSON.stringify(built)}, 'built');
        clearInterval(check);
      }, 20);`;
    const socketPath = path.join(folder, 'killed-start.sock');
    const start = await holderProcess(
      socketPath,
      `runStoppable(process.execPath, ['-e', ${JSON.stringify(build)}], lock.fd).catch(() => {});`,
    );
    await killOutright(start);

    const waiting = taker(socketPath);
    await pause(400);
    expect(waiting.state.lock).toBeUndefined();
    expect(waiting.state.waited).toBe(1);

    writeFileSync(finish, 'now');
    const lock = await waiting.taken;
    expect(existsSync(built)).toBe(true);
    await lock.release();
  });
});
