import { type EventStatus, OPEN_EVENT_STATUSES } from '@takeline/contract';
import { MISSING_VALUE } from '@/lib/format';

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
  return (OPEN_EVENT_STATUSES as readonly EventStatus[]).includes(status);
}
