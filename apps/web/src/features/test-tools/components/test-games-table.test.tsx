import type { TestGame } from '@takeline/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestGamesTable } from './test-games-table';

const game: TestGame = {
  id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  sport_key: 'icehockey_nhl',
  sport_title: 'NHL',
  home_team: 'Boston Bruins',
  home_score: 2,
  away_team: 'Toronto Maple Leafs',
  away_score: null,
  status: 'in_progress',
  commence_time: '2026-06-01T13:00:00.000Z',
};

describe('TestGamesTable', () => {
  it('shows the documented columns on wide screens, with the whole id', () => {
    render(<TestGamesTable games={[game]} layout="table" />);
    const table = screen.getByRole('table', { name: 'Test games' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Sport', 'Home Team', 'Home Score', 'Away Team', 'Away Score', 'Status']);
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([game.id, 'NHL', 'Boston Bruins', '2', 'Toronto Maple Leafs', '–', 'In progress']);
  });

  it('gives each game a card on phones: the id on top, then every column labelled', () => {
    render(<TestGamesTable games={[game]} layout="cards" />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [card] = within(screen.getByRole('list', { name: 'Test games' })).getAllByRole(
      'listitem',
    );
    const inCard = within(card as HTMLElement);
    const pairs = inCard
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Sport', 'NHL'],
      ['Home Team', 'Boston Bruins'],
      ['Home Score', '2'],
      ['Away Team', 'Toronto Maple Leafs'],
      ['Away Score', '–'],
      ['Status', 'In progress'],
    ]);
    // A UUID breaks where it must, not one character per line.
    expect(inCard.getByText(game.id)).toHaveStyle({ overflowWrap: 'anywhere', minWidth: '18ch' });
  });

  it('says when the sport has no test games', () => {
    render(<TestGamesTable games={[]} />);
    expect(screen.getByText('No test games for this sport yet.')).toBeInTheDocument();
  });
});
