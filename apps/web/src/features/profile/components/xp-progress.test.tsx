import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { XpProgress } from './xp-progress';

describe('XpProgress', () => {
  it('fills the bar in proportion and labels it "x / max XP"', () => {
    render(<XpProgress xp={50} maxXp={99} nextRankName="Regular" />);
    const bar = screen.getByRole('progressbar', { name: '50 / 99 XP' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeCloseTo(50.505, 2);
    expect(screen.getByText('50 / 99 XP')).toBeInTheDocument();
    expect(screen.getByText(/next rank: Regular/)).toBeInTheDocument();
  });

  it('caps the fill at 100%', () => {
    render(<XpProgress xp={1500} maxXp={999} nextRankName="Expert" />);
    const bar = screen.getByRole('progressbar', { name: '1500 / 999 XP' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
  });

  it('defaults to 0 XP and a max of 1000', () => {
    render(<XpProgress xp={null} maxXp={undefined} />);
    const bar = screen.getByRole('progressbar', { name: '0 / 1000 XP' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText(/top rank reached/)).toBeInTheDocument();
  });

  it('uses the default max for the last rank, which has none', () => {
    render(<XpProgress xp={2600} maxXp={undefined} />);
    expect(screen.getByRole('progressbar', { name: '2600 / 1000 XP' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });
});
