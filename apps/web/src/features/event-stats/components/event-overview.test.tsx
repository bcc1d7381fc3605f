import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketRows } from '../model/market-rows';
import { eventStats } from '../testing/event-stats';
import { EventOverview, MarketTable } from './event-overview';

function rowCells(name: string): string[] {
  const table = screen.getByRole('table', { name: 'Takes and wins by market' });
  const header = within(table).getByRole('rowheader', { name });
  const row = header.closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('EventOverview', () => {
  it('shows the total, the top performer to one decimal, and the market table', () => {
    render(
      <EventOverview
        stats={eventStats({
          total_submissions: 12,
          moneyline_takes: 4,
          moneyline_take_wins: 1,
          moneyline_passes: 2,
          moneyline_pass_wins: 1,
          spread_takes: 3,
          spread_take_wins: 2,
          spread_passes: 1,
          spread_pass_wins: 0,
          spread_custom_passes: 1,
          total_takes: 1,
          total_passes: 1,
          total_pass_wins: 1,
          total_custom_passes: 1,
          total_custom_pass_wins: 1,
        })}
      />,
    );
    expect(screen.getByText('12')).toBeInTheDocument();
    // TOT Passes 1 of 1 beats SP Takes 2 of 3.
    expect(screen.getByText('TOT Passes: 100.0%')).toBeInTheDocument();
    expect(rowCells('Moneyline')).toEqual(['4', '1', '2', '1', '-', '-']);
    expect(rowCells('Spread')).toEqual(['3', '2', '1', '0', '1', '0']);
    expect(rowCells('Totals')).toEqual(['1', '0', '1', '1', '1', '1']);
  });

  it('has no top performer before any win', () => {
    render(<EventOverview stats={eventStats({ total_submissions: 2, moneyline_takes: 2 })} />);
    expect(screen.getByText('No wins yet')).toBeInTheDocument();
  });

  it('turns the market table round on phones: markets across, counts down the side', () => {
    const stats = eventStats({
      moneyline_takes: 4,
      moneyline_take_wins: 1,
      spread_takes: 3,
      spread_custom_passes: 1,
      total_takes: 1,
    });
    render(<MarketTable rows={marketRows(stats)} transposed />);
    const table = screen.getByRole('table', { name: 'Takes and wins by market' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Count', 'Moneyline', 'Spread', 'Totals']);
    expect(rowCells('Takes')).toEqual(['4', '3', '1']);
    expect(rowCells('Take Wins')).toEqual(['1', '0', '0']);
    expect(rowCells('Custom Passes')).toEqual(['-', '1', '0']);
  });
});
