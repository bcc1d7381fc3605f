import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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

/** Another start holding the lock: a process that takes it and then stays, as a build runs. */
async function holderProcess(socketPath: string) {
  const module = new URL('./web-build-lock.ts', import.meta.url).href;
  const script = `import { takeWebBuildLock } from ${JSON.stringify(module)};
    await takeWebBuildLock(() => {}, ${JSON.stringify(socketPath)});
    console.log('held');
    setInterval(() => {}, 1000);`;
  const holder = runInlineModule(script);
  holders.push(holder.child);
  await until('the other start holds the lock', () => holder.stdout().includes('held'), {
    timeoutMs: 15_000,
  });
  return holder.child;
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
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(existsSync(socketPath)).toBe(true);
    const lock = await waiting.taken;
    expect(waiting.state.waited).toBe(1);
    await lock.release();
  });

  it('takes a lock left by a start that was killed at once, without waiting', async () => {
    const socketPath = path.join(folder, 'leftover.sock');
    const holder = await holderProcess(socketPath);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(existsSync(socketPath)).toBe(true);

    const { state, taken } = taker(socketPath);
    const lock = await taken;
    expect(state.waited).toBe(0);
    await lock.release();
  });
});
