/**
 * One build of the web app at a time on a checkout
 * (docs/decisions/0222-one-web-build-at-a-time.md). Two starts on a fresh or changed checkout
 * (two servers sharing one PostgreSQL, say) would otherwise both run `npm run build` into the
 * same apps/web/dist, each `vite build` emptying the folder the other is writing.
 *
 * The lock is a Unix socket the building start listens on, as the PGlite folder's owner is
 * (apps/server/src/ops/socket-lock.ts). The kernel closes it once its start and the build the
 * start shares it with (docs/decisions/0224-the-build-holds-the-web-build-lock.md) have ended,
 * however they end, so a lock left behind is told from a held one by a refused connection, with
 * no pid to outlive its process or be reused, and is taken over at once.
 */
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { listenUnlessHeld, socketPathIn } from '../apps/server/src/ops/socket-lock';
import { REPO_ROOT } from './web-build-inputs';

export const WEB_BUILD_LOCK = socketPathIn(
  path.join(REPO_ROOT, 'apps/web'),
  'takeline-web-build.sock',
);

/** How often a waiting start looks at the lock again: a build takes seconds. */
const POLL_MS = 100;

export interface WebBuildLock {
  /**
   * The lock's listening socket, for the build it guards to hold as well (runStoppable in
   * ensure-web-build.ts), or undefined where there is none to share. A start killed outright
   * cannot stop its build; sharing the socket keeps the lock held until that build ends, so the
   * next start waits for it instead of building into the same folder beside it.
   */
  fd: number | undefined;
  release(): Promise<void>;
}

/** Node keeps a listening socket's descriptor on its handle; it has no public way to read it. */
function descriptorOf(server: Server): number | undefined {
  const fd = (server as unknown as { _handle?: { fd?: number } })._handle?.fd;
  return typeof fd === 'number' && fd >= 0 ? fd : undefined;
}

/**
 * Takes the lock, first waiting for the start that holds it (and its build, decision 0224) to let
 * go; `onWaiting` is called once if it has to wait. A lock whose holders are all gone is taken
 * over at once.
 */
export async function takeWebBuildLock(
  onWaiting: () => void,
  socketPath = WEB_BUILD_LOCK,
): Promise<WebBuildLock> {
  let told = false;
  for (;;) {
    // A waiting start only connects to see that the holder lives; nothing is said.
    const server = await listenUnlessHeld(socketPath, () =>
      createServer((socket) => socket.destroy()),
    );
    if (server) {
      return {
        fd: descriptorOf(server),
        release: () => new Promise((resolve) => server.close(() => resolve())),
      };
    }
    if (!told) onWaiting();
    told = true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
