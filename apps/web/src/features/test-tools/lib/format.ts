import type { EventStatus } from '@takeline/contract';

/** American price with its sign: +110, -110. */
export function formatPrice(price: number | null): string {
  if (price === null) return '–';
  return price > 0 ? `+${price}` : String(price);
}

/** A spread point with its sign: +1.5, -1.5, 0. */
export function formatPoint(point: number | null): string {
  if (point === null) return '–';
  return point > 0 ? `+${point}` : String(point);
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

export function formatScore(home: number | null, away: number | null): string {
  return home === null || away === null ? '–' : `${home} – ${away}`;
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
