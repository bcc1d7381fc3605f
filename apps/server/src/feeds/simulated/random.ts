import { createHash } from 'node:crypto';

/** A 32-bit seed from any parts: the same parts always give the same seed. */
export function seedOf(...parts: Array<string | number>): number {
  return createHash('sha256').update(parts.join('|')).digest().readUInt32LE(0);
}

/** A 32-hex-digit id shaped like The Odds API's, stable for the same parts. */
export function idOf(...parts: Array<string | number>): string {
  return createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 32);
}

/** A small, fast, seeded generator (mulberry32): the sportsbook is deterministic per seed. */
export class Random {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  static of(...parts: Array<string | number>): Random {
    return new Random(seedOf(...parts));
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  int(minInclusive: number, maxInclusive: number): number {
    return minInclusive + Math.floor(this.next() * (maxInclusive - minInclusive + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Standard normal (Box-Muller). */
  normal(): number {
    const u = Math.max(this.next(), Number.EPSILON);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  poisson(lambda: number): number {
    // Knuth's method: fine for the small means of sports scores.
    const limit = Math.exp(-lambda);
    let count = 0;
    let product = this.next();
    while (product > limit) {
      count += 1;
      product *= this.next();
    }
    return count;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }
}
