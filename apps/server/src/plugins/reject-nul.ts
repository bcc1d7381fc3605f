import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';

export const NUL_MESSAGE = 'Text may not contain NUL characters (\\u0000).';

/** Whether a parsed request part holds a NUL character anywhere, keys included. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1),
  );
}

/**
 * PostgreSQL text cannot hold NUL, so a NUL anywhere in a request would fail
 * deep in a query. Refuse it up front, for every route, with a 400.
 */
export function registerRejectNul(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest(NUL_MESSAGE);
    }
  });
}
