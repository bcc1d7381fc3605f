import { ADMIN_JOBS, type AdminJobResponse } from '@takeline/contract';
import type { OddsFeed } from '../../feeds/odds-feed';
import type { LifecycleJobName, LifecycleJobs } from '../../jobs/lifecycle-jobs';

const MESSAGES: Record<string, string> = {
  ...Object.fromEntries(ADMIN_JOBS.map((job) => [job.path.slice(1), job.alert])),
  'refresh-news': 'News refreshed successfully.',
};

/** Runs a lifecycle job on an admin's request and reports what it changed. */
export class AdminJobsService {
  constructor(private readonly deps: { jobs: Pick<LifecycleJobs, 'run'>; feed: OddsFeed }) {}

  async trigger(job: LifecycleJobName): Promise<AdminJobResponse> {
    const counts = await this.deps.jobs.run(job);
    return {
      job,
      message: MESSAGES[job] ?? 'Done.',
      counts,
      feed: this.deps.feed.status(),
    };
  }
}
