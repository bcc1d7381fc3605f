import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';

export const NUL_MESSAGE = 'Text may not contain NUL characters (\\u0000).';

/** Whether a parsed request part holds a NUL character anywhere, keys included. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  // A loop over own keys rather than Object.entries: no arrays made for the small objects every
  // request has (params, query).
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    if (key.includes('\u0000') || containsNul(record[key], depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL text cannot hold NUL, so a NUL anywhere in a request would fail
 * deep in a query. Refuse it up front, for every route, with a 400.
 */
export function registerRejectNul(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request and has nothing to wait for, and
  // a promise per request was measurable on the schedule route (decision 0191).
  app.addHook('preValidation', (request, _reply, done) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      done(badRequest(NUL_MESSAGE));
      return;
    }
    done();
  });
}
