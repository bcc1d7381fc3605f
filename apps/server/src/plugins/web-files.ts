import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ContentEncoding, etagMatches, preferredEncoding } from '../lib/http-negotiation';

/**
 * The built web app's files, read into memory once when the server starts and sent from there
 * (docs/decisions/0225-web-app-files-sent-from-memory.md). Sending from disk took several
 * file calls per answer, each finished on a later turn of the event loop; while a job runs its
 * queries on PGlite a turn comes every 10 ms (decision 0204), so a page's files each waited up
 * to 50 ms. From memory an answer is written in the turn that read its request. The server also
 * keeps serving the build it started with, the one its page's script hashes were taken from,
 * until it restarts.
 */
export interface WebFile {
  body: Buffer;
  /** The build's precompressed copies (`.br`, `.gz`), when it made them. */
  encoded: Partial<Record<ContentEncoding, Buffer>>;
  contentType: string;
  /** A strong validator of the file's bytes; each encoding adds its own suffix. */
  etag: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Every file of the build by its URL path (`/assets/app-abc.js`), with its compressed copies.
 * Names starting with a dot (Vite's `.vite/manifest.json`) are the build tool's own: the bench and
 * the e2e budget read them from disk, and no page asks for them, so they stay unserved.
 */
export function loadWebFiles(webDist: string): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  const walk = (folder: string, urlPrefix: string) => {
    const entries = readdirSync(folder, { withFileTypes: true });
    const names = new Set(entries.map((entry) => entry.name));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(full, `${urlPrefix}${entry.name}/`);
        continue;
      }
      // A compressed copy travels with its original; one without an original is not served.
      if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
      const body = readFileSync(full);
      const copy = (suffix: string) =>
        names.has(entry.name + suffix) ? readFileSync(full + suffix) : undefined;
      files.set(`${urlPrefix}${entry.name}`, {
        body,
        encoded: { br: copy('.br'), gzip: copy('.gz') },
        contentType:
          CONTENT_TYPES[path.extname(entry.name).toLowerCase()] ?? 'application/octet-stream',
        etag: createHash('sha256').update(body).digest('base64url').slice(0, 22),
      });
    }
  };
  walk(webDist, '/');
  return files;
}

/**
 * Sends one of the build's files: the copy in the encoding the client prefers (RFC 9110
 * q-values; Brotli on a tie), when the build made one, else the file itself, which
 * @fastify/compress may still compress as it does any answer; a 304 when If-None-Match names what
 * would be sent. Ranges are not served: a client asking for one gets the whole file with a 200,
 * which HTTP allows, and the app's files are small.
 */
export function sendWebFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: WebFile,
  cacheControl: string,
): FastifyReply {
  const preferred = preferredEncoding(request.headers['accept-encoding']);
  const encoding = preferred && file.encoded[preferred] ? preferred : undefined;
  const etag = `"${file.etag}${encoding ? `-${encoding}` : ''}"`;
  reply.header('cache-control', cacheControl).header('etag', etag);
  if (file.encoded.br || file.encoded.gzip) reply.header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], etag)) {
    return reply.code(304).send();
  }
  reply.code(200).type(file.contentType);
  const copy = encoding && file.encoded[encoding];
  if (!copy) return reply.send(file.body);
  return reply.header('content-encoding', encoding).send(copy);
}
