const pad = (value: number) => String(value).padStart(2, '0');

/** A Date as an <input type="datetime-local"> value, in the browser's time zone, to the minute. */
export function toDateTimeLocal(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** The instant a datetime-local value names (browser time zone); null when empty or invalid. */
export function fromDateTimeLocal(value: string): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
