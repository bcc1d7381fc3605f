import type { FeedStatus, SupportedSportKey } from '@takeline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import {
  FeedError,
  type FeedEvent,
  type FeedList,
  type FeedScore,
  freshFeedStatus,
  type OddsFeed,
} from '../odds-feed';
import { toFeedEvent, toFeedScore } from './odds-api-mapping';
import { errorBodySchema, oddsEventSchema, scoresEventSchema } from './odds-api-schemas';

export interface OddsApiClientOptions {
  apiKey: string;
  /** https://api.the-odds-api.com, or a local fixture server in tests. */
  baseUrl: string;
  /** Bookmaker keys, most preferred first. */
  bookmakers: readonly string[];
  clock: Clock;
  logger: FastifyBaseLogger;
  timeoutMs: number;
  /** Further attempts after a 429 before giving up until the next run. */
  maxRetries: number;
  /** First back-off after a 429; doubles on each further attempt. */
  retryDelayMs: number;
  /** How long a scores answer is reused (0: never), so back-to-back scans cost one call. */
  scoresCacheMs: number;
  /** Waits between retries; real time (the feed's rate limit is real). */
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The longest Retry-After we honour; a longer one waits for the next scheduled run instead. */
const MAX_RETRY_AFTER_MS = 30_000;

/**
 * The Odds API v4 client (docs/feeds.md#the-odds-api-v4, docs/feeds.md#quota-and-errors). Reads
 * quota headers from every answer, backs off and retries on 429, and on 401 (bad key or credits
 * used up) stops calling until restart, reporting why in its status and in the logs.
 */
export class OddsApiClient implements OddsFeed {
  readonly source = 'odds-api' as const;
  #status: FeedStatus = freshFeedStatus('odds-api');
  readonly #scoresCache = new Map<string, { at: number; scores: FeedList<FeedScore> }>();
  readonly #wait: (ms: number) => Promise<void>;

  constructor(private readonly options: OddsApiClientOptions) {
    this.#wait = options.wait ?? sleep;
  }

  status(): FeedStatus {
    return { ...this.#status };
  }

  async listEvents(sportKey: SupportedSportKey): Promise<FeedList<FeedEvent>> {
    const body = await this.#get(`/v4/sports/${sportKey}/odds`, {
      regions: 'us',
      markets: 'h2h,spreads,totals',
      oddsFormat: 'american',
    });
    const { items, unreadable } = this.#readEach(body, oddsEventSchema, sportKey, 'odds');
    const events = items.map((event) => toFeedEvent(event, sportKey, this.options.bookmakers));
    return Object.assign(events, { unreadable });
  }

  async listScores(sportKey: SupportedSportKey): Promise<FeedList<FeedScore>> {
    const now = this.options.clock.now().getTime();
    const cached = this.#scoresCache.get(sportKey);
    if (cached && now - cached.at < this.options.scoresCacheMs && now >= cached.at) {
      return cached.scores;
    }
    const body = await this.#get(`/v4/sports/${sportKey}/scores`, { daysFrom: '3' });
    const { items, unreadable } = this.#readEach(body, scoresEventSchema, sportKey, 'scores');
    const scores = Object.assign(
      items.map((event) => toFeedScore(event, sportKey)),
      { unreadable },
    );
    this.#scoresCache.set(sportKey, { at: now, scores });
    return scores;
  }

