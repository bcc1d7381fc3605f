import { chmodSync, mkdirSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { listenUnlessHeld, SocketLockBusyError, socketAnswers, socketPathIn } from './socket-lock';

/**
 * One process at a time may open a PGlite folder. The owner (the server, or
 * a backup/restore command working on the folder itself) listens on a Unix
 * socket beside the data; whoever finds it answering knows the folder is
 * taken, and `npm run backup` asks the owner for a snapshot through it
 * (docs/decisions/0073-backups-and-restores.md). The socket is mode 0600:
 * only the folder's own user can talk to it.
 */

export function ownerSocketPath(dataDir: string): string {
  return socketPathIn(dataDir, 'takeline.sock');
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `Another Takeline process is using the PGlite folder ${path.resolve(dataDir)} (PGlite allows one). ` +
        'Stop it first; several servers need PostgreSQL (DATABASE_URL).',
    );
  }
}

/** Serves one request to the owner socket (a backup); the claim has read its line already. */
export type OwnerHandler = (socket: Socket, request: Record<string, unknown>) => void;

/** Asks the owner where it is in its life; any process may ask. */
export const STATE_REQUEST = 'state';
type OwnerState = 'starting' | 'running' | 'stopping';

export interface DataDirClaim {
  socketPath: string;
  /** Starts answering requests (the server does once its database is open). */
  serve(handler: OwnerHandler): void;
  /**
   * Says the owner is shutting down: it still holds the folder until `release`, but a new
   * server asking waits for it instead of giving up (decision 0202), and requests are refused.
   */
  stopping(): void;
  release(): Promise<void>;
}

export interface ClaimOptions {
  /**
   * How long to wait for an owner that says it is stopping to let go (0: not at all). An owner
   * that is running is refused at once whatever this says.
   */
  waitForStoppingOwnerMs?: number;
  /** Called once when the claim starts waiting, to tell the person who started it why. */
  onWaiting?: (message: string) => void;
}

const POLL_MS = 100;
const STATE_TIMEOUT_MS = 2_000;
/**
 * How many times an owner that hung up without a word is looked for again once the wait is over
 * (decision 0208): enough for one that was exiting to be gone, bounded against a socket that
 * always hangs up.
 */
const HANG_UP_RECHECKS = 5;

/**
 * Takes the folder, or throws DataDirInUseError when a live process holds it. An owner that is
 * shutting down (a server stopped a moment ago, still finishing its work and closing PGlite) is
 * waited for, up to `waitForStoppingOwnerMs`, so that stopping a server and starting it again
 * at once works (decision 0202).
 */
export async function claimDataDir(
  dataDir: string,
  options: ClaimOptions = {},
): Promise<DataDirClaim> {
  mkdirSync(dataDir, { recursive: true });
  const socketPath = ownerSocketPath(dataDir);

  let handler: OwnerHandler | undefined;
  let stopping = false;
  const stateNow = (): OwnerState => (stopping ? 'stopping' : handler ? 'running' : 'starting');
  const ownerServer = () =>
    createServer((socket) => {
      // Probes (socketAnswers) hang up at once; a reset must never reach the process.
      socket.on('error', () => {});
      readRequest(socket).then(
        (request) => {
          if (request.command === STATE_REQUEST)
            socket.end(`${JSON.stringify({ ok: true, state: stateNow() })}\n`);
          else if (stopping) socket.end(refusal('the server is shutting down'));
          else if (handler) handler(socket, request);
          else socket.end(refusal('busy: the database is not open yet'));
        },
        () => socket.destroy(),
      );
    });
  // A live owner that appears between the wait and the bind is looked at again by the wait,
  // which refuses it unless it is stopping.
  let listening: Server | undefined;
  while (!listening) {
    await waitForStoppingOwner(dataDir, socketPath, options);
    listening = await listenUnlessHeld(socketPath, ownerServer).catch((error: unknown) => {
      throw error instanceof SocketLockBusyError ? new DataDirInUseError(dataDir) : error;
    });
  }
  const server = listening;
  chmodSync(socketPath, 0o600);

  return {
    socketPath,
    serve(next) {
      handler = next;
    },
    stopping() {
      stopping = true;
    },
    release: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Node removes the socket file on close; a crash leaves it, and the next claim clears it.
      }),
  };
}

