import type { TestEventCreateBody } from '@takeline/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { initialTestEventForm } from '../model/test-event-form';
import { CreateTestEventForm } from './create-test-event-form';

const NOW = new Date(2026, 5, 1, 12, 0);

function renderForm() {
  const onSubmit = vi.fn<(body: TestEventCreateBody) => void>();
  render(
    <CreateTestEventForm
      initial={initialTestEventForm(NOW)}
      now={() => NOW}
      busy={false}
      onSubmit={onSubmit}
    />,
  );
  return { user: userEvent.setup(), onSubmit };
}

const options = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('CreateTestEventForm', () => {
  it('offers the test tool lists, and no away team equal to the home team', async () => {
    const { user } = renderForm();
    expect(options('Home moneyline')).toEqual(['-330', '-220', '-110', '+110', '+220', '+330']);
    expect(options('Home spread point')).toEqual(['-1.5', '+1.5']);
    expect(options('Total points')).toEqual(['8', '11']);
    await user.selectOptions(screen.getByLabelText('Home team'), 'Seattle Mariners');
    expect(options('Away team')).not.toContain('Seattle Mariners');
    expect(options('Away team')).toHaveLength(29);
    expect(screen.queryByLabelText('Draw')).not.toBeInTheDocument();
  });

  it('shows the draw for soccer and hockey, and switches the price list', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Sport'), 'Hockey');
    expect(options('Draw')).toEqual(['+230', '+240', '+250', '+260']);
    expect(options('Home spread point')).toEqual(['-2.5', '-2', '-1.5', '+1.5', '+2', '+2.5']);
    await user.click(screen.getByRole('button', { name: /^Even/ }));
    expect(options('Home moneyline')).toEqual(['-300', '-200', '-100', '+100', '+200', '+300']);
    expect(screen.getByLabelText('Draw')).toHaveValue('240');
    expect(screen.getByLabelText(/Start time/)).toHaveAttribute('min', '2026-06-01T12:00');
  });

  it('sends the paired body', async () => {
    const { user, onSubmit } = renderForm();
    await user.selectOptions(screen.getByLabelText('Home moneyline'), '+220');
    await user.click(screen.getByRole('button', { name: 'Create Test Event' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      sport_key: 'baseball_mlb',
      h2h_home_team_value: 220,
      h2h_away_team_value: -220,
      h2h_draw_value: null,
    });
  });
});
