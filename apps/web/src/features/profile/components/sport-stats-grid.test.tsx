import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyStats } from '../model/empty-stats';
import { SportStatsGrid } from './sport-stats-grid';

function card(market: string, label: string): string {
  const list = screen.getByRole('list', { name: `${market} statistics` });
  const item = within(list)
    .getAllByRole('listitem')
    .find((candidate) => candidate.firstElementChild?.textContent === label);
  if (!item) throw new Error(`no ${label} card under ${market}`);
  return item.textContent ?? '';
}

describe('SportStatsGrid', () => {
  it('counts a spread pass once under Passes and again under its kind, never as "at the line" when custom', () => {
    render(
      <SportStatsGrid
        label="Statistics, all sports"
        stats={{
          ...emptyStats(),
          spread_passes: 2,
          spread_pass_wins: 1,
          spread_custom_passes: 2,
          spread_custom_pass_wins: 1,
          total_custom_passes: 1,
          total_non_custom_takes: 3,
          total_non_custom_take_wins: 2,
        }}
      />,
    );
    expect(screen.getByRole('group', { name: 'Statistics, all sports' })).toBeInTheDocument();
    expect(card('Spread', 'Passes')).toContain('1 of 2 won');
    expect(card('Spread', 'Custom passes')).toContain('1 of 2 won');
    expect(card('Spread', 'Passes at the line')).toContain('0 of 0 won');
    expect(card('Totals', 'Overs at the line')).toContain('2 of 3 won');
    expect(card('Totals', 'Custom unders')).toContain('0 of 1 won');
    expect(
      within(screen.getByRole('list', { name: 'Moneyline statistics' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });
});
