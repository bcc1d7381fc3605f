import type { TestEvent } from '@takeline/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { testEvent } from '../testing/test-event';
import { TestSentimentForm } from './test-sentiment-form';

const event = testEvent();

function renderForm(shown: TestEvent = event) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <TestSentimentForm event={shown} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('TestSentimentForm', () => {
  beforeEach(() => authStore.reload());

  it('asks a visitor without a stored token to log in', () => {
    renderForm();
    expect(screen.getByText(/Log in to submit test sentiments/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Submit Spread' })).not.toBeInTheDocument();
  });

  describe('signed in', () => {
    beforeEach(() => {
      localStorage.setItem('jwtToken', 'token');
      localStorage.setItem('user_id', '7');
      authStore.reload();
    });

    it('offers a custom spread only for Pass, in steps of 0.1 from the line to +10', async () => {
      const user = renderForm();
      expect(screen.queryByLabelText(/Custom spread/)).not.toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'Pass' }));
      const spread = screen.getByLabelText(/Custom spread/);
      expect(spread).toBeDisabled();
      await user.click(screen.getByRole('checkbox', { name: /custom value/ }));
      expect(spread).toBeEnabled();
      expect(spread).toHaveValue(-1.5);
      expect(spread).toHaveAttribute('min', '-1.5');
      expect(spread).toHaveAttribute('max', '8.5');
      expect(spread).toHaveAttribute('step', '0.1');
      expect(screen.getByLabelText(/Custom total/)).toHaveAttribute('min', '4');
      await user.clear(spread);
      await user.type(spread, '9');
      expect(screen.getByText('From -1.5 to 8.5, in steps of 0.1.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Submit Spread' })).toBeDisabled();
    });

    it('asks the schedule\'s questions, and "Pick the Outcome" when the game has a draw', () => {
      renderForm();
      expect(
        screen.getByText(
          'Moneyline: Will Seattle Mariners win? · Spread: Will Seattle Mariners win by 1.5? · Total: Take for Over 8? or Pass for Under',
        ),
      ).toBeInTheDocument();
      cleanup();

      renderForm({ ...event, sport_key: 'icehockey_nhl', sport_title: 'NHL', h2h_draw_value: 240 });
      expect(screen.getByText(/^Moneyline: Pick the Outcome · /)).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Draw' })).toBeInTheDocument();
    });

    it('offers confidence 1 to 5', () => {
      renderForm();
      const confidence = screen.getByLabelText('Confidence');
      expect([...confidence.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
        '1',
        '2',
        '3',
        '4',
        '5',
      ]);
    });

    describe('result messages', () => {
      afterEach(() => vi.unstubAllGlobals());

      /** The server's answer to each market's POST, in the order pressed. */
      function answer(byMarket: Record<string, { status: number; message: string }>) {
        vi.stubGlobal(
          'fetch',
          vi.fn(async (url: string) => {
            const market = url.split('/').pop() ?? '';
            const reply = byMarket[market] ?? { status: 500, message: 'unexpected' };
            return new Response(JSON.stringify({ message: reply.message }), {
              status: reply.status,
              headers: { 'content-type': 'application/json' },
            });
          }),
        );
      }

      const status = () => screen.getByRole('status');

      it('shows only the latest submission: a later success replaces an earlier failure', async () => {
        answer({
          moneyline: { status: 400, message: 'Not enough confidence points.' },
          spread: { status: 201, message: 'Spread sentiment recorded.' },
          totals: { status: 201, message: 'Totals sentiment recorded.' },
        });
        const user = renderForm();

        await user.click(screen.getByRole('button', { name: 'Submit Moneyline' }));
        expect(
          await within(status()).findByText('❌ Failed to submit moneyline sentiment.'),
        ).toBeInTheDocument();
        expect(status()).toHaveTextContent('Not enough confidence points.');

        await user.click(screen.getByRole('button', { name: 'Submit Spread' }));
        await within(status()).findByText('✅ Spread sentiment submitted.');
        expect(status()).toHaveTextContent(/^✅ Spread sentiment submitted\.$/);

        await user.click(screen.getByRole('button', { name: 'Submit Total' }));
        await within(status()).findByText('✅ Total sentiment submitted.');
        expect(status()).toHaveTextContent(/^✅ Total sentiment submitted\.$/);
      });

      it('replaces a success with a later failure, reason beneath', async () => {
        answer({
          moneyline: { status: 201, message: 'Moneyline sentiment recorded.' },
          totals: { status: 409, message: 'This event has already started.' },
        });
        const user = renderForm();

        await user.click(screen.getByRole('button', { name: 'Submit Moneyline' }));
        await within(status()).findByText('✅ Moneyline sentiment submitted.');
        await user.click(screen.getByRole('button', { name: 'Submit Total' }));
        await within(status()).findByText('❌ Failed to submit total sentiment.');
        expect(status()).toHaveTextContent(
          /^❌ Failed to submit total sentiment\.This event has already started\.$/,
        );
      });
    });

    it('closes once the event has started', () => {
      renderForm({ ...event, status: 'in_progress' });
      expect(screen.getByText(/Sentiment is closed/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Submit Moneyline' })).not.toBeInTheDocument();
    });
  });
});
