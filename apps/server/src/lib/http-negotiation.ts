/**
 * Content negotiation and revalidation shared by the answers the server sends from its own
 * memory: the schedule's cached bodies (features/events) and the web app's files
 * (plugins/web-files.ts, decision 0225).
 */
export type ContentEncoding = 'br' | 'gzip';

/**
 * Answers per `Accept-Encoding` value already parsed. Browsers send a handful of distinct values,
 * and parsing one on every request of the hottest route cost ~4% of its CPU (bench/README.md,
 * schedule route). Bounded so that a client inventing values cannot grow it.
 */
const encodingByHeader = new Map<string, ContentEncoding | null>();
const ENCODING_HEADERS_KEPT = 64;

/** The best encoding a client accepts (RFC 9110 q-values): brotli, then gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const known = encodingByHeader.get(acceptEncoding);
  if (known !== undefined) return known;
  const encoding = parsePreferredEncoding(acceptEncoding);
  if (encodingByHeader.size < ENCODING_HEADERS_KEPT) encodingByHeader.set(acceptEncoding, encoding);
  return encoding;
}

function parsePreferredEncoding(acceptEncoding: string): ContentEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(token.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: string) => accepted.get(encoding) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/** True when an If-None-Match header names this ETag (weak comparison, RFC 9110). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
