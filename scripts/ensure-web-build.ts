/**
 * The web app's half of `npm start` (scripts/start.mjs): builds the web app only when its inputs
 * changed since the last build (their hash is kept beside apps/web/dist), so a start on a built
 * checkout skips Vite altogether (docs/decisions/0110-fast-start.md). A build runs in the
 * background while the server opens its database
 * (docs/decisions/0220-first-start-builds-beside-the-database.md), one start at a time
 * (docs/decisions/0222-one-web-build-at-a-time.md), the build holding the lock with its start
 * (docs/decisions/0224-the-build-holds-the-web-build-lock.md).
 */
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { handOverWebAppBuild, WebAppBuildFailed } from '../apps/server/src/ops/web-app-build';
import { INPUTS_HASH_FILE, recordedInputsHash, webBuildInputsHash } from './web-build-inputs';
import { takeWebBuildLock } from './web-build-lock';

/** A build that failed (npm has already printed why) or was stopped. */
const buildFailed = (reason: string) => new WebAppBuildFailed(`the web app's build ${reason}`);

/** Signals that stop a start, from the terminal (Ctrl-C) or a supervisor. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * When the web app is out of date, starts `npm run build` (see runStoppable) and hands it over to
 * the server (apps/server/src/ops/web-app-build.ts), which waits for it before reading the build.
 */
export function ensureWebBuild(): void {
  const inputs = webBuildInputsHash();
  if (recordedInputsHash() === inputs) {
    console.log('web app is up to date; skipping the build');
    return;
  }
  handOverWebAppBuild(buildUnderLock(inputs));
}

/**
 * Builds the web app from `inputs` (their hash) while holding the web build's lock. A start that
 * had to wait for another's build looks at the recorded hash again once it has the lock, and
 * usually finds the web app built.
 */
async function buildUnderLock(inputs: string): Promise<void> {
  const lock = await takeWebBuildLock(() =>
    console.log('another start is building the web app; waiting for it'),
  );
  try {
    if (recordedInputsHash() === inputs) return;
    // A build stopped halfway must not leave an earlier hash beside a half-written dist.
    rmSync(INPUTS_HASH_FILE, { force: true });
    await runStoppable('npm', ['run', 'build'], lock.fd);
    writeFileSync(INPUTS_HASH_FILE, `${inputs}\n`);
  } finally {
    await lock.release();
  }
}

/**
 * Runs a command (the build) to its end: resolves when it exits 0, rejects with WebAppBuildFailed.
 * With `lockFd`, the command holds the web build's lock too (WebBuildLock.fd).
 *
 * It runs in a process group of its own, so all of it (npm, the shell, tsx, Vite) can be stopped
 * together: killing npm alone leaves the step it runs writing to the terminal after the start
 * has given up. It is stopped when this process exits (the server could not take its port,
 * say). A stop signal while it runs stops it instead of this process: the build rejects, and the
 * server, busy opening its database, closes it before exiting. (npm passes a Ctrl-C on to this
 * process as well, so one Ctrl-C can arrive twice: both only stop the build.)
 */
export function runStoppable(command: string, args: string[], lockFd?: number): Promise<void> {
  // The lock's socket goes to the command as its descriptor 3, and stays open while it runs.
  const shared = lockFd === undefined ? [] : [lockFd];
  const child = spawn(command, args, {
    stdio: ['ignore', 'inherit', 'inherit', ...shared],
    detached: true,
  });
  let stoppedBy: NodeJS.Signals | undefined;
  const stopGroup = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // the group is gone already
    }
  };
  const onSignal = (signal: NodeJS.Signals) => {
    stoppedBy ??= signal;
    stopGroup();
  };
  const forget = () => {
    process.off('exit', stopGroup);
    for (const signal of STOP_SIGNALS) process.off(signal, onSignal);
  };
  process.on('exit', stopGroup);
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
  const described = [command, ...args].join(' ');
  return new Promise<void>((resolve, reject) => {
    child.once('error', (error) => {
      forget();
      reject(buildFailed(`could not start (${described}: ${error.message})`));
    });
    child.once('exit', (code, signal) => {
      forget();
      if (stoppedBy) reject(buildFailed(`was stopped: the start got ${stoppedBy}`));
      else if (code !== 0) {
        reject(
          buildFailed(`failed (${described} ${signal ? `got ${signal}` : `exited with ${code}`})`),
        );
      } else resolve();
    });
  });
}
