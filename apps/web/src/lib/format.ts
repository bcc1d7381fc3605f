/** Display formats shared by every screen. Rules (favourite, ranges, rewards) live in the contract. */

/** What a missing price, point or score shows. */
export const MISSING_VALUE = '—';

/** American price with its sign: "+120", "-142"; a missing price is "—". */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined) return MISSING_VALUE;
  return price > 0 ? `+${price}` : `${price}`;
}

const dateTime = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const dateOnly = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

/** A start or publication time in the reader's own time zone ("Sat, Apr 4, 7:05 PM"). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateOnly.format(date);
}

export function formatNumber(value: number): string {
  return value.toLocaleString();
}
