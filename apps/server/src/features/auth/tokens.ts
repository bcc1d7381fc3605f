import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_ID } from '@takeline/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock';

export interface TokenClaims {
  userId: number;
  username: string;
  /** The server-side session this token belongs to (docs/decisions/0100-sessions-table.md). */
  sessionId: number;
}

/** A plain decimal id: no sign, exponent, hex, dot or leading zero ("0x2" and "2e0" are refused). */
const DECIMAL_ID = /^[1-9][0-9]{0,9}$/;

function decimalId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !DECIMAL_ID.test(value)) return undefined;
  const id = Number(value);
  // Ids are 32-bit serials (sessions are bigserial, but far from this bound).
  return id <= MAX_ID ? id : undefined;
}

/** HS256 tokens whose issue and expiry times come from the injected clock. */
export class TokenService {
  readonly #key: Uint8Array;

  constructor(
    secret: string,
    private readonly clock: Clock,
    private readonly expiresInSeconds: number,
  ) {
    this.#key = new TextEncoder().encode(secret);
  }

  /** When a token signed now expires. */
  expiresAt(): Date {
    return new Date(this.clock.now().getTime() + this.expiresInSeconds * 1000);
  }

  async sign(claims: TokenClaims): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ username: claims.username, sid: String(claims.sessionId) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt(now)
      .setExpirationTime(now + this.expiresInSeconds)
      .sign(this.#key);
  }

  /** The claims of a valid token, or a reason it is not valid. */
  async verify(token: string): Promise<TokenClaims | { invalid: 'expired' | 'invalid' }> {
    const result = await this.verifyWithExpiry(token);
    return 'invalid' in result ? result : result.claims;
  }

  /** Like `verify`, with the token's expiry (epoch ms) for whoever keeps the answer. */
  async verifyWithExpiry(
    token: string,
  ): Promise<{ claims: TokenClaims; expiresAtMs: number } | { invalid: 'expired' | 'invalid' }> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
        // A token without an expiry would be good forever: refused (docs/security.md#tokens).
        requiredClaims: ['exp', 'iat', 'sub', 'sid'],
      });
      const userId = decimalId(payload.sub);
      const sessionId = decimalId(payload.sid);
      if (!userId || !sessionId || typeof payload.username !== 'string') {
        return { invalid: 'invalid' };
      }
      return {
        claims: { userId, username: payload.username, sessionId },
        expiresAtMs: (payload.exp as number) * 1000,
      };
    } catch (error) {
      return { invalid: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}

/**
 * JWT_SECRET when set; otherwise a random secret generated once and kept in
 * the data folder, so tokens survive restarts of the embedded demo.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
