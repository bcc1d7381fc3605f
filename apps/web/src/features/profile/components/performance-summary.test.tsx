import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PerformanceSummary } from './performance-summary';

function tile(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('PerformanceSummary', () => {
  it('shows 0% and no fire icon with no selections', () => {
    render(<PerformanceSummary stats={{ total_selections: 0, total_wins: 0 }} />);
    expect(tile('Total Selections')).toBe('0');
    expect(tile('Win %')).toBe('0%');
    expect(screen.queryByTitle('On fire')).not.toBeInTheDocument();
  });

  it('shows losses as selections minus wins, and Win % to two decimals', () => {
    render(<PerformanceSummary stats={{ total_selections: 9, total_wins: 5 }} />);
    expect(tile('Wins')).toBe('5');
    expect(tile('Losses')).toBe('4');
    expect(tile('Win %')).toBe('55.56%');
    expect(screen.queryByTitle('On fire')).not.toBeInTheDocument();
  });

  it('says which losses are still pending or pushed', () => {
    render(
      <PerformanceSummary
        stats={{ total_selections: 6, total_wins: 2, total_pending: 2, total_draws: 1 }}
      />,
    );
    expect(tile('Losses')).toBe('4');
    expect(screen.getByText('includes 2 pending, 1 pushed')).toBeInTheDocument();
  });

  it('adds the fire icon at exactly 60%', () => {
    render(<PerformanceSummary stats={{ total_selections: 5, total_wins: 3 }} />);
    expect(tile('Win %')).toContain('60.00%');
    expect(screen.getByTitle('On fire')).toBeInTheDocument();
  });

  it('keeps the fire icon above 60%', () => {
    render(<PerformanceSummary stats={{ total_selections: 3, total_wins: 2 }} />);
    expect(tile('Win %')).toContain('66.67%');
    expect(screen.getByTitle('On fire')).toBeInTheDocument();
  });
});
