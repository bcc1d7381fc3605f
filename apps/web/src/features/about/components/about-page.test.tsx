import {
  BASEBALL_TOTALS_UNDER_FLOOR,
  CUSTOM_DISTANCE_DIVISOR,
  TOTALS_UNDER_FLOOR,
} from '@takeline/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  it('has the anchor sections, linked from its own navigation', () => {
    render(<AboutPage />);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'About',
      'Community',
      'Share & Analyze',
      'XP & IP',
      'Influence',
      'Showcase',
      'AI',
    ]);
    expect(screen.getByRole('link', { name: 'XP & IP' })).toHaveAttribute('href', '#about-xp-ip');
    expect(document.getElementById('about-xp-ip')).not.toBeNull();
  });

  it('states the real rules with numbers from the contract', () => {
    render(<AboutPage />);
    expect(
      screen.getByText(/starts with 10 confidence points and 5 influence points/),
    ).toBeVisible();
    // 3 on -150 -> 2 XP; 3 on +130 -> 3.9 -> 4 XP; 2 IP moved 3 points -> 2 * 1.3 = 2.6 -> 3 IP.
    expect(screen.getByText(/earn 2 XP, on a\s+\+130 underdog 4 XP/)).toBeVisible();
    expect(screen.getByText(/pays 3 IP if it wins/)).toBeVisible();
    // docs/game-rules.md#tied-games and decision 0007: a tie without a draw pushes every market.
    expect(
      screen.getByText(/tied game in a sport without draws is a push for\s+every pick on it/),
    ).toBeVisible();
    // The totals floors and the multiplier are the contract's constants, not copies.
    expect(
      screen.getByText(
        new RegExp(
          `never below ${TOTALS_UNDER_FLOOR} \\(${BASEBALL_TOTALS_UNDER_FLOOR} in baseball\\)`,
        ),
      ),
    ).toBeVisible();
    expect(
      screen.getByText(new RegExp(`by 1 \\+ distance / ${CUSTOM_DISTANCE_DIVISOR}, times`)),
    ).toBeVisible();
    expect(screen.getByText(/up to 10 points in\s+steps of 0\.5/)).toBeVisible();
    const tiers = screen.getByRole('table', { name: 'Rank tiers' });
    expect(tiers).toHaveTextContent('Legend2500+×2');
    expect(tiers).toHaveTextContent('Rookie0–99×1');
  });
});
