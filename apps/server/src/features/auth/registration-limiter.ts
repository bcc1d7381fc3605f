import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { reserveAttempt } from './login-rate-limiter';

const HOUR_MS = 3600 * 1000;

/**
 * REGISTRATIONS_PER_HOUR per address, shared by every server through the
 * database like the login limit (docs/security.md#registration-flood). The
 * slot is reserved before any work; a registration that fails (name taken,
 * common password) gives it back, so only accounts created count.
 */
export class RegistrationLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly perHour: number,
  ) {}

  async attempt<T>(
    ip: string,
    register: () => Promise<T>,
  ): Promise<{ value: T } | { retryAfterSeconds: number }> {
    const reserved = await reserveAttempt(
      this.db,
      this.clock,
      'register',
      [{ key: `register|ip:${ip}`, max: this.perHour }],
      HOUR_MS,
    );
    if ('retryAfterSeconds' in reserved) return reserved;
    try {
      return { value: await register() };
    } catch (error) {
      await reserved.reservation.release();
      throw error;
    }
  }
}
