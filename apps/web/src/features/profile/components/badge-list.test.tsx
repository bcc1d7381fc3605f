import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BadgeList } from './badge-list';

function badges(): string[] {
  return screen.queryAllByRole('listitem').map((item) => item.textContent ?? '');
}

describe('BadgeList', () => {
  it('has no badge at 5 XP or less', () => {
    render(<BadgeList xp={5} />);
    expect(badges()).toEqual([]);
    expect(screen.getByText(/No badges yet/)).toBeInTheDocument();
  });

  it('earns Streak Starter above 5 XP', () => {
    render(<BadgeList xp={6} />);
    expect(badges()).toEqual(['Streak Starter']);
  });

  it('adds Mid-Level Master above 10 XP (not at 10)', () => {
    const { rerender } = render(<BadgeList xp={10} />);
    expect(badges()).toEqual(['Streak Starter']);
    rerender(<BadgeList xp={11} />);
    expect(badges()).toEqual(['Streak Starter', 'Mid-Level Master']);
  });

  it('shows all three above 15 XP', () => {
    render(<BadgeList xp={16} />);
    expect(badges()).toEqual(['Streak Starter', 'Mid-Level Master', 'XP Elite']);
  });
});
