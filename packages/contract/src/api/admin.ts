import { z } from 'zod';

/** The seven lifecycle triggers of RULES.md section 8, in button order. */
export const ADMIN_JOBS = [
  { path: '/fetch-events', label: 'Fetch Events', alert: 'Events fetched successfully.' },
  {
    path: '/scan-upcoming-for-start',
    label: 'Scan Upcoming',
    alert: 'Upcoming events scanned successfully.',
  },
  {
    path: '/scan-live-scores',
    label: 'Scan In Progress',
    alert: 'In-progress events scanned successfully.',
  },
  {
    path: '/scan-for-completed',
    label: 'Scan Completed',
    alert: 'Completed events scanned successfully.',
  },
  { path: '/scan-completed', label: 'Finish Completed', alert: 'Completed events successfully.' },
  {
    path: '/cleanup-completed-games',
    label: 'Cleanup Completed',
    alert: 'Completed events successfully.',
  },
  {
    path: '/cleanup-orphan-sentiments',
    label: 'Cleanup Orphan Sentiments',
    alert: 'Completed orphan sentiments cleanup successfully.',
  },
] as const;
export type AdminJobPath = (typeof ADMIN_JOBS)[number]['path'];

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