function refusal(error: string): string {
  return `${JSON.stringify({ ok: false, error })}\n`;
}

/**
 * Returns once no process answers on the socket; throws if one that is not stopping does, or when
 * the wait is over. An owner that stays silent is asked again until then: PGlite runs on its
 * owner's event loop (decision 0204), so a server closing a large folder or finishing its last job
 * can be deaf for seconds, and only its answer tells a stopping owner from a running one
 * (decision 0207).
 */
async function waitForStoppingOwner(dataDir: string, socketPath: string, options: ClaimOptions) {
  const deadline = Date.now() + (options.waitForStoppingOwnerMs ?? 0);
  let told = false;
  let rechecks = 0;
  while (await socketAnswers(socketPath)) {
    const state = await askState(socketPath);
    // Gone between the two questions (undefined), busy (silent) or stopping: ask again.
    const waitable = state === 'stopping' || state === 'silent' || state === undefined;
    if (!waitable) throw new DataDirInUseError(dataDir);
    // An owner that hung up without a word was exiting: it is looked for again even when the wait
    // is over (0 for backup, restore, create-admin), or a command run just as a server exits
    // would fail (decision 0208).
    if (Date.now() >= deadline && (state !== undefined || ++rechecks > HANG_UP_RECHECKS))
      throw new DataDirInUseError(dataDir);
    if (!told && state !== undefined) {
      told = true;
      options.onWaiting?.(
        state === 'stopping'
          ? `The Takeline server that used ${path.resolve(dataDir)} is still shutting down; waiting for it to finish.`
          : `The Takeline process that uses ${path.resolve(dataDir)} does not answer; waiting up to ${Math.ceil((deadline - Date.now()) / 1000)} s for it to finish or let go.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * The owner's own word on its state: undefined when it hangs up without one (it is going), running
 * when it answers something else (a server from before decision 0202), silent when it says
 * nothing in time (busy or hung: the caller asks again while it may wait).
 */
async function askState(socketPath: string): Promise<OwnerState | 'silent' | undefined> {
  const answer = await exchange(socketPath, { command: STATE_REQUEST }, STATE_TIMEOUT_MS).catch(
    (error: unknown) => (error instanceof OwnerSilentError ? ('silent' as const) : undefined),
  );
  if (answer === undefined || answer === 'silent') return answer;
  const state = answer.header.state;
  return state === 'starting' || state === 'stopping' ? state : 'running';
}

interface OwnerAnswer {
  header: Record<string, unknown>;
  payload: Buffer;
}

/**
 * Sends one request line to the folder's owner and reads its answer: a JSON
 * header line, then `bytes` bytes of payload. Undefined when no process owns
 * the folder.
 */
export async function askOwner(
  dataDir: string,
  request: Record<string, unknown>,
): Promise<OwnerAnswer | undefined> {
  const socketPath = ownerSocketPath(dataDir);
  if (!(await socketAnswers(socketPath))) return undefined;
  return exchange(socketPath, request);
}

class OwnerSilentError extends Error {
  constructor(ms: number) {
    super(`the owner of the folder said nothing for ${ms} ms`);
  }
}

/**
 * One request line out, the whole answer back (until the owner ends the connection). With
 * `silenceMs`, an owner quiet that long is hung up on (no connection is left open to a hung
 * process) and the promise rejects with OwnerSilentError.
 */
function exchange(
  socketPath: string,
  request: Record<string, unknown>,
  silenceMs?: number,
): Promise<OwnerAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    if (silenceMs !== undefined) {
      socket.setTimeout(silenceMs, () => {
        socket.destroy();
        reject(new OwnerSilentError(silenceMs));
      });
    }
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
function readRequest(socket: Socket): Promise<Record<string, unknown>> {
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
    // A probe hangs up without a word; nothing is left waiting for its line.
    socket.once('close', () => reject(new Error('closed before a request line')));
  });
}
