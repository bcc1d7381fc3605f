import {
  type ChangePasswordBody,
  type ChangePasswordResponse,
  DAILY_LOGIN_BONUS,
  INVALID_CREDENTIALS_MESSAGE,
  isStreakRewardDay,
  LOGIN_STREAK_BONUS,
  type LoginBody,
  type LoginResponse,
  type RegisterBody,
  type RegisterResponse,
} from '@takeline/contract';
import { addDays, type Clock, utcDay } from '../../clock';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-errors';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../../errors';
import { postEntries } from '../ledger/ledger.service';
import {
  claimLoginDay,
  findLoginDay,
  findTakenIdentity,
  findUserById,
  findUserByUsername,
  insertStreakHistory,
  insertUser,
  updateLoginStreak,
  updatePasswordHash,
} from './auth.repository';
import type { DeviceCookies } from './device-cookie';
import { HashGate } from './hash-gate';
import type { LoginRateLimiter } from './login-rate-limiter';
import { startAccounts } from './new-accounts';
import { assertPasswordAllowed } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import type { RegistrationLimiter } from './registration-limiter';
import type { SessionCache } from './session-cache';
import {
  createSession,
  deleteExpiredSessions,
  endAllSessions,
  endSession,
} from './sessions.repository';
import type { TokenClaims, TokenService } from './tokens';
import { usernameKey } from './username-key';

export const USERNAME_TAKEN_MESSAGE = 'That username is already taken.';
export const EMAIL_TAKEN_MESSAGE = 'An account with that email already exists.';

export const SAME_PASSWORD_MESSAGE = 'The new password must differ from the current one.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is not correct.';

export interface AuthServiceDeps {
  db: Db;
  clock: Clock;
  tokens: TokenService;
  limiter: LoginRateLimiter;
  /** Registrations per address; none when absent (the admin CLI). */
  registrations?: RegistrationLimiter;
  /** Bounds argon2 work; unbounded enough for the CLI when absent. */
  hashGate?: HashGate;
  /** Known-device cookies for login (docs/security.md#lockout); none when absent. */
  deviceCookies?: DeviceCookies;
  /** The auth plugin's recently checked tokens, told when sessions end (decision 0141). */
  sessions?: SessionCache;
}

/** What a login needs from the request besides its body. */
export interface LoginContext {
  ip: string;
  cookieHeader?: string;
}

export class AuthService {
  readonly #gate: HashGate;

  constructor(private readonly deps: AuthServiceDeps) {
    this.#gate = deps.hashGate ?? new HashGate(2, 10_000);
  }

  /** Registers; `ip` counts against REGISTRATIONS_PER_HOUR when given. */
  async register(body: RegisterBody, ip?: string): Promise<RegisterResponse> {
    const { registrations } = this.deps;
    if (!registrations || ip === undefined) return this.#register(body);
    const result = await registrations.attempt(ip, () => this.#register(body));
    if ('retryAfterSeconds' in result) {
      throw tooManyRequests(
        'Too many accounts were created from your address. Try again later.',
        result.retryAfterSeconds,
      );
    }
    return result.value;
  }

  async #register(body: RegisterBody): Promise<RegisterResponse> {
    const { db, clock } = this.deps;
    assertPasswordAllowed(body.password);
    await this.#assertIdentityFree(body.username, body.email);
    const passwordHash = await this.#gate.run(() => hashPassword(body.password));
    const at = clock.now();
    try {
      const user = await db.transaction(async (tx) => {
        const created = await insertUser(
          tx,
          { name: body.name, email: body.email, username: body.username, passwordHash },
          at,
        );
        await startAccounts(tx, [created.id], at);
        return created;
      });
      const token = await this.#openSession(user);
      return { token, user };
    } catch (error) {
      // Two registrations racing for one name: the unique index decides.
      if (isUniqueViolation(error)) {
        await this.#assertIdentityFree(body.username, body.email);
        throw conflict(USERNAME_TAKEN_MESSAGE);
      }
      throw error;
    }
  }

