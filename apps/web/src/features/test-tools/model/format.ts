import type { EventStatus } from '@takeline/contract';
import { MISSING_VALUE } from '@/lib/format';

// Prices use the app's one formatter, formatPrice in lib/format.ts.

/** A spread point with its sign: +1.5, -1.5, 0. */
export function formatPoint(point: number | null): string {
  if (point === null) return MISSING_VALUE;
  return point > 0 ? `+${point}` : String(point);
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

export function formatScore(home: number | null, away: number | null): string {
  return home === null || away === null ? MISSING_VALUE : `${home} – ${away}`;
}

export const STATUS_LABELS: Record<EventStatus, string> = {
  upcoming: 'Upcoming',
  in_progress: 'In progress',
  completed: 'Completed',
  settled: 'Settled',
  cancelled: 'Cancelled',
};

/** Started, scored or finished: the steps that may follow. */
export function isOpen(status: EventStatus): boolean {
  return status === 'upcoming' || status === 'in_progress';
}
