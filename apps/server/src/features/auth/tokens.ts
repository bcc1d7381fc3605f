import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_ID } from '@takeline/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock';

export interface TokenClaims {
  userId: number;
  username: string;
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

  async sign(claims: TokenClaims): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ username: claims.username })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt(now)
      .setExpirationTime(now + this.expiresInSeconds)
      .sign(this.#key);
  }

  /** The claims of a valid token, or a reason it is not valid. */
  async verify(token: string): Promise<TokenClaims | { invalid: 'expired' | 'invalid' }> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      const userId = Number(payload.sub);
      // Ids are 32-bit serials: a larger one can name no user, and would fail the lookup.
      const knownRange = Number.isInteger(userId) && userId > 0 && userId <= MAX_ID;
      if (!knownRange || typeof payload.username !== 'string') {
        return { invalid: 'invalid' };
      }
      return { userId, username: payload.username };
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
