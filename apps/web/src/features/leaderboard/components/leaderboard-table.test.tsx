import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LeaderboardTable } from './leaderboard-table';

const rows = [
  {
    position: 1,
    user_id: 4,
    username: 'ace',
    xp_points: 1200,
    ip_points: 40,
    ranking_score: 1240,
    rank_name: 'Expert' as const,
    is_demo: false,
  },
  {
    position: 2,
    user_id: 9,
    username: 'mia',
    xp_points: 10,
    ip_points: 5,
    ranking_score: 15,
    rank_name: 'Rookie' as const,
    is_demo: false,
  },
];

describe('LeaderboardTable', () => {
  it('shows the documented columns and a View History link per user', () => {
    render(
      <MemoryRouter>
        <LeaderboardTable rows={rows} currentUserId={9} layout="table" />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Leaderboard' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rank', 'Username', 'XP', 'IP', 'Score', 'Rank tier', 'History']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '1',
      'ace',
      (1200).toLocaleString(),
      '40',
      (1240).toLocaleString(),
      'Expert',
      'View History',
    ]);
    expect(second).toHaveTextContent('mia (you)');
    expect(screen.getByRole('link', { name: 'View History of ace' })).toHaveAttribute(
      'href',
      '/leaderboard/history/4',
    );
  });

  it('shows a compact card per user on phones', () => {
    render(
      <MemoryRouter>
        <LeaderboardTable rows={rows} currentUserId={9} layout="cards" />
      </MemoryRouter>,
    );
    const cards = within(screen.getByRole('list', { name: 'Leaderboard' })).getAllByRole(
      'listitem',
    );
    expect(cards[0]).toHaveTextContent(
      `#1aceExpert${(1200).toLocaleString()} XP · 40 IP · Score ${(1240).toLocaleString()}View History`,
    );
    expect(cards[1]).toHaveTextContent('mia (you)');
  });

  it('says when the board is empty', () => {
    render(<LeaderboardTable rows={[]} currentUserId={null} />);
    expect(screen.getByText('Nobody is on the leaderboard yet.')).toBeInTheDocument();
  });

  it('marks demo players, and only them', () => {
    render(
      <MemoryRouter>
        <LeaderboardTable
          rows={[
            { ...(rows[0] as (typeof rows)[number]), is_demo: true },
            rows[1] as (typeof rows)[number],
          ]}
          currentUserId={null}
          layout="table"
        />
      </MemoryRouter>,
    );
    const [, demo, real] = within(screen.getByRole('table', { name: 'Leaderboard' })).getAllByRole(
      'row',
    );
    expect(demo).toHaveTextContent('acedemo, simulated player');
    expect(real).not.toHaveTextContent('demo');
  });
});
