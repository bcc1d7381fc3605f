import { randomBytes } from 'node:crypto';
import { PASSWORD_MIN_LENGTH, usernameSchema } from '@takeline/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { HttpError } from '../../errors';
import { findUserByUsername, setAdmin } from './auth.repository';
import { AuthService } from './auth.service';
import { LoginRateLimiter } from './login-rate-limiter';
import { verifyPassword } from './passwords';
import { TokenService } from './tokens';
import { usernameKey } from './username-key';

export type EnsureAdminResult =
  | { action: 'promoted'; username: string }
  | { action: 'already-admin'; username: string }
  | { action: 'created'; username: string; generatedPassword: string | null }
  | { action: 'refused'; username: string; reason: string };

export interface EnsureAdminOptions {
  /**
   * What to do with an existing account that is not an admin:
   * - 'always' (npm run create-admin: the operator names the account on purpose);
   * - 'if-password-matches' (ADMIN_USERNAME at start: promote only when
   *   ADMIN_PASSWORD is that account's password, so a stranger who registered
   *   the name first does not become an admin).
   */
  promoteExisting: 'always' | 'if-password-matches';
}

/**
 * Makes `username` an admin: promotes an existing account (see options), or
 * creates one with the given password, else a random one returned once.
 * There is never a default admin password. Throws on a username or password
 * the registration rules refuse.
 */
export async function ensureAdmin(
  db: Db,
  clock: Clock,
  username: string,
  password: string | undefined,
  options: EnsureAdminOptions,
  retried = false,
): Promise<EnsureAdminResult> {
  const name = usernameSchema.safeParse(username);
  if (!name.success) throw new Error(`Admin username: ${name.error.issues[0]?.message}`);
  if (password !== undefined && password.length < PASSWORD_MIN_LENGTH) {
    throw new Error(`Admin password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
  }

  const existing = await findUserByUsername(db, usernameKey(name.data));
  if (existing) {
    if (existing.isAdmin) return { action: 'already-admin', username: existing.username };
    if (options.promoteExisting === 'if-password-matches') {
      const matches =
        password !== undefined && (await verifyPassword(existing.passwordHash, password));
      if (!matches) {
        return {
          action: 'refused',
          username: existing.username,
          reason: `An account named "${existing.username}" already exists and ADMIN_PASSWORD is not its password; promote it with npm run create-admin -- ${existing.username}.`,
        };
      }
    }
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
    limiter: new LoginRateLimiter(db, clock, 1, 1),
  });
  let user: { id: number };
  try {
    ({ user } = await service.register({
      name: name.data,
      email: `${name.data.toLowerCase()}@admins.takeline.invalid`,
      username: name.data,
      password: chosen,
      confirmPassword: chosen,
      termsAccepted: true,
    }));
  } catch (error) {
    // Several servers starting together with one ADMIN_USERNAME: another
    // created the account first, so treat it as existing.
    if (error instanceof HttpError && error.statusCode === 409 && !retried) {
      return ensureAdmin(db, clock, username, password, options, true);
    }
    throw error;
  }
  await setAdmin(db, user.id);
  return { action: 'created', username: name.data, generatedPassword: password ? null : chosen };
}