  /**
   * An array whose items are read one by one: an unreadable one is left out
   * and counted. Anything but an array is a malformed answer.
   */
  #readEach<T>(
    body: unknown,
    schema: z.ZodType<T>,
    sportKey: SupportedSportKey,
    endpoint: string,
  ): { items: T[]; unreadable: number } {
    if (!Array.isArray(body)) {
      throw this.#fail(
        'malformed',
        `The Odds API ${endpoint} answer for ${sportKey} is not a list.`,
      );
    }
    const items: T[] = [];
    let skipped = 0;
    for (const item of body) {
      const parsed = schema.safeParse(item);
      if (parsed.success && (parsed.data as { sport_key: string }).sport_key === sportKey) {
        items.push(parsed.data);
      } else {
        skipped += 1;
      }
    }
    if (skipped > 0) {
      this.options.logger.warn(
        { sportKey, endpoint, skipped },
        'skipped malformed events in an Odds API answer',
      );
    }
    return { items, unreadable: skipped };
  }

  async #get(path: string, params: Record<string, string>): Promise<unknown> {
    const { logger } = this.options;
    for (let attempt = 0; ; attempt += 1) {
      if (this.#status.disabled) {
        throw new FeedError(
          'disabled',
          `The Odds API is disabled until restart: ${this.#status.disabled_reason}`,
        );
      }
      const response = await this.#request(path, params);
      this.#readQuota(response.headers, path);
      if (response.status === 429) {
        const body = await this.#errorBody(response);
        if (attempt >= this.options.maxRetries) {
          throw this.#fail(
            'rate_limited',
            `The Odds API is rate limiting us (${body.error_code ?? '429'}); gave up after ${attempt + 1} attempts.`,
          );
        }
        const delay = this.#retryDelay(response.headers, attempt);
        logger.warn({ path, attempt: attempt + 1, delayMs: delay }, 'Odds API 429, backing off');
        await this.#wait(delay);
        continue;
      }
      if (response.status === 401) {
        const body = await this.#errorBody(response);
        const reason = `${body.error_code ?? 'UNAUTHORIZED'}: ${body.message ?? 'the key was refused'}`;
        this.#status.disabled = true;
        this.#status.disabled_reason = reason;
        logger.error(
          { path, errorCode: body.error_code ?? null },
          `The Odds API refused our key (${reason}); no further calls until restart`,
        );
        throw this.#fail('unauthorized', `The Odds API refused the key: ${reason}`);
      }
      if (!response.ok) {
        const body = await this.#errorBody(response);
        throw this.#fail(
          'http',
          `The Odds API answered ${response.status}${body.error_code ? ` ${body.error_code}` : ''}${body.message ? `: ${body.message}` : ''}.`,
        );
      }
      const text = await response.text();
      try {
        const parsed: unknown = JSON.parse(text);
        this.#status.last_error = null;
        return parsed;
      } catch {
        throw this.#fail('malformed', `The Odds API answer for ${path} is not valid JSON.`);
      }
    }
  }

  async #request(path: string, params: Record<string, string>): Promise<Response> {
    const url = new URL(path, this.options.baseUrl);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    url.searchParams.set('apiKey', this.options.apiKey);
    try {
      return await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // The URL holds the key, so only the path is logged.
      throw this.#fail('network', `The Odds API could not be reached for ${path}: ${reason}`);
    }
  }

  #readQuota(headers: Headers, path: string): void {
    const read = (name: string) => {
      const value = headers.get(name);
      const number = value === null ? Number.NaN : Number(value);
      return Number.isFinite(number) ? number : null;
    };
    const remaining = read('x-requests-remaining');
    const used = read('x-requests-used');
    const last = read('x-requests-last');
    if (remaining !== null) this.#status.requests_remaining = remaining;
    if (used !== null) this.#status.requests_used = used;
    if (last !== null) this.#status.requests_last = last;
    this.options.logger.info(
      { path, requestsRemaining: remaining, requestsUsed: used, requestsLast: last },
      'Odds API call',
    );
  }

  #retryDelay(headers: Headers, attempt: number): number {
    const backoff = this.options.retryDelayMs * 2 ** attempt;
    const retryAfter = Number(headers.get('retry-after'));
    if (Number.isFinite(retryAfter) && retryAfter > 0) {
      return Math.min(Math.max(backoff, retryAfter * 1000), MAX_RETRY_AFTER_MS);
    }
    return backoff;
  }

  async #errorBody(response: Response): Promise<z.infer<typeof errorBodySchema>> {
    try {
      const parsed = errorBodySchema.safeParse(JSON.parse(await response.text()));
      return parsed.success ? parsed.data : {};
    } catch {
      return {};
    }
  }

  #fail(kind: FeedError['kind'], message: string): FeedError {
    this.#status.last_error = message;
    if (kind !== 'unauthorized') this.options.logger.error({ kind }, message);
    return new FeedError(kind, message);
  }
}
