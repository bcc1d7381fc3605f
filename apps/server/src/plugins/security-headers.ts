import type { FastifyInstance } from 'fastify';

/** The Content-Security-Policy directives, in the order they are sent. */
function contentSecurityPolicy(https: boolean, scriptHashes: readonly string[]): string {
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', ["'self'", ...scriptHashes].join(' ')],
    ['script-src-attr', "'none'"],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', "'self' data: blob:"],
    ['font-src', "'self' data:"],
    ['connect-src', "'self'"],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  const parts = directives.map(([name, value]) => `${name} ${value}`);
  if (https) parts.push('upgrade-insecure-requests');
  return parts.join(';');
}

/**
 * The headers every response carries. They depend only on configuration, so they are built
 * once: a helmet middleware rebuilt per request cost a tenth of the schedule route's CPU
 * (decision 0150).
 */
export function securityHeaders(
  publicUrl: string,
  scriptHashes: readonly string[] = [],
): Record<string, string> {
  const https = publicUrl.startsWith('https://');
  return {
    'content-security-policy': contentSecurityPolicy(https, scriptHashes),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    // The old XSS auditor did more harm than good; browsers are told to keep it off.
    'x-xss-protection': '0',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * The headers of an API answer, which a browser never renders as a page: nothing may load from
 * it or frame it, and it is never sniffed into something else. Half the page set, and the
 * cheapest answers are the most frequent (decision 0150).
 */
export function apiSecurityHeaders(publicUrl: string): Record<string, string> {
  const page = securityHeaders(publicUrl);
  const https = publicUrl.startsWith('https://');
  return {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': page['referrer-policy'] as string,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(https ? { 'strict-transport-security': page['strict-transport-security'] as string } : {}),
  };
}

function isApi(url: string): boolean {
  return url.startsWith('/api/') || url === '/api';
}

/** API answers under /api, except the browsable API docs, which are a page with scripts. */
function isApiData(url: string): boolean {
  return isApi(url) && !url.startsWith('/api/docs');
}

/**
 * Browser protections on every response (docs/security.md#browser-protections):
 * - a strict Content-Security-Policy: scripts only from this origin, and inline
 *   only the start-up scripts of the built index.html, each allowed by its hash
 *   (`scriptHashes`, decision 0188), never `'unsafe-inline'`; no plugins, no framing (`frame-ancestors 'none'`), requests only
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
  options: { publicUrl: string; scriptHashes?: readonly string[] },
): Promise<void> {
  const pageHeaders = securityHeaders(options.publicUrl, options.scriptHashes);
  const dataHeaders = apiSecurityHeaders(options.publicUrl);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiData(request.url) ? dataHeaders : pageHeaders);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApi(request.url)) {
      if (request.headers.authorization || !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
    }
    done(null, payload);
  });
}
