import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Browser protections on every response (docs/security.md#browser-protections):
 * - a strict Content-Security-Policy: scripts only from this origin and never
 *   inline, no plugins, no framing (`frame-ancestors 'none'`), requests only
 *   to this origin. Styles may be inline: MUI writes its styles at run time
 *   and index.html paints a first frame with a <style> block; a style cannot
 *   run code;
 * - nosniff, a Referrer-Policy, X-Frame-Options, and HSTS only when the
 *   public URL is https (on plain http, HSTS and upgrade-insecure-requests
 *   would break a local or LAN install);
 * - `Cache-Control: no-store` on API answers that do not choose their own,
 *   and on every answer to a request with a token, so private JSON never sits
 *   in a shared or browser cache. The web app's files choose theirs
 *   (plugins/web-app.ts: index.html revalidated, hashed assets immutable).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { publicUrl: string },
): Promise<void> {
  const https = options.publicUrl.startsWith('https://');
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.url;
    if (!url.startsWith('/api/') && url !== '/api') return payload;
    if (request.headers.authorization || !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
