import type { Clock } from '../../clock';
import type { TokenClaims } from './tokens';

interface Checked {
  claims: TokenClaims;
  /** The token's `exp` (epoch ms): its signature and claims hold until then. */
  expiresAt: number;
  /** Until when (epoch ms) its session counts as open without asking the database again. */
  openUntil: number;
}

/** A remembered token: its claims, and whether its session was checked within the window. */
export interface Remembered {
  claims: TokenClaims;
  expiresAtMs: number;
  sessionFresh: boolean;
}

/** Entries kept at most; the oldest go first (a Map iterates in insertion order). */
const MAX_ENTRIES = 50_000;

/**
 * Tokens this server recently found valid (decision 0141). A token's signature and claims are a
 * pure function of the token and the secret, so a verified token is not verified again until
 * its `exp` (the HMAC is the auth plugin's largest cost). Whether its session is open is taken
 * from here for `ttlMs` after the database said so, never past the token's expiry; after that
 * the database is asked again. Only successes are kept, so a refused token is refused again at
 * once. This server forgets a session the moment it ends one (logout, log out everywhere,
 * password change); a session ended through another server is refused here within `ttlMs`.
 * Admin checks never come from here (a demoted admin loses access at once).
 */
export class SessionCache {
  readonly #checked = new Map<string, Checked>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
  ) {}

  /** A token verified before and not expired, else undefined. */
  get(token: string): Remembered | undefined {
    const hit = this.#checked.get(token);
    if (!hit) return undefined;
    const now = this.clock.now().getTime();
    if (now >= hit.expiresAt) {
      this.#checked.delete(token);
      return undefined;
    }
    return { claims: hit.claims, expiresAtMs: hit.expiresAt, sessionFresh: now < hit.openUntil };
  }

  /** Remembers a token just verified whose session the database says is open. */
  remember(token: string, claims: TokenClaims, expiresAtMs: number): void {
    const openUntil = Math.min(this.clock.now().getTime() + this.ttlMs, expiresAtMs);
    this.#checked.delete(token);
    this.#checked.set(token, { claims, expiresAt: expiresAtMs, openUntil });
    if (this.#checked.size > MAX_ENTRIES) {
      const oldest = this.#checked.keys().next().value;
      if (oldest !== undefined) this.#checked.delete(oldest);
    }
  }

  /** Forgets a token whose session the database says is no longer open. */
  forget(token: string): void {
    this.#checked.delete(token);
  }

  /** Forgets every token of one session (logout). */
  forgetSession(userId: number, sessionId: number): void {
    for (const [token, { claims }] of this.#checked) {
      if (claims.userId === userId && claims.sessionId === sessionId) this.#checked.delete(token);
    }
  }

  /** Forgets every token of a user (log out everywhere, password change). */
  forgetUser(userId: number): void {
    for (const [token, { claims }] of this.#checked) {
      if (claims.userId === userId) this.#checked.delete(token);
    }
  }
}
