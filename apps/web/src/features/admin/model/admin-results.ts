import type { AdminJobResponse } from '@takeline/contract';

/** "inserted 12 · updated 3", or "nothing changed" when every count is zero. */
export function formatCounts(counts: AdminJobResponse['counts']): string {
  const changed = Object.entries(counts).filter(([, value]) => value !== 0);
  if (changed.length === 0) return 'Nothing changed.';
  return changed.map(([key, value]) => `${key.replaceAll('_', ' ')}: ${value}`).join(' · ');
}

/** A line about the odds feed when it needs an admin's attention or reports its quota. */
export function formatFeed(feed: AdminJobResponse['feed']): string | null {
  if (!feed) return null;
  if (feed.disabled) return `Odds feed stopped: ${feed.disabled_reason ?? 'unknown reason'}.`;
  if (feed.last_error) return `Odds feed error: ${feed.last_error}`;
  if (feed.source === 'odds-api' && feed.requests_remaining !== null) {
    return `Odds API requests remaining: ${feed.requests_remaining}.`;
  }
  return null;
}
