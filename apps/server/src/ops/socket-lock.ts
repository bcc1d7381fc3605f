import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A Unix socket held as a lock: the process that listens on it holds it, and the kernel closes
 * it however that process ends. Used for the PGlite folder's owner (data-dir-owner.ts, decision
 * 0073) and the web build's lock (scripts/web-build-lock.ts, decision 0222). How a leftover
 * socket file is taken over without two processes both ending up holding the lock is
 * docs/decisions/0223-a-socket-lock-taken-by-one-process.md.
 */

/** Longest socket path Linux takes is 107 bytes; past this one, a short hashed name in tmpdir. */
const MAX_SOCKET_PATH = 100;

/** A Unix socket's path in `folder`, or a short name in tmpdir hashed from it when too long. */
export function socketPathIn(folder: string, name: string): string {
  const beside = path.join(path.resolve(folder), name);
  if (beside.length <= MAX_SOCKET_PATH) return beside;
  return path.join(tmpdir(), `${path.basename(name, '.sock')}-${hashOf(folder)}.sock`);
}

const hashOf = (folder: string) =>
  createHash('sha256').update(path.resolve(folder)).digest('hex').slice(0, 16);

/**
 * What is at a socket's path: a live listener, a file no process listens on (left by one that
 * was killed: connections are refused), or nothing.
 */
type SocketState = 'answers' | 'refused' | 'absent';

function probe(socketPath: string): Promise<SocketState> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve('answers');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      // Anything but a refusal or no file (a full backlog, say) means a live listener.
      if (error.code === 'ECONNREFUSED') resolve('refused');
      else if (error.code === 'ENOENT') resolve('absent');
      else resolve('answers');
    });
  });
}

/** Whether a live process listens on a Unix socket. */
export async function socketAnswers(socketPath: string): Promise<boolean> {
  return (await probe(socketPath)) === 'answers';
}

/**
 * Listens on `socketPath` with a server from `makeServer` and returns it, or returns undefined
 * when a live process listens there already. A file no process listens on is removed first.
 *
 * Looking, removing and binding happen under a guard, so that two processes finding the same
 * leftover cannot each remove the other's new socket and both hold the lock.
 */
export async function listenUnlessHeld(
  socketPath: string,
  makeServer: () => Server,
): Promise<Server | undefined> {
  const guard = await takeGuard(socketPath);
  try {
    const state = await probe(socketPath);
    if (state === 'answers') return undefined;
    if (state === 'refused') rmSync(socketPath, { force: true });
    return await listenOn(socketPath, makeServer());
  } finally {
    if (guard) await new Promise((resolve) => guard.close(resolve));
  }
}

/** How long a guard may stay taken: another process holds it for a look and a bind. */
const GUARD_WAIT_MS = 5_000;
const GUARD_POLL_MS = 5;

export class SocketLockBusyError extends Error {
  constructor(socketPath: string) {
    super(
      `Another process has been taking the lock ${socketPath} for ${GUARD_WAIT_MS / 1000} s; it may be stopped.`,
    );
  }
}

/** The guard's abstract name for the lock at `socketPath` (the leading NUL makes it abstract). */
export const lockGuardAddress = (socketPath: string) =>
  `\0takeline-lock-guard-${hashOf(socketPath)}`;

/**
 * The guard is a Linux abstract socket: a name with no file, which the kernel frees when its
 * process ends, so it can never be left over. Other systems have no such names and go without
 * the guard: there, two processes finding one leftover at the same moment could both take it.
 */
async function takeGuard(socketPath: string): Promise<Server | undefined> {
  if (process.platform !== 'linux') return undefined;
  const deadline = Date.now() + GUARD_WAIT_MS;
  for (;;) {
    const guard = await listenOn(lockGuardAddress(socketPath), createServer());
    if (guard) return guard;
    if (Date.now() >= deadline) throw new SocketLockBusyError(socketPath);
    await new Promise((resolve) => setTimeout(resolve, GUARD_POLL_MS));
  }
}

/** Listens, or undefined when the address is taken. Neither keeps the process alive. */
function listenOn(address: string, server: Server): Promise<Server | undefined> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(undefined);
      else reject(error);
    });
    server.listen(address, () => {
      server.unref();
      resolve(server);
    });
  });
}
