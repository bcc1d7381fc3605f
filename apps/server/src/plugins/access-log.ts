import { hostname } from 'node:os';
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pino from 'pino';

/** Lines are written once this many bytes are waiting, or at the latest after FLUSH_EVERY_MS. */
const BUFFER_BYTES = 8 * 1024;
const FLUSH_EVERY_MS = 1000;
/** The access log writes at `info`, as pino numbers it. */
const INFO = pino.levels.values.info as number;

/**
 * The server's log destination: stdout, written asynchronously in 8 KB batches (sonic-boom writes at most 16 KB at once) instead of one
 * synchronous write per line (decision 0111). A timer flushes a quiet server's lines within a
 * second; pino flushes what is left synchronously when the process exits, whatever the reason.
 */
export function logDestination(fd = 1) {
  const destination = pino.destination({ dest: fd, sync: false, minLength: BUFFER_BYTES });
  setInterval(() => {
    // sonic-boom refuses a flush while a write is in flight; the next tick catches up.
    try {
      destination.flush();
    } catch {}
  }, FLUSH_EVERY_MS).unref();
  return destination;
}

interface LineStream {
  write(line: string): unknown;
}

/**
 * Where the access log writes its own lines: the stream pino writes to, when the app's logger
 * options name one and a level that lets `info` through. Any other logger setting leaves the
 * lines to pino.
 */
function accessStream(logger: FastifyServerOptions['logger']): LineStream | null {
  if (!logger || typeof logger !== 'object') return null;
  const { stream, level = 'info' } = logger as { stream?: LineStream; level?: string };
  if (!stream || typeof stream.write !== 'function') return null;
  const value = pino.levels.values[level];
  return value !== undefined && value <= INFO ? stream : null;
}

/** A JSON string, or nothing when the value is missing (as pino leaves out undefined fields). */
function jsonField(name: string, value: string | undefined): string {
  return value === undefined ? '' : `,"${name}":${JSON.stringify(value)}`;
}

/**
 * One access-log line per request, written when the answer has gone, instead of Fastify's two
 * ("incoming request", then "request completed"): decision 0111. Errors keep their own line.
 *
 * With the server's logger options (a stream and a level), the line is written by hand into
 * that stream: the same JSON pino would write (level, time, pid, hostname, reqId, method, url,
 * statusCode, responseTime, remoteAddress, msg), without a pino call or a per-request child
 * logger, which were a tenth of the schedule route's CPU (decision 0190).
 */
export class AccessLog extends LogController {
  readonly #stream: LineStream | null;
  /** What pino puts after the time on every line of the root logger: `,"pid":…,"hostname":…`. */
  readonly #base = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;

  constructor(logger?: FastifyServerOptions['logger']) {
    super();
    this.#stream = accessStream(logger);
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = Math.round(reply.elapsedTime * 100) / 100;
    if (!error && this.#stream) {
      this.#stream.write(
        `{"level":${INFO},"time":${Date.now()}${this.#base},"reqId":${JSON.stringify(request.id)}` +
          `,"method":${JSON.stringify(request.method)},"url":${JSON.stringify(request.url)}` +
          `,"statusCode":${reply.statusCode},"responseTime":${responseTime}` +
          `${jsonField('remoteAddress', request.ip)},"msg":"request completed"}\n`,
      );
      return;
    }
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime,
      remoteAddress: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

type Bindings = Record<string, unknown>;
type LogMethod = (...args: unknown[]) => void;

/**
 * A request's logger that becomes a pino child (with the request id) only when something logs
 * through it. Fastify makes one child per request; the schedule route's requests never log
 * except for the access line, which AccessLog writes itself (decision 0190).
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly requestBindings: Bindings,
    private readonly options: pino.ChildLoggerOptions,
  ) {}

  get #logger(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.requestBindings, this.options);
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#logger.level = level;
  }

  fatal(...args: unknown[]): void {
    (this.#logger.fatal as LogMethod)(...args);
  }
  error(...args: unknown[]): void {
    (this.#logger.error as LogMethod)(...args);
  }
  warn(...args: unknown[]): void {
    (this.#logger.warn as LogMethod)(...args);
  }
  info(...args: unknown[]): void {
    (this.#logger.info as LogMethod)(...args);
  }
  debug(...args: unknown[]): void {
    (this.#logger.debug as LogMethod)(...args);
  }
  trace(...args: unknown[]): void {
    (this.#logger.trace as LogMethod)(...args);
  }
  silent(...args: unknown[]): void {
    (this.#logger.silent as LogMethod)(...args);
  }
  child(bindings: Bindings, options?: pino.ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger.child(bindings, options);
  }
  isLevelEnabled(level: string): boolean {
    return (this.#logger as unknown as pino.Logger).isLevelEnabled(level);
  }
  bindings(): Bindings {
    return (this.#logger as unknown as pino.Logger).bindings();
  }
}

/**
 * Fastify's `childLoggerFactory`: requests get a RequestLogger, a pino child made on first use.
 */
export function requestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: pino.ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
