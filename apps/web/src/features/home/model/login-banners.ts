import { DAILY_LOGIN_BONUS } from '@takeline/contract';
import type { AuthStatus, LoginRewards } from '@/lib/auth-store';

export const DAILY_BONUS_MESSAGE = `Daily Login Bonus: +${DAILY_LOGIN_BONUS} Confidence Point!`;
export const streakMessage = (days: number) =>
  `You're on a ${days}-day login streak! Bonus confidence point awarded!`;

export interface BannerFlags {
  dailyBonusShown: boolean;
  streakShown: boolean;
}

/**
 * docs/screens.md#login-banners: a banner shows when the login succeeded, its reward flag is
 * true, and it has not been shown yet in this browser session.
 */
export function bannersToShow(
  status: AuthStatus,
  rewards: LoginRewards | null,
  flags: BannerFlags,
): { daily: boolean; streakDays: number | null } {
  if (status !== 'succeeded' || !rewards) return { daily: false, streakDays: null };
  return {
    daily: rewards.rewardGiven && !flags.dailyBonusShown,
    streakDays: rewards.streakRewardGiven && !flags.streakShown ? rewards.newStreak : null,
  };
}
