import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { bannersToShow } from '../model/login-banners';
import { LoginBanners } from './login-banners';

const rewards = { rewardGiven: true, streakRewardGiven: true, newStreak: 6 };
const none = { dailyBonusShown: false, streakShown: false };

describe('bannersToShow', () => {
  it('shows each banner after a successful login that earned it', () => {
    expect(bannersToShow('succeeded', rewards, none)).toEqual({ daily: true, streakDays: 6 });
    expect(
      bannersToShow(
        'succeeded',
        { ...rewards, rewardGiven: false, streakRewardGiven: false },
        none,
      ),
    ).toEqual({ daily: false, streakDays: null });
  });

  it('shows nothing unless the login succeeded', () => {
    expect(bannersToShow('failed', rewards, none)).toEqual({ daily: false, streakDays: null });
    expect(bannersToShow('succeeded', null, none)).toEqual({ daily: false, streakDays: null });
  });

  it('shows each banner once per browser session', () => {
    expect(
      bannersToShow('succeeded', rewards, { dailyBonusShown: true, streakShown: false }),
    ).toEqual({ daily: false, streakDays: 6 });
    expect(
      bannersToShow('succeeded', rewards, { dailyBonusShown: false, streakShown: true }),
    ).toEqual({ daily: true, streakDays: null });
  });
});

describe('LoginBanners', () => {
  it('shows the two messages, marks them shown, and each can be dismissed', async () => {
    const user = userEvent.setup();
    authStore.signIn({ token: 't', user: { id: 1, username: 'mia' }, ...rewards });
    const { unmount } = render(<LoginBanners />);
    expect(screen.getByText('Daily Login Bonus: +1 Confidence Point!')).toBeInTheDocument();
    expect(
      screen.getByText("You're on a 6-day login streak! Bonus confidence point awarded!"),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem('dailyBonusShown')).toBe('true');
    expect(sessionStorage.getItem('streakShown')).toBe('true');

    const [closeDaily] = screen.getAllByRole('button', { name: 'Close' });
    if (closeDaily) await user.click(closeDaily);
    expect(screen.queryByText('Daily Login Bonus: +1 Confidence Point!')).not.toBeInTheDocument();
    expect(screen.getByText(/6-day login streak/)).toBeInTheDocument();

    // Coming back to Home in the same session: already shown.
    unmount();
    render(<LoginBanners />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
