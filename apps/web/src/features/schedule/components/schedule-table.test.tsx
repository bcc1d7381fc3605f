import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { applyCrowdToSchedule } from '@/lib/live-cache';
import { mlbGame, mlsGame } from '@/test/fixtures';
import { uniqueById } from '../api/get-schedule';
import { type RenderSentiment, ScheduleTable, type ScheduleTableProps } from './schedule-table';

const widget: RenderSentiment = (game, market) => (
  <button type="button">{`${market} input for ${game.id}`}</button>
);

function renderTable(props: ScheduleTableProps) {
  return render(
    <MemoryRouter>
      <ScheduleTable {...props} />
    </MemoryRouter>,
  );
}

describe('ScheduleTable', () => {
  it('shows the game column and the three market questions for baseball', () => {
    renderTable({
      sportKey: 'baseball_mlb',
      games: [mlbGame()],
      layout: 'table',
      renderSentiment: widget,
    });
    const table = screen.getByRole('table', { name: 'Current schedule' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Game', 'Moneyline', 'Spread', 'Totals', 'Stats']);
    const row = screen.getByTestId('game-mlb-1');
    expect(row).toHaveTextContent(
      /Boston Red Sox\s*moneyline \+120@New York Yankees\s*moneyline -142/,
    );
    expect(within(row).getByText('Will New York Yankees win?')).toBeInTheDocument();
    expect(within(row).getByText('Will New York Yankees win by 1.5?')).toBeInTheDocument();
    expect(within(row).getByText('Take for Over 8.5? or Pass for Under')).toBeInTheDocument();
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['moneyline input for mlb-1', 'spread input for mlb-1', 'totals input for mlb-1']);
    expect(within(row).getByRole('link', { name: /View Game Stats/ })).toHaveAttribute(
      'href',
      '/event/mlb-1/stats',
    );
    expect([...row.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/logos/mlb-boston-red-sox.png',
      '/logos/mlb-new-york-yankees.png',
    ]);
    expect(screen.queryByText('Please log in to submit sentiment.')).not.toBeInTheDocument();
  });

  it('shows the crowd under each market: a split bar in words and the crowd line beside the book', () => {
    const game = mlbGame({
      crowd: {
        moneyline: null,
        spread: {
          picks: 4,
          take_share: 0.75,
          pass_share: 0.25,
          draw_share: null,
          crowd_line: -2.5,
        },
        totals: { picks: 1, take_share: 0, pass_share: 1, draw_share: null, crowd_line: 8 },
      },
    });
    renderTable({ sportKey: 'baseball_mlb', games: [game], layout: 'cards' });
    const row = screen.getByTestId('game-mlb-1');
    expect(within(row).getByTestId('crowd-moneyline')).toHaveTextContent('No crowd yet');
    expect(within(row).getByTestId('crowd-spread')).toHaveTextContent(
      'Crowd: Take 75% · Pass 25% · 4 picks',
    );
    expect(within(row).getByTestId('crowd-line-spread')).toHaveTextContent(
      'Book -1.5 · Crowd -2.5',
    );
    expect(within(row).getByTestId('crowd-line-totals')).toHaveTextContent('Book 8.5 · Crowd 8');
  });

  it('a started game shows "Started" instead of inputs when logged out', async () => {
    renderTable({
      sportKey: 'baseball_mlb',
      games: [{ ...mlbGame(), started: true }, mlbGame({ id: 'mlb-2' })],
      layout: 'table',
    });
    expect(within(screen.getByTestId('game-mlb-1')).getAllByText('Started')).toHaveLength(3);
    const second = await screen.findByTestId('game-mlb-2');
    expect(within(second).queryByText('Started')).toBeNull();
  });

  it('gives soccer the single "Pick Winner" column with the draw odds', () => {
    renderTable({
      sportKey: 'soccer_usa_mls',
      games: [mlsGame()],
      layout: 'table',
      renderSentiment: widget,
    });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Game',
      'Pick Winner',
      'Stats',
    ]);
    expect(screen.getByText('Pick the Outcome')).toBeInTheDocument();
    expect(screen.getByText('Draw +240')).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('switches to the pick column when any game has a draw value', () => {
    renderTable({
      sportKey: 'baseball_mlb',
      games: [mlbGame(), mlbGame({ id: 'mlb-2', h2h_draw_value: 260 })],
      layout: 'table',
      renderSentiment: widget,
    });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Game',
      'Pick Winner',
      'Stats',
    ]);
  });

  it('asks to log in instead of showing inputs when logged out', () => {
    renderTable({ sportKey: 'baseball_mlb', games: [mlbGame()], layout: 'table' });
    expect(screen.getByText('Please log in to submit sentiment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    // The lines themselves stay visible.
    expect(screen.getByText('Will New York Yankees win?')).toBeInTheDocument();
  });

  it('says when a market has no line', () => {
    renderTable({
      sportKey: 'baseball_mlb',
      games: [mlbGame({ totals_over_point: null, totals_under_point: null })],
      layout: 'table',
      renderSentiment: widget,
    });
    expect(screen.getByText('No line yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /totals input/ })).not.toBeInTheDocument();
  });

  it('lays games out as cards on phones, with the same content', () => {
    renderTable({
      sportKey: 'baseball_mlb',
      games: [mlbGame()],
      layout: 'cards',
      renderSentiment: widget,
    });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = screen.getByRole('listitem', { name: 'Boston Red Sox at New York Yankees' });
    expect(within(card).getByText('Moneyline')).toBeInTheDocument();
    expect(within(card).getByText('Will New York Yankees win by 1.5?')).toBeInTheDocument();
    expect(within(card).getAllByRole('button')).toHaveLength(3);
    expect(within(card).getByRole('link', { name: /View Game Stats/ })).toBeInTheDocument();
  });
});

describe('ScheduleTable paging', () => {
  it('shows the first 10 games, then 10 more on request', async () => {
    const user = userEvent.setup();
    const games = Array.from({ length: 23 }, (_, index) => mlbGame({ id: `g${index}` }));
    renderTable({ sportKey: 'baseball_mlb', games, layout: 'table', renderSentiment: widget });
    // The first one is mounted at once, the rest in later tasks (decision 0167).
    expect(screen.getAllByTestId(/^game-/)).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByTestId(/^game-/)).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Show more games (13 more)' }));
    await waitFor(() => expect(screen.getAllByTestId(/^game-/)).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Show more games (3 more)' }));
    await waitFor(() => expect(screen.getAllByTestId(/^game-/)).toHaveLength(23));
    expect(screen.queryByRole('button', { name: /Show more games/ })).not.toBeInTheDocument();
  });
});

describe('ScheduleTable live updates', () => {
  it('renders again only the row a crowd event changed', async () => {
    const rendered: string[] = [];
    const counting: RenderSentiment = (game, market) => {
      rendered.push(`${game.id} ${market}`);
      return <span>{`${market} input for ${game.id}`}</span>;
    };
    const games = ['a', 'b', 'c'].map((id) => mlbGame({ id }));
    const props = { sportKey: 'baseball_mlb', layout: 'table', renderSentiment: counting } as const;
    const view = render(
      <MemoryRouter>
        <ScheduleTable {...props} games={games} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getAllByTestId(/^game-/)).toHaveLength(3));
    expect(rendered).toHaveLength(9);
    rendered.length = 0;
    const next = applyCrowdToSchedule(games, {
      event_id: 'b',
      sport_key: 'baseball_mlb',
      market: 'totals',
      crowd: { picks: 2, take_share: 0.5, pass_share: 0.5, draw_share: null, crowd_line: 9 },
      book_line: 8.5,
      updated_at: '2030-04-02T20:00:00Z',
    });
    view.rerender(
      <MemoryRouter>
        <ScheduleTable {...props} games={next ?? []} />
      </MemoryRouter>,
    );
    expect(rendered).toEqual(['b moneyline', 'b spread', 'b totals']);
    expect(within(screen.getByTestId('game-b')).getByTestId('crowd-line-totals')).toHaveTextContent(
      'Book 8.5 · Crowd 9',
    );
  });
});

describe('uniqueById', () => {
  it('drops duplicate games by id', () => {
    const games = uniqueById([mlbGame(), mlbGame({ home_team: 'Copy' }), mlbGame({ id: 'b' })]);
    expect(games.map((game) => [game.id, game.home_team])).toEqual([
      ['mlb-1', 'New York Yankees'],
      ['b', 'New York Yankees'],
    ]);
  });
});
