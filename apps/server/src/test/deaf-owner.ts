/**
 * A process that owns a PGlite folder, says it is stopping and then blocks its event loop, as a
 * server does while PGlite finishes its last job or closes a large folder on the loop (decision
 * 0207), before it lets go. `ops/data-dir-owner.test.ts` runs it:
 * `deaf-owner.ts <data dir> <deaf ms>`. It prints "deaf" once its loop is blocked.
 */
import { claimDataDir } from '../ops/data-dir-owner';

const [dataDir, deafMs] = process.argv.slice(2);
if (!dataDir || !deafMs) throw new Error('usage: deaf-owner.ts <data dir> <deaf ms>');
const claim = await claimDataDir(dataDir);
claim.stopping();
console.log('deaf');
// Blocks the thread as a long synchronous PGlite call does: no socket is served meanwhile.
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(deafMs));
await claim.release();
