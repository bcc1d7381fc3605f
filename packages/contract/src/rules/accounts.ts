/**
 * docs/game-rules.md#7-new-users-daily-login-and-streaks: what a new account starts with, and the
 * login rewards.
 */
export const NEW_USER_CONFIDENCE_POINTS = 10;
export const NEW_USER_IP_POINTS = 5;
export const DAILY_LOGIN_BONUS = 1;
export const LOGIN_STREAK_BONUS = 1;
/** A streak bonus is earned each day the login streak reaches a multiple of this. */
export const LOGIN_STREAK_EVERY = 3;

export function isStreakRewardDay(streak: number): boolean {
  return streak > 0 && streak % LOGIN_STREAK_EVERY === 0;
}
