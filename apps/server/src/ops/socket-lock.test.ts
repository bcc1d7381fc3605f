import { existsSync, statSync } from 'node:fs';
import type { Server } from 'node:net';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { leaveSocketBehind } from '../test/leftover-socket';
import { testFolder } from '../test/test-folder';
import { listenUnlessHeld, lockGuardAddress, socketAnswers } from './socket-lock';

const held: Server[] = [];
afterEach(async () => {
  await Promise.all(
    held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

/** Several takers at the same moment, as several processes starting together. */
async function takeAtOnce(socketPath: string, takers: number) {
  const servers = await Promise.all(
    Array.from({ length: takers }, () => listenUnlessHeld(socketPath, () => createServer())),
  );
  const holders = servers.filter((server): server is Server => server !== undefined);
  held.push(...holders);
  return holders;
}

describe('a Unix socket held as a lock (decision 0223)', () => {
  it('gives a free socket to one of several takers at once, and refuses the rest', async () => {
    const socketPath = path.join(testFolder('takeline-socket-lock'), 'free.sock');
    expect(await takeAtOnce(socketPath, 3)).toHaveLength(1);
    expect(await socketAnswers(socketPath)).toBe(true);
    expect(await listenUnlessHeld(socketPath, () => createServer())).toBeUndefined();
  });

  it('gives a socket a killed process left behind to one of several takers at once', async () => {
    const socketPath = path.join(testFolder('takeline-socket-lock'), 'leftover.sock');
    await leaveSocketBehind(socketPath);
    expect(statSync(socketPath).isSocket()).toBe(true);
    expect(await socketAnswers(socketPath)).toBe(false);

    // Each taker finds the leftover; without the guard, each would remove the file the one
    // before had just bound, and all of them would hold the lock.
    expect(await takeAtOnce(socketPath, 3)).toHaveLength(1);
    expect(await socketAnswers(socketPath)).toBe(true);
  });

  it('lets the socket go when its holder closes it', async () => {
    const socketPath = path.join(testFolder('takeline-socket-lock'), 'closed.sock');
    const [first] = await takeAtOnce(socketPath, 1);
    await new Promise((resolve) => first?.close(resolve));
    expect(existsSync(socketPath)).toBe(false);
    expect(await takeAtOnce(socketPath, 1)).toHaveLength(1);
  });

  it('waits while another taker holds the guard, then takes the lock', async () => {
    const socketPath = path.join(testFolder('takeline-socket-lock'), 'guarded.sock');
    const other = createServer();
    await new Promise<void>((resolve) => other.listen(lockGuardAddress(socketPath), resolve));
    let taken = false;
    const taking = takeAtOnce(socketPath, 1).then((holders) => {
      taken = true;
      return holders;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(taken).toBe(false);
    expect(existsSync(socketPath)).toBe(false);

    await new Promise((resolve) => other.close(resolve));
    expect(await taking).toHaveLength(1);
  });
});
