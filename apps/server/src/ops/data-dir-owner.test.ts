import { statSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { leaveSocketBehind } from '../test/leftover-socket';
import { startServerProcess } from '../test/server-process';
import { collect, freePort, type RunResult, runScript, waitForHealth } from '../test/spawn-server';
import { usingPostgres } from '../test/test-database';
import { testFolder } from '../test/test-folder';
import {
  askOwner,
  claimDataDir,
  DataDirInUseError,
  ownerSocketPath,
  STATE_REQUEST,
} from './data-dir-owner';
import { lockGuardAddress, socketPathIn } from './socket-lock';

const folder = () => testFolder('takeline-owner');

/** Two servers started together on one folder: one opens it, the other is told it is in use. */
async function expectOneClaimOfTwo(dataDir: string) {
  const claims = await Promise.allSettled([claimDataDir(dataDir), claimDataDir(dataDir)]);
  const taken = claims.flatMap((claim) => (claim.status === 'fulfilled' ? [claim.value] : []));
  const refused = claims.flatMap((claim) => (claim.status === 'rejected' ? [claim.reason] : []));
  await Promise.all(taken.map((claim) => claim.release()));
  expect(taken).toHaveLength(1);
  expect(refused).toHaveLength(1);
  expect(refused[0]).toBeInstanceOf(DataDirInUseError);
}

describe('one owner per PGlite folder', () => {
  it('refuses a second claim while the first holds the folder, and allows one after', async () => {
    const dataDir = folder();
    const first = await claimDataDir(dataDir);
    expect(statSync(first.socketPath).mode & 0o777).toBe(0o600);
    await expect(claimDataDir(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
    await first.release();
    const second = await claimDataDir(dataDir);
    await second.release();
  });

  it('takes over a socket file a crashed process left behind', async () => {
    const dataDir = folder();
    // A socket file nobody listens on any more: its process was killed.
    const leftover = ownerSocketPath(dataDir);
    await leaveSocketBehind(leftover);
    expect(statSync(leftover).isSocket()).toBe(true);
    const claim = await claimDataDir(dataDir);
    await claim.release();
  });

  it('gives a folder to one of two claims made at the same moment', async () => {
    await expectOneClaimOfTwo(folder());
  });

  it("gives a crashed owner's folder to one of two claims made at the same moment", async () => {
    const dataDir = folder();
    await leaveSocketBehind(ownerSocketPath(dataDir));
    await expectOneClaimOfTwo(dataDir);
  });

  it('gives up, as on a folder in use, when another claim stays stopped while taking it', async () => {
    const dataDir = folder();
    // A claim stopped (say with SIGSTOP) between its look at the socket and its bind.
    const stopped = createServer();
    await new Promise<void>((resolve) =>
      stopped.listen(lockGuardAddress(ownerSocketPath(dataDir)), resolve),
    );
    try {
      const started = Date.now();
      await expect(claimDataDir(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
      expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
    } finally {
      await new Promise((resolve) => stopped.close(resolve));
    }
  });

  it('says where it is in its life when asked: starting, running, stopping', async () => {
    const dataDir = folder();
    const claim = await claimDataDir(dataDir);
    const state = async () => (await askOwner(dataDir, { command: STATE_REQUEST }))?.header;
    expect(await state()).toEqual({ ok: true, state: 'starting' });
    claim.serve((socket) => socket.end(`${JSON.stringify({ ok: true, served: true })}\n`));
    expect(await state()).toEqual({ ok: true, state: 'running' });
    expect((await askOwner(dataDir, { command: 'backup' }))?.header).toEqual({
      ok: true,
      served: true,
    });
    claim.stopping();
    expect(await state()).toEqual({ ok: true, state: 'stopping' });
    // Nothing new starts on a folder that is closing: a backup is refused, not begun.
    expect((await askOwner(dataDir, { command: 'backup' }))?.header).toEqual({
      ok: false,
      error: 'the server is shutting down',
    });
    await claim.release();
  });

  it('waits for an owner that is stopping, says so once, and takes the folder when it lets go', async () => {
    const dataDir = folder();
    const first = await claimDataDir(dataDir);
    first.stopping();
    const told: string[] = [];
    const started = Date.now();
    const second = claimDataDir(dataDir, {
      waitForStoppingOwnerMs: 10_000,
      onWaiting: (message) => told.push(message),
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await first.release();
    const claim = await second;
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(told).toEqual([
      expect.stringContaining('is still shutting down; waiting for it to finish'),
    ]);
    expect((await askOwner(dataDir, { command: STATE_REQUEST }))?.header.state).toBe('starting');
    await claim.release();
  });

  it('refuses a running owner at once, however long it may wait for a stopping one', async () => {
    const dataDir = folder();
    const first = await claimDataDir(dataDir);
    first.serve((socket) => socket.end());
    const started = Date.now();
    await expect(claimDataDir(dataDir, { waitForStoppingOwnerMs: 30_000 })).rejects.toBeInstanceOf(
      DataDirInUseError,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    await first.release();
  });

  it('gives up on an owner that is still stopping when the wait is over', async () => {
    const dataDir = folder();
    const first = await claimDataDir(dataDir);
    first.stopping();
    const started = Date.now();
    await expect(claimDataDir(dataDir, { waitForStoppingOwnerMs: 400 })).rejects.toBeInstanceOf(
      DataDirInUseError,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    // Without a wait (backups, restores, create-admin), a stopping owner is refused at once.
    await expect(claimDataDir(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
    await first.release();
  });

  it('keeps asking an owner that is too busy to answer, and takes the folder once it lets go', async () => {
    const dataDir = folder();
    const owner = await deafOwner(dataDir, 3_500);
    const told: string[] = [];
    const started = Date.now();
    const claim = await claimDataDir(dataDir, {
      waitForStoppingOwnerMs: 15_000,
      onWaiting: (message) => told.push(message),
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    expect(told).toEqual([expect.stringContaining('does not answer; waiting up to')]);
    expect(await owner.exit).toMatchObject({ code: 0 });
    await claim.release();
  });

  it('gives up on an owner that stays silent when the wait is over', async () => {
    const dataDir = folder();
    const owner = await deafOwner(dataDir, 4_000);
    // Refused, not taken: the owner is still deaf when the half second is over.
    await expect(claimDataDir(dataDir, { waitForStoppingOwnerMs: 500 })).rejects.toBeInstanceOf(
      DataDirInUseError,
    );
    expect(await owner.exit).toMatchObject({ code: 0 });
  });

  it('takes the folder, even with no wait, from an owner that exits as it is asked', async () => {
    const dataDir = folder();
    // Plays a server's last moment: the probe finds it listening, and the state question reaches
    // it as it exits, so the connection closes without a word and the socket goes with it.
    const exiting = await rawOwner(dataDir, (socket, owner) => {
      socket.destroy();
      owner.close();
    });
    const claim = await claimDataDir(dataDir);
    expect(exiting.questions()).toBe(1);
    await claim.release();
  });

  it('refuses, without waiting long, a socket that always hangs up without a word', async () => {
    const dataDir = folder();
    const mute = await rawOwner(dataDir, (socket) => socket.destroy());
    const started = Date.now();
    await expect(claimDataDir(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
    expect(Date.now() - started).toBeLessThan(3_000);
    // Looked for again a bounded number of times (decision 0208), not once and not forever.
    expect(mute.questions()).toBeGreaterThan(1);
    expect(mute.questions()).toBeLessThanOrEqual(10);
    await new Promise((resolve) => mute.server.close(resolve));
  });

  it('answers nothing when no process owns the folder', async () => {
    const dataDir = folder();
    expect(await askOwner(dataDir, { command: 'backup' })).toBeUndefined();
    writeFileSync(ownerSocketPath(dataDir), '');
    expect(await askOwner(dataDir, { command: 'backup' })).toBeUndefined();
  });

  it('keeps a socket path Linux accepts for a deep DATA_DIR', async () => {
    const deep = path.join(folder(), 'a'.repeat(60), 'b'.repeat(60));
    const socketPath = ownerSocketPath(deep);
    expect(socketPath.length).toBeLessThanOrEqual(100);
    expect(ownerSocketPath(deep)).toBe(socketPath);
    // Another socket in the same deep folder (the web build's lock uses this) gets its own name.
    const other = socketPathIn(deep, 'takeline-web-build.sock');
    expect(other.length).toBeLessThanOrEqual(100);
    expect(path.basename(other)).toMatch(/^takeline-web-build-[0-9a-f]{16}\.sock$/);
    const claim = await claimDataDir(deep);
    await expect(claimDataDir(deep)).rejects.toBeInstanceOf(DataDirInUseError);
    await claim.release();
  });

  // Child processes inherit DATABASE_URL, which would put them on PostgreSQL: PGlite runs only.
  it.skipIf(usingPostgres)(
    'stops a second server and npm run create-admin from opening a folder a server uses',
    async () => {
      const dataDir = folder();
      const server = await startServerProcess({ DATA_DIR: dataDir });
      try {
        const second = await collect(
          runScript('src/main.ts', [], { DATA_DIR: dataDir, PORT: '0', JOBS_ENABLED: '0' }),
        );
        expect(second.code).toBe(1);
        expect(second.stderr).toContain('Another Takeline process is using the PGlite folder');
        const admin = await collect(
          runScript('src/cli/create-admin.ts', ['boss'], { DATA_DIR: dataDir }),
        );
        expect(admin.code).toBe(1);
        expect(admin.stderr).toContain('Another Takeline process is using the PGlite folder');
        const health = await fetch(`${server.url}/api/health`);
        expect(health.status).toBe(200);
      } finally {
        const stopped = await server.stop();
        expect(stopped.code, stopped.stderr).toBe(0);
      }
    },
    120_000,
  );

  // Child processes inherit DATABASE_URL, which would put them on PostgreSQL: PGlite runs only.
  it.skipIf(usingPostgres)(
    'a server started while the last one is still shutting down waits for it, then opens the folder',
    async () => {
      const dataDir = folder();
      // The held request must outlast the second server's start, however slow the machine: the
      // first server neither cuts it (request timeout) nor gives up on it (grace) for minutes.
      const patient = { SHUTDOWN_GRACE_SECONDS: '300', REQUEST_TIMEOUT_SECONDS: '300' };
      const first = await startServerProcess({ DATA_DIR: dataDir, ...patient });
      const registered = await fetch(`${first.url}/api/users/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Still Here',
          email: 'still@example.com',
          username: 'stillhere',
          password: 'correct-horse-battery',
          confirmPassword: 'correct-horse-battery',
          termsAccepted: true,
        }),
      });
      expect(registered.status).toBe(201);
      // A request in flight holds the first server's shutdown. `Expect: 100-continue` makes the
      // server say when it has taken the request up; its body then comes a byte at a time,
      // never idle long enough for the server to drop the connection.
      const body = JSON.stringify({ username: 'stillhere', password: 'correct-horse-battery' });
      const inFlight = connect(first.port, '127.0.0.1');
      let text = '';
      inFlight.on('data', (chunk) => {
        text += chunk;
      });
      const answered = new Promise<string>((resolve) =>
        inFlight.once('close', () => resolve(text)),
      );
      inFlight.write(
        `POST /api/users/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
      );
      await new Promise<void>((resolve) =>
        inFlight.on('data', () => text.includes('100 Continue') && resolve()),
      );
      let sent = 0;
      const trickle = setInterval(() => {
        if (sent < body.length - 1) inFlight.write(body.slice(sent, ++sent));
      }, 2_000);
      const stopped = first.stop();

      const port = await freePort();
      const second = runScript('src/main.ts', [], {
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        JOBS_ENABLED: '0',
        SIM_PLAYERS: '0',
        JWT_SECRET: 'a-secret-shared-by-test-processes',
        ...patient,
      });
      const secondExit = collect(second);
      try {
        let told = '';
        const waiting = new Promise<void>((resolve) =>
          second.stderr?.on('data', (chunk) => {
            told += chunk;
            if (told.includes('is still shutting down; waiting for it to finish')) resolve();
          }),
        );
        const gaveUp = secondExit.then((result) => {
          throw new Error(`the second server did not wait (code ${result.code}): ${result.stderr}`);
        });
        const startedAnyway = waitForHealth(port, 300_000).then(() => {
          throw new Error('the second server started without waiting: the first had already gone');
        });
        await Promise.race([waiting, gaveUp, startedAnyway]);
        gaveUp.catch(() => {});
        startedAnyway.catch(() => {});
        // The request ends; the first server answers it (closing the connection, as it drains),
        // closes PGlite, and lets go. A write, not an end: a client that hangs up is not answered.
        clearInterval(trickle);
        inFlight.write(body.slice(sent));
        expect(await answered).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /);
        const firstExit = await stopped;
        expect(firstExit.code, firstExit.stderr).toBe(0);
        await waitForHealth(port);
        const login = await fetch(`http://127.0.0.1:${port}/api/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        expect(login.status).toBe(200);
      } finally {
        clearInterval(trickle);
        second.kill('SIGTERM');
      }
      const secondResult = await secondExit;
      expect(secondResult.code, secondResult.stderr).toBe(0);
    },
    300_000,
  );
});

/** Starts `test/deaf-owner.ts` on the folder; resolves once it is deaf, with a promise of its exit. */
async function deafOwner(dataDir: string, deafMs: number): Promise<{ exit: Promise<RunResult> }> {
  const child = runScript('src/test/deaf-owner.ts', [dataDir, String(deafMs)], {});
  const exit = collect(child);
  await new Promise((resolve) => child.stdout?.once('data', resolve));
  return { exit };
}

/**
 * Listens on the folder's owner socket as an owner of another version or in another moment
 * would, and hands each connection that sends a line (the state question; probes send none) to
 * `onQuestion`. Counts the questions.
 */
async function rawOwner(
  dataDir: string,
  onQuestion: (socket: Socket, server: Server) => void,
): Promise<{ server: Server; questions: () => number }> {
  let questions = 0;
  const server = createServer((socket) => {
    socket.on('error', () => {});
    socket.once('data', () => {
      questions += 1;
      onQuestion(socket, server);
    });
  });
  await new Promise<void>((resolve) => server.listen(ownerSocketPath(dataDir), resolve));
  return { server, questions: () => questions };
}
