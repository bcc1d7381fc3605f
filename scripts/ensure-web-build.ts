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

/** A build that failed: npm has already printed why. */
export class WebBuildFailed extends Error {
  constructor(
    readonly exitCode: number,
    signal: NodeJS.Signals | null = null,
  ) {
    super(
      `the web app's build failed (npm run build ${signal ? `stopped by ${signal}` : `exited with ${exitCode}`})`,
    );
  }
}

/**
 * Starts `npm run build` when the web app is out of date and hands it over to the server
 * (apps/server/src/ops/web-app-build.ts), which waits for it before reading the build. The build
 * resolves once complete with its inputs' hash recorded, and rejects with WebBuildFailed. It is
 * stopped if this process exits first (the server failed to start, say), so it never writes to
 * the terminal after the start has given up.
 */
export function ensureWebBuild(): void {
  const build = startWebBuild();
  if (build) handOverWebAppBuild(build);
}

/** Nothing when the web app is up to date; otherwise the running build. */
export function startWebBuild(): Promise<void> | undefined {
  const inputs = webBuildInputsHash();
  if (recordedInputsHash() === inputs) {
    console.log('web app is up to date; skipping the build');
    return undefined;
  }
  const build = spawn('npm', ['run', 'build'], { stdio: 'inherit' });
  const stopBuild = () => build.kill();
  process.on('exit', stopBuild);
  return new Promise<void>((resolve, reject) => {
    build.once('error', reject);
    build.once('exit', (code, signal) => {
      process.off('exit', stopBuild);
      if (code !== 0) return reject(new WebBuildFailed(code ?? 1, signal));
      writeFileSync(INPUTS_HASH_FILE, `${inputs}\n`);
      resolve();
    });
  });
}
