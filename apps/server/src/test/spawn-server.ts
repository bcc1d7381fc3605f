import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { until } from './until';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the server's entry points as a real child process: node with tsx's loader, as
 * the image runs it, so signals reach the server itself. (The tsx command in between would
 * SIGKILL a server whose event loop is busy for 30 ms when the signal comes.)
 */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** A child process's output as it arrives, and its result once it exits. */
export interface WatchedChild {
  child: ChildProcess;
  stdout(): string;
  done: Promise<RunResult>;
}

export function watchOutput(child: ChildProcess): WatchedChild {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const done = new Promise<RunResult>((resolve) => {
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
  return { child, stdout: () => stdout, done };
}

export function collect(child: ChildProcess): Promise<RunResult> {
  return watchOutput(child).done;
}

/**
 * Runs `script`, written inline by a test, as an ES module through tsx in a child process: a
 * stand-in for another process (a start, a holder of a lock, a server handed a build).
 */
export function runInlineModule(
  script: string,
  options: { cwd?: string; env?: Record<string, string> } = {},
): WatchedChild {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: 'pipe',
  });
  return watchOutput(child);
}

export async function waitForHealth(port: number, timeoutMs = 60_000): Promise<void> {
  await until(
    `the server on port ${port} is healthy`,
    async () => {
      try {
        return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
      } catch {
        return false; // not listening yet
      }
    },
    { timeoutMs, everyMs: 200 },
  );
}
