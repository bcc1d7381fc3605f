import { useEffect, useState } from 'react';
import { authStore } from '@/lib/auth-store';
import { SESSION_KEYS, sessionStore } from '@/lib/storage';
import { bannersToShow } from '../model/login-banners';

/**
 * Decides once, on arrival, which reward banners to show, and marks them as
 * shown for the rest of the browser session. Dismissing hides them.
 */
export function useLoginBanners() {
  const [initial] = useState(() => {
    const { status, rewards } = authStore.getState();
    return bannersToShow(status, rewards, {
      dailyBonusShown: sessionStore.get(SESSION_KEYS.dailyBonusShown) === 'true',
      streakShown: sessionStore.get(SESSION_KEYS.streakShown) === 'true',
    });
  });
  const [daily, setDaily] = useState(initial.daily);
  const [streakDays, setStreakDays] = useState(initial.streakDays);

  useEffect(() => {
    if (initial.daily) sessionStore.set(SESSION_KEYS.dailyBonusShown, 'true');
    if (initial.streakDays !== null) sessionStore.set(SESSION_KEYS.streakShown, 'true');
  }, [initial]);

  return {
    daily,
    streakDays,
    dismissDaily: () => setDaily(false),
    dismissStreak: () => setStreakDays(null),
  };
}
