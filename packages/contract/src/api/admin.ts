import { z } from 'zod';

/** What the odds feed last reported: quota, and whether it stopped calling. */
export const feedStatusSchema = z.object({
  source: z.enum(['odds-api', 'simulated']),
  disabled: z.boolean(),
  disabled_reason: z.string().nullable(),
  requests_remaining: z.number().nullable(),
  requests_used: z.number().nullable(),
  requests_last: z.number().nullable(),
  last_error: z.string().nullable(),
});
export type FeedStatus = z.infer<typeof feedStatusSchema>;

export const adminJobResponseSchema = z.object({
  job: z.string(),
  message: z.string(),
  /** What the job changed, by kind (for example inserted, updated, settled). */
  counts: z.record(z.string(), z.number().int()),
  feed: feedStatusSchema.optional(),
});
export type AdminJobResponse = z.infer<typeof adminJobResponseSchema>;
