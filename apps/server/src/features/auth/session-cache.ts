import type { Clock } from '../../clock';
import type { TokenClaims } from './tokens';

interface Checked {
  claims: TokenClaims;
  /** Until when (epoch ms) the token may be honoured without asking the database again. */
  until: number;
}

/** Entries kept at most; the oldest go first (a Map iterates in insertion order). */
const MAX_ENTRIES = 50_000;

/**
 * Tokens this server recently found valid: signature, expiry, user and open session
 * (decision 0141). A hit skips the HMAC and the session lookup for `ttlMs`, never past the
 * token's own expiry. Only successes are kept, so a refused token is refused again at once.
 * This server forgets a session the moment it ends one (logout, log out everywhere, password
 * change); a session ended through another server is refused here within `ttlMs`.
 * Admin checks never come from here (a demoted admin loses access at once).
 */
export class SessionCache {
  readonly #checked = new Map<string, Checked>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
  ) {}

  /** The claims of a token checked within the window, else undefined. */
  get(token: string): TokenClaims | undefined {
    const hit = this.#checked.get(token);
    if (!hit) return undefined;
    if (this.clock.now().getTime() < hit.until) return hit.claims;
    this.#checked.delete(token);
    return undefined;
  }

  /** Remembers a token just found valid, up to `expiresAtMs` (the token's `exp`). */
  remember(token: string, claims: TokenClaims, expiresAtMs: number): void {
    if (this.ttlMs <= 0) return;
    const until = Math.min(this.clock.now().getTime() + this.ttlMs, expiresAtMs);
    this.#checked.delete(token);
    this.#checked.set(token, { claims, until });
    if (this.#checked.size > MAX_ENTRIES) {
      const oldest = this.#checked.keys().next().value;
      if (oldest !== undefined) this.#checked.delete(oldest);
    }
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
