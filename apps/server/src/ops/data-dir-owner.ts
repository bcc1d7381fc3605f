import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * One process at a time may open a PGlite folder. The owner (the server, or
 * a backup/restore command working on the folder itself) listens on a Unix
 * socket beside the data; whoever finds it answering knows the folder is
 * taken, and `npm run backup` asks the owner for a snapshot through it
 * (docs/decisions/0073-backups-and-restores.md). The socket is mode 0600:
 * only the folder's own user can talk to it.
 */

/** Longest socket path Linux takes is 107 bytes; past this one, a short hashed name in tmpdir. */
const MAX_SOCKET_PATH = 100;

export function ownerSocketPath(dataDir: string): string {
  const beside = path.join(path.resolve(dataDir), 'takeline.sock');
  if (beside.length <= MAX_SOCKET_PATH) return beside;
  const hash = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `takeline-${hash}.sock`);
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `Another Takeline process is using the PGlite folder ${path.resolve(dataDir)} (PGlite allows one). ` +
        'Stop it first; several servers need PostgreSQL (DATABASE_URL).',
    );
  }
}

/** Whether a live process answers on the owner socket (a leftover file from a crash does not). */
function ownerAnswers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      resolve(error.code !== 'ECONNREFUSED' && error.code !== 'ENOENT');
    });
  });
}

export type OwnerHandler = (socket: Socket) => void;

export interface DataDirClaim {
  socketPath: string;
  /** Starts answering requests (the server does once its database is open). */
  serve(handler: OwnerHandler): void;
  release(): Promise<void>;
}

/** Takes the folder, or throws DataDirInUseError when a live process holds it. */
export async function claimDataDir(dataDir: string): Promise<DataDirClaim> {
  mkdirSync(dataDir, { recursive: true });
  const socketPath = ownerSocketPath(dataDir);
  if (await ownerAnswers(socketPath)) throw new DataDirInUseError(dataDir);
  rmSync(socketPath, { force: true });

  let handler: OwnerHandler | undefined;
  const server: Server = createServer((socket) => {
    // Probes (ownerAnswers) hang up at once; a reset must never reach the process.
    socket.on('error', () => {});
    if (handler) handler(socket);
    else
      socket.end(`${JSON.stringify({ ok: false, error: 'busy: the database is not open yet' })}\n`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new DataDirInUseError(dataDir) : error),
    );
    server.listen(socketPath, resolve);
  });
  chmodSync(socketPath, 0o600);
  server.unref();

  return {
    socketPath,
    serve(next) {
      handler = next;
    },
    release: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Node removes the socket file on close; a crash leaves it, and the next claim clears it.
      }),
  };
}

/**
 * Sends one request line to the folder's owner and reads its answer: a JSON
 * header line, then `bytes` bytes of payload. Undefined when no process owns
 * the folder.
 */
export async function askOwner(
  dataDir: string,
  request: Record<string, unknown>,
): Promise<{ header: Record<string, unknown>; payload: Buffer } | undefined> {
  const socketPath = ownerSocketPath(dataDir);
  if (!(await ownerAnswers(socketPath))) return undefined;
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    const chunks: Buffer[] = [];
    socket.once('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('error', reject);
    socket.once('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      if (newline < 0) {
        reject(new Error('the running server closed the connection without answering'));
        return;
      }
      const header = JSON.parse(all.subarray(0, newline).toString('utf8')) as Record<
        string,
        unknown
      >;
      resolve({ header, payload: all.subarray(newline + 1) });
    });
  });
}

/** Reads the first request line a client sent. */
export function readRequest(socket: Socket): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const newline = text.indexOf('\n');
      if (newline < 0) {
        if (text.length > 4096) reject(new Error('request line too long'));
        return;
      }
      socket.off('data', onData);
      try {
        resolve(JSON.parse(text.slice(0, newline)) as Record<string, unknown>);
      } catch {
        reject(new Error('request is not JSON'));
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });
}
