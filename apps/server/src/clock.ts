/** Time comes from here, never from `new Date()` in features, so tests can travel. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that tests (and the test tools' time travel) move by hand. */
export class ManualClock implements Clock {
  #time: number;

  constructor(start: Date | string | number = Date.now()) {
    this.#time = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.#time);
  }

  set(time: Date | string | number): void {
    this.#time = new Date(time).getTime();
  }

  advance(ms: number): void {
    this.#time += ms;
  }
}

/** Real time plus an adjustable offset: the demo server's clock when test tools are on. */
export class OffsetClock implements Clock {
  #offsetMs = 0;

  constructor(private readonly base: Clock = systemClock) {}

  now(): Date {
    return new Date(this.base.now().getTime() + this.#offsetMs);
  }

  advance(ms: number): void {
    this.#offsetMs += ms;
  }

  get offsetMs(): number {
    return this.#offsetMs;
  }
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** The UTC calendar day of an instant, as 'YYYY-MM-DD'. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}
