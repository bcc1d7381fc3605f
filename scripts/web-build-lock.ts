/**
 * One build of the web app at a time on a checkout
 * (docs/decisions/0222-one-web-build-at-a-time.md). Two starts on a fresh or changed checkout
 * (two servers sharing one PostgreSQL, say) would otherwise both run `npm run build` into the
 * same apps/web/dist, each `vite build` emptying the folder the other is writing.
 *
 * The lock is a Unix socket the building start listens on, as the PGlite folder's owner is
 * (apps/server/src/ops/data-dir-owner.ts): binding it is atomic, and the kernel closes it however
 * its process ends, so a lock left by a killed start is told from a held one by a refused
 * connection, with no pid to outlive its process or be reused.
 */
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { socketAnswers, socketPathIn } from '../apps/server/src/ops/data-dir-owner';
import { REPO_ROOT } from './web-build-inputs';

export const WEB_BUILD_LOCK = socketPathIn(
  path.join(REPO_ROOT, 'apps/web'),
  'takeline-web-build.sock',
);

/** How often a waiting start looks at the lock again: a build takes seconds. */
const POLL_MS = 100;

export interface WebBuildLock {
  release(): Promise<void>;
}

/**
 * Takes the lock, first waiting for the start that holds it to let go; `onWaiting` is called
 * once if it has to wait. A lock whose start is gone is taken over at once.
 */
export async function takeWebBuildLock(
  onWaiting: () => void,
  socketPath = WEB_BUILD_LOCK,
): Promise<WebBuildLock> {
  let told = false;
  for (;;) {
    const server = await listenOn(socketPath);
    if (server) return { release: () => new Promise((resolve) => server.close(() => resolve())) };
    if (await socketAnswers(socketPath)) {
      if (!told) onWaiting();
      told = true;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    } else {
      // Left by a start that was killed. (Two starts finding the same leftover at once could
      // both take the lock; the build would then run twice as before this lock.)
      rmSync(socketPath, { force: true });
    }
  }
}

/** Listens on the socket, or undefined when its file is there already (held, or left over). */
function listenOn(socketPath: string): Promise<Server | undefined> {
  // A waiting start only connects to see that the holder lives; nothing is said.
  const server = createServer((socket) => socket.destroy());
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(undefined);
      else reject(error);
    });
    server.listen(socketPath, () => {
      // The build it guards keeps the process alive; the lock alone must not.
      server.unref();
      resolve(server);
    });
  });
}
