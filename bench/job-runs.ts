/**
 * The server's job runs, read from its JSON log: the scheduler logs "job ran" with the run's
 * length in ms when the run ends (apps/server/src/jobs/job-scheduler.ts). Runs that changed
 * nothing log at debug level, so at the default level only the runs that did work show here.
 */
export interface JobRun {
  job: string;
  /** Epoch milliseconds. */
  from: number;
  to: number;
}

/** The job runs among the log's lines; other lines (npm's, plain text) are passed over. */
export function jobRunsIn(lines: string[]): JobRun[] {
  const runs: JobRun[] = [];
  for (const line of lines) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { msg?: string; job?: string; time?: number; ms?: number };
      if (entry.msg === 'job ran' && entry.job && entry.time && entry.ms !== undefined) {
        runs.push({ job: entry.job, from: entry.time - entry.ms, to: entry.time });
      }
    } catch {
      // A line cut in two by the pipe, or not a log entry: not a run.
    }
  }
  return runs;
}

/**
 * How many of the given spans (epoch ms, start and end) overlap a run of each job; a span during
 * two jobs counts for both, and one during none counts as `none logged`.
 */
export function countByJobRunning(
  spans: Array<{ from: number; to: number }>,
  runs: JobRun[],
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const span of spans) {
    const jobs = new Set(
      runs.filter((run) => span.to >= run.from && span.from <= run.to).map((run) => run.job),
    );
    if (jobs.size === 0) jobs.add('none logged');
    for (const job of jobs) counts.set(job, (counts.get(job) ?? 0) + 1);
  }
  return counts;
}
