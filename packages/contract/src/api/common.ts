import { z } from 'zod';

/** Every error answer: a readable message, plus extra context on some errors. */
export const errorResponseSchema = z.looseObject({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** The largest id a 32-bit serial column holds. */
export const MAX_ID = 2_147_483_647;

/** Ids in paths arrive as strings; user ids are positive 32-bit integers. */
export const pathUserIdSchema = z.coerce
  .number({ error: 'User id must be a number.' })
  .int('User id must be a whole number.')
  .positive('User id must be a positive number.')
  .max(MAX_ID, 'User id is too large.');

export const userIdParamSchema = z.object({ userId: pathUserIdSchema });
export const snakeUserIdParamSchema = z.object({ user_id: pathUserIdSchema });
export const eventIdParamSchema = z.object({
  eventId: z.string().min(1, 'Event id is required.').max(200, 'Event id is too long.'),
});

export const isoDateTimeSchema = z.string().describe('ISO 8601 date-time in UTC');

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
  uptime_seconds: z.number(),
  /** True while the server sheds load with 503 (event loop too slow); health still answers. */
  under_pressure: z.boolean(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * Readiness: `ready` takes traffic; `starting` (migrating) and `draining` (shutting down) answer
 * 503, as does a server whose database does not answer.
 */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'starting', 'draining', 'degraded']),
  database: z.enum(['up', 'down', 'unknown']),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
