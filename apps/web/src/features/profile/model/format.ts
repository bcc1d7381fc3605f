const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 3, 2025" in the viewer's time zone. */
export function formatDate(iso: string): string {
  const date = parse(iso);
  return date ? dateFormat.format(date) : iso;
}

const shortFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Nov 23, 1:40 AM": compact for table cells; the year only when it is not this one. */
export function formatShortDateTime(iso: string, now: Date = new Date()): string {
  const date = parse(iso);
  if (!date) return iso;
  return date.getFullYear() === now.getFullYear()
    ? shortFormat.format(date)
    : dateTimeFormat.format(date);
}

/** The date part of an ISO timestamp ("2025-03-05"): streak awards are UTC days. */
export function datePart(iso: string): string {
  return iso.slice(0, 10);
}
