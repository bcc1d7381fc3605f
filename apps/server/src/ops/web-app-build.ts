/**
 * A first `npm start` builds the web app while the server opens its database
 * (docs/decisions/0220-first-start-builds-beside-the-database.md): scripts/ensure-web-build.ts
 * hands its running build over here, and the server waits for it once the database is open,
 * before anything reads the build. The script and the server are separate bundles run in one
 * process, each with its own copy of this module, so the build travels on a global under a
 * registered symbol. Every other start (`npm run serve`, the tests, the container image) hands
 * nothing over and goes straight on.
 */
interface Handover {
  build: Promise<void>;
  finished: boolean;
}

const HANDOVER = Symbol.for('takeline.webAppBuild');
const handovers = globalThis as unknown as Record<symbol, Handover | undefined>;

/**
 * The build handed over failed or was stopped. Its output has said why, so the server prints
 * this message alone, without a stack. The start script rejects with its own bundle's copy of
 * this class, which `instanceof` here does not know, so `webAppBuilt` makes it this one's.
 */
export class WebAppBuildFailed extends Error {}

/** Called by the start script with the `npm run build` it started. */
export function handOverWebAppBuild(build: Promise<void>): void {
  const handover: Handover = { build, finished: false };
  const finish = () => {
    handover.finished = true;
  };
  // Also counts as handling a failure until the server awaits it, so a build that fails while
  // the database opens does not end the process before the database is closed.
  build.then(finish, finish);
  handovers[HANDOVER] = handover;
}

/**
 * Resolves once a build handed over has finished (at once when none was), calling `onWaiting`
 * first if it is still running; rejects with WebAppBuildFailed.
 */
export async function webAppBuilt(onWaiting: () => void): Promise<void> {
  const handover = handovers[HANDOVER];
  if (!handover) return;
  if (!handover.finished) onWaiting();
  try {
    await handover.build;
  } catch (error) {
    throw new WebAppBuildFailed(error instanceof Error ? error.message : String(error));
  }
}
