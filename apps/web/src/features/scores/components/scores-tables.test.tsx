import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LiveScoresTable } from './live-scores-table';
import { PastScoresTable } from './past-scores-table';

const past = {
  id: 'g1',
  sport_key: 'baseball_mlb',
  home_team: 'New York Yankees',
  away_team: 'Boston Red Sox',
  home_team_score: 5,
  away_team_score: 4,
  winner: 'New York Yankees',
  points_diff: 1,
  commence_time: '2030-04-02T23:05:00Z',
};

describe('LiveScoresTable', () => {
  it('shows home and away with their scores and the start time', () => {
    render(
      <LiveScoresTable
        layout="table"
        rows={[
          {
            id: 'l1',
            sport_key: 'baseball_mlb',
            home_team: 'New York Yankees',
            away_team: 'Boston Red Sox',
            home_team_score: 2,
            away_team_score: 1,
            commence_time: '2030-04-02T23:05:00Z',
          },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Live scores' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Home', 'Away', 'Start time']);
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent(/New York Yankees2Boston Red Sox1/);
  });

  it('says when nothing is live', () => {
    render(<LiveScoresTable rows={[]} />);
    expect(screen.getByText('No games in progress right now.')).toBeInTheDocument();
  });
});

describe('PastScoresTable', () => {
  it('shows the six columns, the details link and the window filter (Last 1 Day first)', async () => {
    const user = userEvent.setup();
    const onWindowChange = vi.fn();
    render(
      <MemoryRouter>
        <PastScoresTable
          layout="table"
          rows={[past]}
          windowKey="1"
          onWindowChange={onWindowChange}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Home',
      'Away',
      'Winner',
      'Points difference',
      'Start time',
      'Game details',
    ]);
    expect(screen.getByRole('link', { name: /Game details/ })).toHaveAttribute(
      'href',
      '/event/g1/stats',
    );
    const select = screen.getByRole('combobox', { name: 'Show' });
    expect(select).toHaveTextContent('Last 1 Day');
    await user.click(select);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Last 1 Day', 'Last 7 Days', 'Last 30 Days', 'All Time']);
    await user.click(screen.getByRole('option', { name: 'All Time' }));
    expect(onWindowChange).toHaveBeenCalledWith('all');
  });

  it('lays rows out as labelled cards on phones', () => {
    render(
      <MemoryRouter>
        <PastScoresTable layout="cards" rows={[past]} windowKey="7" onWindowChange={vi.fn()} />
      </MemoryRouter>,
    );
    const [card] = within(screen.getByRole('list', { name: 'Past scores' })).getAllByRole(
      'listitem',
    );
    expect(card).toHaveTextContent(/New York Yankees5Boston Red Sox4/);
    expect(card).toHaveTextContent('Winner: New York Yankees · by 1');
    expect(within(card as HTMLElement).getByRole('link', { name: /Game details/ })).toHaveAttribute(
      'href',
      '/event/g1/stats',
    );
  });
});
