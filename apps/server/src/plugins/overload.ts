import fastifyUnderPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const OVERLOADED_MESSAGE = 'The server is overloaded. Try again in a few seconds.';
const RETRY_AFTER_SECONDS = 5;

export interface OverloadOptions {
  /** Mean event-loop delay (ms) over one sample past which requests are shed. */
  maxEventLoopDelayMs: number;
  sampleIntervalMs?: number;
}

/**
 * Sheds load before the event loop stalls (docs/security.md#heavy-requests):
 * when the sampled event-loop delay passes the bound, requests are answered
 * 503 with Retry-After at once, without work. /api/health still answers and
 * reports the state (`under_pressure`), so a balancer can tell.
 */
export async function registerOverload(
  app: FastifyInstance,
  options: OverloadOptions,
): Promise<void> {
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: options.sampleIntervalMs,
    // The plugin sends what the handler returns; returning nothing lets the request through.
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply) => {
      if (request.url.split('?')[0] === '/api/health') return undefined;
      reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
      return { statusCode: 503, error: 'Service Unavailable', message: OVERLOADED_MESSAGE };
    }) as unknown as () => void,
  });
}

/** Whether the server is shedding load now (false when the plugin is not registered). */
export function underPressure(app: FastifyInstance): boolean {
  const check = (app as { isUnderPressure?: () => boolean }).isUnderPressure;
  return check ? check.call(app) : false;
}
