import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';

/** Lines are written once this many bytes are waiting, or at the latest after FLUSH_EVERY_MS. */
const BUFFER_BYTES = 8 * 1024;
const FLUSH_EVERY_MS = 1000;

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

/**
 * One access-log line per request, written when the answer has gone, instead of Fastify's two
 * ("incoming request", then "request completed"): decision 0111. Errors keep their own line.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
      remoteAddress: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
