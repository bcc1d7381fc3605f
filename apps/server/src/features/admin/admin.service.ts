import type { AdminJob, AdminJobResponse } from '@takeline/contract';
import type { OddsFeed } from '../../feeds/odds-feed';
import type { LifecycleJobs } from '../../jobs/lifecycle-jobs';
import { timedJobRun } from '../../ops/metrics';

/** Runs a lifecycle job on an admin's request and reports what it changed. */
export class AdminJobsService {
  constructor(private readonly deps: { jobs: Pick<LifecycleJobs, 'run'>; feed: OddsFeed }) {}

  async trigger({ job, alert }: AdminJob): Promise<AdminJobResponse> {
    const counts = await timedJobRun(job, 'admin', () => this.deps.jobs.run(job));
    return { job, message: alert, counts, feed: this.deps.feed.status() };
  }
}
