// @ts-check
/**
 * npm start: builds the web app when its inputs changed (scripts/ensure-web-build.ts) and runs
 * the server in this same process. A build runs in the background while the server's bundle is
 * made and the database opens; the server waits for it before reading the build
 * (docs/decisions/0220-first-start-builds-beside-the-database.md). Both halves run as
 * JavaScript bundles esbuild made from their TypeScript and kept until an input changes, so a
 * start on a built checkout pays for plain node only: no tsx, no transpiling
 * (docs/decisions/0117-start-runs-a-cached-server-bundle.md), the server's packages are compiled
 * in (docs/decisions/0209-start-compiles-the-packages-in.md), and V8 reuses the code it compiled
 * for the bundle last time (docs/decisions/0210-start-keeps-v8s-code-cache.md).
 * `npm run dev`, `npm run serve`, the server tests and the container image still run the sources
 * through tsx; the e2e suite runs this bundle.
 */
import { webBuildCheckBundle } from './bundle-cache.mjs';
import { runBundle, runServerBundle } from './run-bundle.mjs';

const webBuildCheck = runBundle(await webBuildCheckBundle());
/** @type {{ ensureWebBuild(): void }} */ (webBuildCheck.exports).ensureWebBuild();

await runServerBundle();
