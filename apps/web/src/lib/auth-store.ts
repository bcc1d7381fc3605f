import { endpoints, type LoginResponse } from '@takeline/contract';
import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS, localStore, SESSION_KEYS, sessionStore } from './storage';

/** The auth request status (docs/screens.md#session). */
export type AuthStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface LoginRewards {
  rewardGiven: boolean;
  streakRewardGiven: boolean;
  newStreak: number;
}

export interface AuthState {
  token: string | null;
  userId: number | null;
  userName: string | null;
  status: AuthStatus;
  rewards: LoginRewards | null;
  /** Why the user was signed out without asking (an expired or refused token), shown on Login. */
  notice: string | null;
}

function readRewards(): LoginRewards | null {
  const raw = sessionStore.get(SESSION_KEYS.loginRewards);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as LoginRewards;
  } catch {
    return null;
  }
}

function readState(): AuthState {
  const token = localStore.get(LOCAL_KEYS.token);
  const rawId = localStore.get(LOCAL_KEYS.userId);
  const rewards = token ? readRewards() : null;
  return {
    token,
    userId: rawId && Number.isInteger(Number(rawId)) ? Number(rawId) : null,
    userName: localStore.get(LOCAL_KEYS.userName),
    status: rewards ? 'succeeded' : 'idle',
    rewards,
    notice: sessionStore.get(SESSION_KEYS.authNotice),
  };
}

/**
 * Logout ends the token's session on the server too (docs/security.md#sessions),
 * so a copied token stops working. `keepalive` lets the request finish while
 * the page reloads; a failure changes nothing for the user, who is signed out here.
 */
function endSessionOnServer(token: string | null): void {
  if (!token || typeof fetch !== 'function') return;
  try {
    void fetch(`/api${endpoints.logout.path}`, {
      method: endpoints.logout.method,
      headers: { authorization: `Bearer ${token}` },
      keepalive: true,
    }).catch(() => {});
  } catch {
    // No network layer (tests): the local sign-out still happens.
  }
}

let state: AuthState = readState();
const listeners = new Set<() => void>();

function setState(next: Partial<AuthState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/**
 * The one small auth store: the token and user persisted to the storage keys
 * of docs/screens.md#session, plus the last login's reward flags for the Home banners.
 */
export const authStore = {
  getState: (): AuthState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setStatus(status: AuthStatus): void {
    setState({ status });
  },
  /** Stores a login or registration result. */
  signIn(result: Pick<LoginResponse, 'token' | 'user'> & Partial<LoginRewards>): void {
    localStore.set(LOCAL_KEYS.token, result.token);
    localStore.set(LOCAL_KEYS.userId, String(result.user.id));
    localStore.set(LOCAL_KEYS.userName, result.user.username);
    const rewards =
      result.rewardGiven === undefined
        ? null
        : {
            rewardGiven: result.rewardGiven,
            streakRewardGiven: result.streakRewardGiven ?? false,
            newStreak: result.newStreak ?? 0,
          };
    if (rewards) sessionStore.set(SESSION_KEYS.loginRewards, JSON.stringify(rewards));
    sessionStore.remove(SESSION_KEYS.authNotice);
    setState({
      notice: null,
      token: result.token,
      userId: result.user.id,
      userName: result.user.username,
      status: 'succeeded',
      rewards,
    });
  },
  /**
   * docs/screens.md#session: drop token, user, rewards and session flags, then reload the root
   * page.
   */
  logout(reload: (url: string) => void = (url) => window.location.assign(url)): void {
    endSessionOnServer(state.token);
    localStore.remove(LOCAL_KEYS.token);
    localStore.remove(LOCAL_KEYS.userId);
    localStore.remove(LOCAL_KEYS.userName);
    sessionStore.remove(SESSION_KEYS.dailyBonusShown);
    sessionStore.remove(SESSION_KEYS.streakShown);
    sessionStore.clear();
    setState({
      token: null,
      userId: null,
      userName: null,
      status: 'idle',
      rewards: null,
      notice: null,
    });
    reload('/');
  },
  /**
   * The server refused the stored token (expired, or signed by an old
   * secret): forget it so the app stops acting signed in, and tell the user
   * why on the Login screen. No reload: the current page re-renders signed out.
   */
  expireSession(notice: string): void {
    localStore.remove(LOCAL_KEYS.token);
    localStore.remove(LOCAL_KEYS.userId);
    localStore.remove(LOCAL_KEYS.userName);
    sessionStore.remove(SESSION_KEYS.loginRewards);
    sessionStore.set(SESSION_KEYS.authNotice, notice);
    setState({ token: null, userId: null, userName: null, status: 'idle', rewards: null, notice });
  },
  /** Re-reads storage (tests, and other tabs logging in or out). */
  reload(): void {
    state = readState();
    for (const listener of listeners) listener();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values(LOCAL_KEYS).includes(event.key as never))
      authStore.reload();
  });
}

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
}

export function useIsLoggedIn(): boolean {
  return useAuth().token !== null;
}
