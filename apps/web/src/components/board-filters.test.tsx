import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BOARD_WINDOW_OPTIONS, BoardFilters } from './board-filters';

describe('BoardFilters', () => {
  it('offers the windows and leagues as labelled selects and reports each choice', async () => {
    const onWindowChange = vi.fn();
    const onSportChange = vi.fn();
    render(
      <BoardFilters
        idPrefix="test"
        window="all"
        windows={BOARD_WINDOW_OPTIONS}
        sport="all"
        onWindowChange={onWindowChange}
        onSportChange={onSportChange}
      />,
    );
    const window = screen.getByRole('combobox', { name: 'Window' });
    const league = screen.getByRole('combobox', { name: 'League' });
    expect([...(window as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'This week',
      'This month',
      'This season',
      'All time',
    ]);
    expect([...(league as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'All sports',
      'MLB',
      'NFL',
      'MLS',
    ]);
    await userEvent.selectOptions(window, 'This month');
    await userEvent.selectOptions(league, 'NFL');
    expect(onWindowChange).toHaveBeenCalledWith('month');
    expect(onSportChange).toHaveBeenCalledWith('americanfootball_nfl');
  });
});
