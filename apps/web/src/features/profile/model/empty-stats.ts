import { type StatsSummary, statsSummarySchema } from '@takeline/contract';

/** A summary of nothing: what a sport with no selections shows. */
export function emptyStats(): StatsSummary {
  return Object.fromEntries(
    statsSummarySchema.keyof().options.map((key) => [key, 0]),
  ) as StatsSummary;
}
