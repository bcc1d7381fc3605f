import { errorResponseSchema } from '@takeline/contract';
import type { z } from 'zod';

/**
 * Adds the shared error answer to a route's response schemas, for the
 * statuses the route can produce. Keeps the OpenAPI docs honest.
 */
export function withErrors<T extends Record<number, z.ZodType>>(
  responses: T,
  errorStatuses: readonly number[] = [400],
): T & Record<number, z.ZodType> {
  const errors: Record<number, z.ZodType> = {};
  for (const status of errorStatuses) errors[status] = errorResponseSchema;
  return { ...errors, ...responses };
}
