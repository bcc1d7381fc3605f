import {
  DAILY_LOGIN_BONUS,
  INVALID_CREDENTIALS_MESSAGE,
  isStreakRewardDay,
  LOGIN_STREAK_BONUS,
  type LoginBody,
  type LoginResponse,
  NEW_USER_CONFIDENCE_POINTS,
  NEW_USER_IP_POINTS,
  type RegisterBody,
  type RegisterResponse,
} from '@takeline/contract';
import { addDays, type Clock, utcDay } from '../../clock';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-errors';
import { conflict, tooManyRequests, unauthorized } from '../../errors';
import { postEntries } from '../ledger/ledger.service';
import {
  claimLoginDay,
  findLoginDay,
  findTakenIdentity,
  findUserByUsername,
  insertStreakHistory,
  insertUser,
  recordLeaderboardPoint,
  updateLoginStreak,
} from './auth.repository';
import type { LoginRateLimiter } from './login-rate-limiter';
import { hashPassword, verifyPassword } from './passwords';
import type { TokenService } from './tokens';

export const USERNAME_TAKEN_MESSAGE = 'That username is already taken.';
export const EMAIL_TAKEN_MESSAGE = 'An account with that email already exists.';

export interface AuthServiceDeps {
  db: Db;
  clock: Clock;
  tokens: TokenService;
  limiter: LoginRateLimiter;
}

export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  async register(body: RegisterBody): Promise<RegisterResponse> {
    const { db, clock, tokens } = this.deps;
    await this.#assertIdentityFree(body.username, body.email);
    const passwordHash = await hashPassword(body.password);
    const at = clock.now();
    try {
      const user = await db.transaction(async (tx) => {
        const created = await insertUser(
          tx,
          { name: body.name, email: body.email, username: body.username, passwordHash },
          at,
        );
        await postEntries(
          tx,
          [
            {
              userId: created.id,
              currency: 'confidence',
              amount: NEW_USER_CONFIDENCE_POINTS,
              reason: 'signup_grant',
            },
            {
              userId: created.id,
              currency: 'ip',
              amount: NEW_USER_IP_POINTS,
              reason: 'signup_grant',
            },
          ],
          at,
        );
        await recordLeaderboardPoint(tx, created.id, at);
        return created;
      });
      const token = await tokens.sign({ userId: user.id, username: user.username });
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
    const taken = await findTakenIdentity(this.deps.db, username, email);
    if (taken?.username_taken) throw conflict(USERNAME_TAKEN_MESSAGE);
    if (taken?.email_taken) throw conflict(EMAIL_TAKEN_MESSAGE);
  }

  async login(body: LoginBody, ip: string): Promise<LoginResponse> {
    const { db, clock, tokens, limiter } = this.deps;
    const retryAfter = await limiter.retryAfterSeconds(ip, body.username);
    if (retryAfter > 0) {
      const minutes = Math.ceil(retryAfter / 60);
      throw tooManyRequests(
        `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        retryAfter,
      );
    }
    const user = await findUserByUsername(db, body.username);
    const valid = await verifyPassword(user?.passwordHash, body.password);
    if (!user || !valid) {
      await limiter.recordFailure(ip, body.username);
      throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
    }
    await limiter.recordSuccess(ip, body.username);

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

    const token = await tokens.sign({ userId: user.id, username: user.username });
    return { token, user: { id: user.id, username: user.username }, ...rewards };
  }
}
