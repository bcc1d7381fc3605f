/**
 * The web app's half of `npm start` (scripts/start.mjs): builds the web app only when its inputs
 * changed since the last build (their hash is kept beside apps/web/dist), so a start on a built
 * checkout skips Vite altogether (docs/decisions/0110-fast-start.md). A build runs in the
 * background while the server opens its database (docs/decisions/0220-first-start-builds-beside-the-database.md).
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { handOverWebAppBuild } from '../apps/server/src/ops/web-app-build';
import { INPUTS_HASH_FILE, recordedInputsHash, webBuildInputsHash } from './web-build-inputs';

/** A build that failed (npm has already printed why) or was stopped. */
export class WebBuildFailed extends Error {
  constructor(reason: string) {
    super(`the web app's build ${reason}`);
  }
}

/** Signals that stop a start, from the terminal (Ctrl-C) or a supervisor. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Starts `npm run build` when the web app is out of date and hands it over to the server
 * (apps/server/src/ops/web-app-build.ts), which waits for it before reading the build.
 */
export function ensureWebBuild(): void {
  const build = startWebBuild();
  if (build) handOverWebAppBuild(build);
}

/**
 * Nothing when the web app is up to date; otherwise the running build, which resolves once
 * complete with its inputs' hash recorded, and rejects with WebBuildFailed.
 *
 * The build runs in a process group of its own, so all of it (npm, the shell, tsx, Vite) can be
 * stopped together: killing npm alone leaves the step it runs writing to the terminal after the
 * start has given up. It is stopped when this process exits (the server could not take its
 * port, say). A stop signal during the build stops the build instead of the process: the build
 * rejects, and the server, busy opening its database, closes it before exiting. (npm passes a
 * Ctrl-C on to this process as well, so one Ctrl-C can arrive twice: both only stop the build.)
 */
export function startWebBuild(): Promise<void> | undefined {
  const inputs = webBuildInputsHash();
  if (recordedInputsHash() === inputs) {
    console.log('web app is up to date; skipping the build');
    return undefined;
  }
  const build = spawn('npm', ['run', 'build'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  let stoppedBy: NodeJS.Signals | undefined;
  const stopBuild = () => {
    try {
      if (build.pid) process.kill(-build.pid, 'SIGTERM');
    } catch {
      // the group is gone already
    }
  };
  const onSignal = (signal: NodeJS.Signals) => {
    stoppedBy ??= signal;
    stopBuild();
  };
  const forget = () => {
    process.off('exit', stopBuild);
    for (const signal of STOP_SIGNALS) process.off(signal, onSignal);
  };
  process.on('exit', stopBuild);
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
  return new Promise<void>((resolve, reject) => {
    build.once('error', (error) => {
      forget();
      reject(error);
    });
    build.once('exit', (code, signal) => {
      forget();
      if (stoppedBy) return reject(new WebBuildFailed(`was stopped: the start got ${stoppedBy}`));
      if (code !== 0) {
        return reject(
          new WebBuildFailed(
            `failed (npm run build ${signal ? `got ${signal}` : `exited with ${code}`})`,
          ),
        );
      }
      writeFileSync(INPUTS_HASH_FILE, `${inputs}\n`);
      resolve();
    });
  });
}
