import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadWebFiles, sendWebFile } from './web-files';

/** Team logos are /logos/{league}-{team-slug}.png; a team without one gets this badge. */
const LOGO_PATH = /^\/logos\/[^/]+\.png$/;
const GENERIC_LOGO = '/logos/generic.png';

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

/** How long a client may keep each of the build's files before asking again. */
function cacheControlFor(urlPath: string): string {
  // Hashed names change with their content: cached for a year.
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  // index.html names the current hashed assets, and the service worker must be checked on
  // every visit or a new build waits an hour: both always revalidated.
  if (urlPath === '/index.html' || urlPath === '/sw.js') return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * The path a request names, decoded; undefined when it cannot be decoded. The build's files are
 * the only keys looked up with it, so a folder or a path climbing out of the build finds none.
 */
function filePath(url: string): string | undefined {
  const urlPath = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
}

/**
 * Serves the built web app from memory (plugins/web-files.ts, decision 0225): files as they
 * are, hashed assets cached for a year, and index.html (never cached) for every other GET path
 * so the client-side router can take over. /api paths never fall back to it. A logo the build
 * did not generate (a team the app has no colours for) falls back to the generic badge.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const files = existsSync(path.join(webDist, 'index.html')) ? loadWebFiles(webDist) : undefined;
  const index = files?.get('/index.html');
  const genericLogo = files?.get(GENERIC_LOGO);
  if (!files || !index) {
    app.log.warn({ webDist }, 'web app is not built; run `npm run build` to serve it');
  } else {
    // The root is the app itself; any other path is a file of the build or goes on to the
    // not-found handler below. Routes the API declares take precedence over this wildcard.
    app.get('/', { schema: { hide: true } }, (request, reply) =>
      sendWebFile(request, reply, index, 'no-cache'),
    );
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const urlPath = filePath(request.url);
      const file = urlPath === undefined ? undefined : files.get(urlPath);
      if (urlPath === undefined || file === undefined) return reply.callNotFound();
      return sendWebFile(request, reply, file, cacheControlFor(urlPath));
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api') &&
      !hasDotSegment(url);
    if (wantsPage && genericLogo && LOGO_PATH.test(url)) {
      // Short cache: a later build may add this team's own badge.
      return sendWebFile(request, reply, genericLogo, 'public, max-age=300');
    }
    if (wantsPage && index && !path.extname(url)) {
      return sendWebFile(request, reply, index, 'no-cache');
    }
    return reply.status(404).send({
      statusCode: 404,
      error: 'Not Found',
      message:
        wantsPage && !index
          ? 'The web app is not built yet. Run `npm run build`, then reload.'
          : `No route for ${request.method} ${url}.`,
    });
  });
}
