import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TeamLogo, teamInitials } from './team-logo';

describe('TeamLogo', () => {
  it('loads the badge from the contract logo path', () => {
    const { container } = render(<TeamLogo sportKey="baseball_mlb" team="St. Louis Cardinals" />);
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      '/logos/mlb-st-louis-cardinals.png',
    );
  });

  it('falls back to a generic badge with initials when the image fails', () => {
    const { container } = render(<TeamLogo sportKey="soccer_usa_mls" team="Inter Miami CF" />);
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    if (img) fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('generic-team-logo')).toHaveTextContent('IMC');
  });

  it('makes initials from the first letters', () => {
    expect(teamInitials('New York Yankees')).toBe('NYY');
    expect(teamInitials('Athletics')).toBe('A');
    expect(teamInitials('')).toBe('?');
  });
});
