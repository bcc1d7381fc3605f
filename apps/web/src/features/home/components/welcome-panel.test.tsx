import type { Profile } from '@takeline/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { WelcomePanelView } from './welcome-panel';

const profile: Profile = {
  id: 3,
  username: 'mia',
  bio: null,
  created_at: '2030-01-01T00:00:00Z',
  xp_points: 12,
  ip_points: 7,
  ip_bonus: 1,
  rank_tier: 'Rookie',
  confidence_points: 9,
  min_xp: 0,
  max_xp: 99,
  next_rank_name: 'Regular',
  public_profile: 0,
  is_admin: false,
  login_streak: 1,
};

describe('WelcomePanelView', () => {
  it('welcomes a logged-in user with My Profile, Logout and the balances', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(
      <MemoryRouter>
        <WelcomePanelView userName="mia" loggedIn profile={profile} onLogout={onLogout} />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { name: 'Welcome back, mia! You are logged in.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('group', { name: 'Your balances' })).toHaveTextContent(
      '9 confidence7 IP12 XPRookie',
    );
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalled();
  });

  it('prompts a visitor to log in or register', () => {
    render(
      <MemoryRouter>
        <WelcomePanelView userName={null} loggedIn={false} profile={undefined} onLogout={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('You are not logged in.');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });
});
