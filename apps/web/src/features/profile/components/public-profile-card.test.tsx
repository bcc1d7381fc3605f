import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PublicProfileCard } from './public-profile-card';

const profile = {
  user_id: 1,
  username: 'maya.ruiz',
  bio: null,
  rank_tier: 'Rookie' as const,
  xp_points: 0,
  ip_points: 5,
  created_at: '2026-06-01T12:00:00.000Z',
  is_demo: true,
};

describe('PublicProfileCard', () => {
  it('marks a demo player beside the name, and nobody else', () => {
    const { rerender } = render(<PublicProfileCard profile={profile} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '@maya.ruizdemo, simulated player',
    );
    rerender(<PublicProfileCard profile={{ ...profile, is_demo: false }} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^@maya\.ruiz$/);
  });
});
