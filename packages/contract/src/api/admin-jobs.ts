/**
 * The jobs of the lifecycle an admin may run by hand, in button order: the
 * `runAdminJob` endpoint serves each at its name. `button: false` has a route
 * but no button on the admin panel. Zod-free like the endpoint table, but
 * apart from it: only the admin panel (a lazy chunk) and the server need it.
 */
export const ADMIN_JOBS = [
  { job: 'fetch-events', label: 'Fetch Events', alert: 'Events fetched successfully.' },
  {
    job: 'scan-upcoming-for-start',
    label: 'Scan Upcoming',
    alert: 'Upcoming events scanned successfully.',
  },
  {
    job: 'scan-live-scores',
    label: 'Scan In Progress',
    alert: 'In-progress events scanned successfully.',
  },
  {
    job: 'scan-for-completed',
    label: 'Scan Completed',
    alert: 'Completed events scanned successfully.',
  },
  { job: 'scan-completed', label: 'Finish Completed', alert: 'Completed events successfully.' },
  {
    job: 'cleanup-completed-games',
    label: 'Cleanup Completed',
    alert: 'Completed events successfully.',
  },
  {
    job: 'cleanup-orphan-sentiments',
    label: 'Cleanup Orphan Sentiments',
    alert: 'Completed orphan sentiments cleanup successfully.',
  },
  {
    job: 'refresh-news',
    label: 'Refresh News',
    alert: 'News refreshed successfully.',
    button: false,
  },
  {
    job: 'demo-picks',
    label: 'Demo Picks',
    alert: 'Demo players picked.',
    button: false,
  },
] as const;
export type AdminJob = (typeof ADMIN_JOBS)[number];
export type AdminJobName = AdminJob['job'];

/** The admin panel's buttons, in order. */
export const ADMIN_JOB_BUTTONS = ADMIN_JOBS.filter((job) => !('button' in job));
