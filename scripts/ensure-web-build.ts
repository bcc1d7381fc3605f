/**
 * The first half of `npm start` (scripts/start.mjs): builds the web app only when its inputs
 * changed since the last build (their hash is kept beside apps/web/dist), so a start on a built
 * checkout skips Vite altogether (docs/decisions/0110-fast-start.md).
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