  async #assertIdentityFree(username: string, email: string): Promise<void> {
    const taken = await findTakenIdentity(this.deps.db, usernameKey(username), email);
    if (taken?.username_taken) throw conflict(USERNAME_TAKEN_MESSAGE);
    if (taken?.email_taken) throw conflict(EMAIL_TAKEN_MESSAGE);
  }

  /** Signs a token for a new session of the user. */
  async #openSession(user: { id: number; username: string }): Promise<string> {
    const { db, clock, tokens } = this.deps;
    const sessionId = await createSession(db, user.id, clock.now(), tokens.expiresAt());
    return tokens.sign({ userId: user.id, username: user.username, sessionId });
  }

  /**
   * Checks a user's password under the login limit: the attempt is reserved
   * before argon2 runs (docs/security.md#login-limit). Answers the user, or
   * undefined for a wrong username or password; throws 429 over the limit.
   */
  async #checkPassword(username: string, password: string, context: LoginContext) {
    const { db, limiter, deviceCookies } = this.deps;
    const key = usernameKey(username);
    const deviceId = deviceCookies?.deviceFor(context.cookieHeader, key);
    const result = await limiter.attempt(context.ip, username, deviceId, async () => {
      const user = await findUserByUsername(db, key);
      const valid = await this.#gate.run(() => verifyPassword(user?.passwordHash, password));
      return { ok: Boolean(user && valid), value: valid ? user : undefined };
    });
    if ('retryAfterSeconds' in result) {
      const minutes = Math.ceil(result.retryAfterSeconds / 60);
      throw tooManyRequests(
        `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        result.retryAfterSeconds,
      );
    }
    return result.value;
  }

  /** A Set-Cookie value that marks this browser as a known device of the user. */
  deviceCookieFor(username: string): string | undefined {
    return this.deps.deviceCookies?.issue(usernameKey(username));
  }

  async login(body: LoginBody, context: LoginContext | string): Promise<LoginResponse> {
    const { db, clock } = this.deps;
    const user = await this.#checkPassword(
      body.username,
      body.password,
      typeof context === 'string' ? { ip: context } : context,
    );
    if (!user) throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
    await deleteExpiredSessions(db, user.id, clock.now());

    const at = clock.now();
    const today = utcDay(at);
    const rewards = await db.transaction(async (tx) => {
      const claimed = await claimLoginDay(tx, user.id, today, addDays(today, -1), at);
      if (!claimed) {
        const existing = await findLoginDay(tx, user.id, today);
        return { rewardGiven: false, streakRewardGiven: false, newStreak: existing?.streak ?? 1 };
      }
      const streakRewardGiven = isStreakRewardDay(claimed.streak);
      await postEntries(
        tx,
        [
          {
            userId: user.id,
            currency: 'confidence',
            amount: DAILY_LOGIN_BONUS,
            reason: 'daily_login',
            loginDay: today,
          },
          ...(streakRewardGiven
            ? [
                {
                  userId: user.id,
                  currency: 'confidence' as const,
                  amount: LOGIN_STREAK_BONUS,
                  reason: 'login_streak' as const,
                  loginDay: today,
                },
              ]
            : []),
        ],
        at,
      );
      if (streakRewardGiven) await insertStreakHistory(tx, user.id, today, claimed.streak, at);
      await updateLoginStreak(tx, user.id, claimed.streak, today);
      return { rewardGiven: true, streakRewardGiven, newStreak: claimed.streak };
    });

    const token = await this.#openSession(user);
    return { token, user: { id: user.id, username: user.username }, ...rewards };
  }

  /** Ends the session of this token on the server. */
  async logout(auth: TokenClaims): Promise<void> {
    await endSession(this.deps.db, auth.userId, auth.sessionId, this.deps.clock.now());
    this.deps.sessions?.forgetSession(auth.userId, auth.sessionId);
  }

  /** Ends every session of the user, this one included; answers how many were open. */
  async logoutEverywhere(auth: TokenClaims): Promise<number> {
    const ended = await endAllSessions(this.deps.db, auth.userId, this.deps.clock.now());
    this.deps.sessions?.forgetUser(auth.userId);
    return ended;
  }

  /**
   * Changes the password after checking the current one (under the login
   * limit, so a stolen token cannot guess it freely), ends every session and
   * opens a new one for this browser.
   */
  async changePassword(
    auth: TokenClaims,
    body: ChangePasswordBody,
    context: LoginContext,
  ): Promise<ChangePasswordResponse> {
    const { db, clock } = this.deps;
    const account = await findUserById(db, auth.userId);
    if (!account) throw unauthorized('Authentication required. Log in and try again.');
    if (body.newPassword === body.currentPassword) throw badRequest(SAME_PASSWORD_MESSAGE);
    assertPasswordAllowed(body.newPassword);
    const user = await this.#checkPassword(account.username, body.currentPassword, context);
    if (!user || user.id !== auth.userId) throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE);
    const passwordHash = await this.#gate.run(() => hashPassword(body.newPassword));
    await db.transaction(async (tx) => {
      await updatePasswordHash(tx, user.id, passwordHash);
      await endAllSessions(tx, user.id, clock.now());
    });
    this.deps.sessions?.forgetUser(user.id);
    const token = await this.#openSession(user);
    return {
      message: 'Your password has been changed. Every other session has been logged out.',
      token,
      user: { id: user.id, username: user.username },
    };
  }
}
