import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Team logos are /logos/{league}-{team-slug}.png; a team without one gets this badge. */
const LOGO_PATH = /^\/logos\/[^/]+\.png$/;
const GENERIC_LOGO = 'logos/generic.png';

/** Whether a path has a `.` or `..` segment, encoded or not: never a page of the app nor one of its files. */
function hasDotSegment(urlPath: string): boolean {
  return urlPath.split('/').some((raw) => {
    let segment = raw;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      // Unreachable over HTTP: Fastify answers a malformed escape with its own 400 before routing.
    }
    // An encoded slash or backslash inside the segment separates parts as well.
    return segment.split(/[/\\]/).some((part) => part === '.' || part === '..');
  });
}

/**
 * Serves the built web app: files as they are, hashed assets cached for a
 * year, and index.html (never cached) for every other GET path so the
 * client-side router can take over. /api paths never fall back to it. A
 * logo the build did not generate (a team the app has no colours for)
 * falls back to the generic badge.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(path.join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      preCompressed: true,
      // Our setHeaders decides caching; send's default would overwrite it.
      cacheControl: false,
      // A folder (`/assets/`) or a path climbing out of the root is no file to send. Both go to the
      // not-found handler below instead of the static plugin's bare 403 "Forbidden": a folder gets
      // the app, as the same path without its slash does; a climbing path a 404 that names it.
      allowedPath: (pathname) => !pathname.endsWith('/') && !hasDotSegment(pathname),
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // index.html names the current hashed assets, and the service worker must be checked on
        // every visit or a new build waits an hour: both always revalidated.
        const alwaysCheck = ['index.html', 'sw.js'].includes(
          path.basename(filePath).replace(/\.(gz|br)$/, ''),
        );
        res.setHeader(
          'cache-control',
          immutable
            ? 'public, max-age=31536000, immutable'
            : alwaysCheck
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app is not built; run `npm run build` to serve it');
  }

  if (built) {
    // The root is a directory to the static plugin; answer it with the app itself.
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  }

  const hasGenericLogo = built && existsSync(path.join(webDist, GENERIC_LOGO));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api') &&
      !hasDotSegment(url);
    if (wantsPage && hasGenericLogo && LOGO_PATH.test(url)) {
      // Short cache: a later build may add this team's own badge.
      return reply
        .header('cache-control', 'public, max-age=300')
        .sendFile(GENERIC_LOGO, { cacheControl: false });
    }
    if (wantsPage && built && !path.extname(url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({
      statusCode: 404,
      error: 'Not Found',
      message:
        wantsPage && !built
          ? 'The web app is not built yet. Run `npm run build`, then reload.'
          : `No route for ${request.method} ${url}.`,
    });
  });
}
