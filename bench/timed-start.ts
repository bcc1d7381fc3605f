/**
 * Times a start of the app as a user runs it, for bench:start (a built checkout) and
 * bench:first-start (a new one): `npm start` in its own process group, polled until /api/health
 * answers, then stopped with SIGTERM and waited for until none of its processes is left.
 */
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { freePort } from '../apps/server/src/test/spawn-server';
import { processIds, procStatFields, USER_HZ } from './process-cpu';

/**
 * The app as a user starts it: `npm run <script>` (`start`, unless told) of `checkout` with
 * production settings on `port` and `dataDir`, in its own process group, so that `stopApp` stops
 * npm and the server behind it together. Shared by bench:start, bench:first-start, bench:stalls
 * and bench:schedule.
 */
export function spawnApp(options: {
  checkout: string;
  port: number;
  dataDir: string;
  stdio: StdioOptions;
  script?: string;
}): ChildProcess {
  return spawn('npm', ['run', options.script ?? 'start'], {
    cwd: options.checkout,
    detached: true,
    stdio: options.stdio,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
    },
  });
}

/** Sends SIGTERM to a `spawnApp` process group, and waits for npm to exit. */
export async function stopApp(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
  await new Promise((resolve) =>
    child.exitCode === null ? child.once('exit', resolve) : resolve(0),
  );
}

async function healthy(port: number, child: ChildProcess, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}

export interface TimedStart {
  /** From the spawn to the first 200 from /api/health. */
  ms: number;
  /** CPU time of the whole process group until then. */
  cpuMs: number;
  /** What the start printed, stdout and stderr together. */
  output: string;
  /** The same, piece by piece, each with the milliseconds from the spawn to its arrival. */
  printed: { ms: number; text: string }[];
  /** From the "Takeline is up" log line to that first answer. */
  afterListenMs: number;
}

/**
 * Runs `npm start` (or another npm script) of `checkout` in its own process group, answers the
 * milliseconds until healthy, then stops it and waits until every process of it is gone.
 */
export async function timeStart(
  checkout: string,
  dataDir: string,
  script = 'start',
): Promise<TimedStart> {
  const port = await freePort();
  const started = performance.now();
  const child = spawnApp({ checkout, port, dataDir, script, stdio: ['ignore', 'pipe', 'pipe'] });
  const printed: TimedStart['printed'] = [];
  const collect = (chunk: Buffer) => {
    printed.push({ ms: performance.now() - started, text: String(chunk) });
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const up = await healthy(port, child, 120_000);
  const ms = performance.now() - started;
  const answeredAt = Date.now();
  const cpuMs = child.pid ? groupCpuMs(child.pid) : 0;
  await stopApp(child);
  // npm dies of the SIGTERM at once while the server behind it drains (finishing a job in
  // flight, closing PGlite): the next start must not meet it still holding the folder.
  if (child.pid) await groupGone(child.pid, 60_000);
  // Read once it has all arrived: the server's last log lines are flushed as it exits.
  const output = printed.map((piece) => piece.text).join('');
  if (!up) throw new Error(`npm start did not become healthy:\n${output}`);
  return { ms, cpuMs, output, printed, afterListenMs: answeredAt - listenedAt(output) };
}

/**
 * When the server said it was up (the epoch ms of its "Takeline is up" log line; the log is
 * flushed by the time the process has exited). NaN when the line is missing.
 */
function listenedAt(output: string): number {
  const line = output.split('\n').find((text) => text.includes('"msg":"Takeline is up"'));
  return line ? Number((JSON.parse(line) as { time: number }).time) : Number.NaN;
}

/**
 * CPU time (user + system, including reaped children) spent so far by every process of a process
 * group, from /proc: unlike wall time it barely moves with the machine's load. 0 off Linux.
 */
function groupCpuMs(group: number): number {
  let ticks = 0;
  for (const fields of groupMembers(group)) {
    ticks += [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
  }
  return (ticks * 1000) / USER_HZ;
}

/** The /proc stat fields of every live process of a process group (none off Linux). */
function groupMembers(group: number): string[][] {
  return processIds()
    .map((pid) => procStatFields(pid)) // null: the process ended meanwhile
    .filter((fields): fields is string[] => fields !== null && Number(fields[2]) === group)
    .filter((fields) => fields[0] !== 'Z'); // a zombie holds nothing; its reaper may be slow
}

/** Waits until no process of the group is left; throws past `timeoutMs`. */
async function groupGone(group: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (groupMembers(group).length > 0) {
    if (Date.now() > deadline)
      throw new Error(`process group ${group} still running after SIGTERM`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
