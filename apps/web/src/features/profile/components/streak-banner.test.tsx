import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StreakBanner } from './streak-banner';

describe('StreakBanner', () => {
  it('reads exactly as documented, and Close dismisses it', async () => {
    const user = userEvent.setup();
    render(<StreakBanner streak={3} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^You're on a 3-day streak! Bonus confidence point\(s\) awarded\.$/,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
