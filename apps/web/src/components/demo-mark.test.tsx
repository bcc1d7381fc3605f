import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ParticipantsList } from '@/features/event-stats/components/participants-list';
import { LeaderboardTable } from '@/features/leaderboard/components/leaderboard-table';
import { PublicProfileCard } from '@/features/profile/components/public-profile-card';

const player = {
  position: 1,
  xp_points: 12,
  ip_points: 5,
  ranking_score: 17,
  rank_name: 'Rookie' as const,
};

describe('DemoMark', () => {
  it('marks demo players, and only them, on the leaderboard with an accessible name', () => {
    render(
      <MemoryRouter>
        <LeaderboardTable
          layout="table"
          currentUserId={null}
          rows={[
            { ...player, user_id: 1, username: 'maya.ruiz', is_demo: true },
            { ...player, user_id: 2, username: 'real_fan', is_demo: false },
          ]}
        />
      </MemoryRouter>,
    );
    const [, demo, real] = within(screen.getByRole('table', { name: 'Leaderboard' })).getAllByRole(
      'row',
    );
    expect(demo).toHaveTextContent('maya.ruizdemo, simulated player');
    expect(within(demo as HTMLElement).getByTitle('A simulated demo player')).toBeVisible();
    expect(real).not.toHaveTextContent('demo');
  });

  it('marks demo participants and demo public profiles', () => {
    render(
      <MemoryRouter>
        <ParticipantsList
          currentUserId={null}
          participants={[
            { user_id: 1, username: 'maya.ruiz', public_profile: 1, is_demo: true },
            { user_id: 2, username: 'real_fan', public_profile: 1, is_demo: false },
          ]}
        />
        <PublicProfileCard
          profile={{
            user_id: 1,
            username: 'maya.ruiz',
            bio: null,
            rank_tier: 'Rookie',
            xp_points: 0,
            ip_points: 5,
            created_at: '2026-06-01T12:00:00.000Z',
            is_demo: true,
          }}
        />
      </MemoryRouter>,
    );
    const items = within(screen.getByRole('list', { name: 'Participants' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('demo, simulated player');
    expect(items[1]).not.toHaveTextContent('demo');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '@maya.ruizdemo, simulated player',
    );
  });
});
