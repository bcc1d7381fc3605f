/** Browser storage keys (docs/screens.md#session). */
export const LOCAL_KEYS = {
  token: 'jwtToken',
  userId: 'user_id',
  userName: 'userName',
} as const;

export const SESSION_KEYS = {
  dailyBonusShown: 'dailyBonusShown',
  streakShown: 'streakShown',
  /** The last login result's reward flags, so banners survive a reload within the session. */
  loginRewards: 'loginRewards',
  /** Why the session ended on its own, for the Login screen. */
  authNotice: 'authNotice',
} as const;

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): behave as empty.
    return fallback;
  }
}

export const localStore = {
  get: (key: string): string | null => safe(() => window.localStorage.getItem(key), null),
  set: (key: string, value: string): void =>
    safe(() => window.localStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.localStorage.removeItem(key), undefined),
};

export const sessionStore = {
  get: (key: string): string | null => safe(() => window.sessionStorage.getItem(key), null),
  set: (key: string, value: string): void =>
    safe(() => window.sessionStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.sessionStorage.removeItem(key), undefined),
  clear: (): void => safe(() => window.sessionStorage.clear(), undefined),
};
