/**
 * npm start: builds the web app only when its inputs changed since the last build (their hash is
 * kept beside apps/web/dist), then runs the server in this same process, so a start on a built
 * checkout pays for one TypeScript runtime, not three (docs/decisions/0110-fast-start.md).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { INPUTS_HASH_FILE, recordedInputsHash, webBuildInputsHash } from './web-build-inputs';

const inputs = webBuildInputsHash();
if (recordedInputsHash() === inputs) {
  console.log('web app is up to date; skipping the build');
} else {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(INPUTS_HASH_FILE, `${inputs}\n`);
}
// By URL, so this script's type check does not pull in the whole server.
await import(new URL('../apps/server/src/main.ts', import.meta.url).href);
