import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore, useAuth } from './auth-store';

describe('authStore', () => {
  beforeEach(() => authStore.reload());

  it('persists a login to the documented storage keys', () => {
    authStore.signIn({
      token: 'tkn',
      user: { id: 7, username: 'mia' },
      rewardGiven: true,
      streakRewardGiven: false,
      newStreak: 1,
    });
    expect(localStorage.getItem('jwtToken')).toBe('tkn');
    expect(localStorage.getItem('user_id')).toBe('7');
    expect(localStorage.getItem('userName')).toBe('mia');
    expect(authStore.getState()).toMatchObject({
      token: 'tkn',
      userId: 7,
      status: 'succeeded',
      rewards: { rewardGiven: true, streakRewardGiven: false, newStreak: 1 },
    });
  });

  it('logs out: removes token and user, clears session storage, reloads the root page', () => {
    authStore.signIn({ token: 'tkn', user: { id: 1, username: 'a' }, rewardGiven: true });
    sessionStorage.setItem('dailyBonusShown', 'true');
    sessionStorage.setItem('streakShown', 'true');
    const reload = vi.fn();
    authStore.logout(reload);
    expect(localStorage.getItem('jwtToken')).toBeNull();
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(localStorage.getItem('userName')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(authStore.getState()).toMatchObject({
      token: null,
      userId: null,
      rewards: null,
      status: 'idle',
    });
    expect(reload).toHaveBeenCalledWith('/');
  });

  it('notifies hooks of changes', () => {
    const { result } = renderHook(() => useAuth());
    expect(result.current.token).toBeNull();
    act(() => authStore.signIn({ token: 'x', user: { id: 2, username: 'b' } }));
    expect(result.current.userName).toBe('b');
  });
});

describe('authStore.expireSession', () => {
  beforeEach(() => authStore.reload());

  it('forgets the refused token and keeps the reason for the Login screen', () => {
    authStore.signIn({ token: 'old', user: { id: 3, username: 'c' }, rewardGiven: true });
    authStore.expireSession('Your session has expired. Log in again.');
    expect(localStorage.getItem('jwtToken')).toBeNull();
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(authStore.getState()).toMatchObject({
      token: null,
      rewards: null,
      notice: 'Your session has expired. Log in again.',
    });
    // The notice survives a reload within the session, and a new login clears it.
    authStore.reload();
    expect(authStore.getState().notice).toBe('Your session has expired. Log in again.');
    authStore.signIn({ token: 'new', user: { id: 3, username: 'c' } });
    expect(authStore.getState().notice).toBeNull();
  });
});
