import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { findUserByUsername, setAdmin } from './auth.repository';
import { AuthService } from './auth.service';
import { LoginRateLimiter } from './login-rate-limiter';
import { TokenService } from './tokens';

export type EnsureAdminResult =
  | { action: 'promoted' | 'already-admin'; username: string }
  | { action: 'created'; username: string; generatedPassword: string | null };

/**
 * Makes `username` an admin: promotes an existing account, or creates one
 * (with the given password, else a random one that is returned once). There
 * is never a default admin password.
 */
export async function ensureAdmin(
  db: Db,
  clock: Clock,
  username: string,
  password?: string,
): Promise<EnsureAdminResult> {
  const existing = await findUserByUsername(db, username);
  if (existing) {
    if (existing.isAdmin) return { action: 'already-admin', username: existing.username };
    await setAdmin(db, existing.id);
    return { action: 'promoted', username: existing.username };
  }
  const chosen = password ?? randomBytes(12).toString('base64url');
  // Registration goes through the normal path so the new admin gets the usual grants.
  const tokens = new TokenService(randomBytes(32).toString('hex'), clock, 60);
  const service = new AuthService({
    db,
    clock,
    tokens,
    limiter: new LoginRateLimiter(clock, 1, 1),
  });
  const { user } = await service.register({
    name: username,
    email: `${username.toLowerCase()}@admins.takeline.invalid`,
    username,
    password: chosen,
    confirmPassword: chosen,
    termsAccepted: true,
  });
  await setAdmin(db, user.id);
  return { action: 'created', username, generatedPassword: password ? null : chosen };
}
