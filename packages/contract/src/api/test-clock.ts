import { z } from 'zod';

/** Time travel for demos and end-to-end tests (test tools only). */
export const testClockResponseSchema = z.object({
  now: z.string().describe('The server clock, ISO 8601 in UTC'),
  /** How far the server clock runs ahead of real time. */
  offset_ms: z.number().int(),
});
export type TestClockResponse = z.infer<typeof testClockResponseSchema>;

/** A month is plenty to walk any event through its whole lifecycle. */
export const MAX_CLOCK_ADVANCE_MINUTES = 31 * 24 * 60;

export const testClockAdvanceBodySchema = z.strictObject({
  minutes: z
    .number({ error: 'minutes must be a number.' })
    .int('minutes must be a whole number.')
    .min(1, 'minutes must be at least 1; the clock only moves forward.')
    .max(MAX_CLOCK_ADVANCE_MINUTES, `minutes must be at most ${MAX_CLOCK_ADVANCE_MINUTES}.`),
});
export type TestClockAdvanceBody = z.infer<typeof testClockAdvanceBodySchema>;
