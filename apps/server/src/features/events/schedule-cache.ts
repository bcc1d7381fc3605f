import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Clock } from '../../clock';
import type { ContentEncoding } from '../../lib/http-negotiation';

/** A serialised answer, ready to send as is. */
export interface CachedBody {
  body: string;
  /** The body as UTF-8 bytes, encoded once: a string would be re-encoded on every send. */
  bytes: Buffer;
  /** Weak validator: the same JSON may go out compressed or not. */
  etag: string;
  /** The body compressed once per entry, not once per request (brotli is slow). */
  encoded(encoding: ContentEncoding): Buffer;
}

function cachedBody(body: string, etag: string): CachedBody {
  const encoded = new Map<ContentEncoding, Buffer>();
  return {
    body,
    bytes: Buffer.from(body, 'utf8'),
    etag,
    encoded(encoding) {
      let bytes = encoded.get(encoding);
      if (!bytes) {
        bytes =
          encoding === 'br'
            ? brotliCompressSync(this.bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 9,
                  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              })
            : gzipSync(this.bytes, { level: 9 });
        encoded.set(encoding, bytes);
      }
      return bytes;
    },
  };
}

export interface LoadedBody<T> {
  value: T;
  /** The answer must not be served after this instant (for example when a listed game starts). */
  validUntil: Date | null;
}

interface Entry {
  generation: number;
  expiresAt: number;
  pending: Promise<CachedBody>;
}

/**
 * An in-process cache of serialised answers per key, for the hottest route
 * (the schedule). The ingest and every status change invalidate a key at
 * once on this server. Another server sharing the database cannot reach
 * this cache, so each entry also lives at most `ttlMs` (by the injected
 * clock): that bounds how stale a second server's change can look here. An
 * entry also ends when its content says so (a game's start takes it off the
 * schedule). Concurrent misses share one load.
 */
export class BodyCache<T> {
  readonly #entries = new Map<string, Entry>();
  #generation = 0;

  constructor(
    private readonly options: {
      clock: Clock;
      ttlMs: number;
      load: (key: string) => Promise<LoadedBody<T>>;
      serialise?: (value: T) => string;
    },
  ) {}

  async get(key: string): Promise<CachedBody> {
    const now = this.options.clock.now().getTime();
    const entry = this.#entries.get(key);
    if (entry && now < entry.expiresAt && entry.generation === this.#generation) {
      return entry.pending;
    }
    const fresh: Entry = {
      generation: this.#generation,
      // Until loaded, every request shares the one load in flight.
      expiresAt: Number.POSITIVE_INFINITY,
      pending: this.#load(key).then(({ cached, validUntil }) => {
        fresh.expiresAt = Math.min(now + this.options.ttlMs, validUntil);
        return cached;
      }),
    };
    if (this.options.ttlMs > 0) this.#entries.set(key, fresh);
    try {
      return await fresh.pending;
    } catch (error) {
      // A failed load is not cached; the next request tries again.
      if (this.#entries.get(key) === fresh) this.#entries.delete(key);
      throw error;
    }
  }

  /** Drops one key, or every key: the next request reloads from the database. */
  invalidate(key?: string): void {
    if (key === undefined) {
      this.#generation += 1;
      this.#entries.clear();
    } else {
      this.#entries.delete(key);
    }
  }

  async #load(key: string): Promise<{ cached: CachedBody; validUntil: number }> {
    const loaded = await this.options.load(key);
    const body = (this.options.serialise ?? JSON.stringify)(loaded.value);
    const hash = createHash('sha1').update(body).digest('base64url').slice(0, 27);
    return {
      cached: cachedBody(body, `W/"${hash}"`),
      validUntil: loaded.validUntil?.getTime() ?? Number.POSITIVE_INFINITY,
    };
  }
}
