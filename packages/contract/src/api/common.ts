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

/** Ids in paths arrive as strings; user ids are positive integers. */
export const userIdParamSchema = z.object({
  userId: z.coerce
    .number({ error: 'User id must be a number.' })
    .int()
    .positive('User id must be a positive number.'),
});
export const snakeUserIdParamSchema = z.object({
  user_id: z.coerce
    .number({ error: 'User id must be a number.' })
    .int()
    .positive('User id must be a positive number.'),
});
export const eventIdParamSchema = z.object({
  eventId: z.string().min(1, 'Event id is required.').max(200, 'Event id is too long.'),
});

export const isoDateTimeSchema = z.string().describe('ISO 8601 date-time in UTC');

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
  uptime_seconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
