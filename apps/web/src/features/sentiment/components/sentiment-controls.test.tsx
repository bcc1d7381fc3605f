import type { Market } from '@takeline/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Dispatch, useEffect, useReducer } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mlbGame, mlsGame } from '@/test/fixtures';
import type { Balances, Draft, WidgetGame } from '../model/choices';
import {
  type SentimentAction,
  type SentimentState,
  sentimentReducer,
} from '../model/sentiment-machine';
import { SentimentControls } from './sentiment-controls';

interface HarnessProps {
  game?: WidgetGame;
  market: Market;
  balances?: Balances | null;
  ipBonus?: number;
  initial?: SentimentState;
  onSubmit?: (draft: Draft) => void;
  expose?: (dispatch: Dispatch<SentimentAction>) => void;
}

/** The real reducer wired to the presentational widget, as the container does. */
function Harness({
  game = mlbGame(),
  market,
  balances = { confidence: 10, influence: 5 },
  ipBonus = 1,
  initial = { step: 'choosing', notice: null },
  onSubmit,
  expose,
}: HarnessProps) {
  const [state, dispatch] = useReducer(sentimentReducer, initial);
  useEffect(() => expose?.(dispatch), [expose]);
  useEffect(() => {
    if (state.step === 'submitting') onSubmit?.(state.draft);
  }, [state, onSubmit]);
  return (
    <SentimentControls
      game={game}
      market={market}
      state={state}
      dispatch={dispatch}
      balances={balances}
      ipBonus={ipBonus}
    />
  );
}

function group(market: string) {
  return screen.getByRole('group', { name: new RegExp(`^${market} sentiment`) });
}

describe('SentimentControls', () => {
  it('moneyline Take with a stake of 3, then locked with the "You submitted" line', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    let dispatch: Dispatch<SentimentAction> = () => {};
    render(
      <Harness
        market="moneyline"
        onSubmit={onSubmit}
        expose={(d) => {
          dispatch = d;
        }}
      />,
    );
    await user.click(within(group('Moneyline')).getByRole('button', { name: 'Take' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stake confidence points' });
    expect(dialog).toHaveTextContent('Take: New York Yankees to win at -142');
    const slider = within(dialog).getByRole('slider');
    expect(slider).toHaveAttribute('aria-valuemax', '5');
    expect(dialog).toHaveTextContent('Confidence stake: 1 confidence point');
    expect(dialog).toHaveTextContent('Balance: 10 confidence points');
    act(() => slider.focus());
    await user.keyboard('{Home}{ArrowRight}{ArrowRight}');
    expect(dialog).toHaveTextContent('Confidence stake: 3 confidence points');
    expect(dialog).toHaveTextContent('A win returns your stake and earns 2 XP');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ selectionType: 'Take', selectionValue: 'home', stake: 3 }),
    );

    act(() =>
      dispatch({
        type: 'submitSucceeded',
        record: {
          selectionType: 'Take',
          selectionValue: 'home',
          customValue: null,
          confidenceStake: 3,
          stakedIp: 0,
          outcome: 'Pending',
        },
      }),
    );
    const locked = await screen.findByText(
      'You submitted Take: New York Yankees to win, 3 confidence points staked.',
    );
    expect(screen.queryByRole('button', { name: 'Take' })).not.toBeInTheDocument();
    // The Take button is gone: focus moves to the result, not back to the page.
    await waitFor(() => expect(locked).toHaveFocus());
    expect(locked).toHaveAttribute('tabindex', '-1');
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('limits the confidence stake to the balance and says when it runs out', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <Harness market="moneyline" balances={{ confidence: 2, influence: 5 }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('slider')).toHaveAttribute('aria-valuemax', '2');
    unmount();

    render(<Harness market="moneyline" balances={{ confidence: 0, influence: 5 }} />);
    await user.click(screen.getByRole('button', { name: 'Take' }));
    const broke = await screen.findByRole('dialog');
    expect(within(broke).getByRole('alert')).toHaveTextContent('Not enough confidence points.');
    expect(within(broke).getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('totals Pass with a custom value: dialog, slider, IP stake and predicted reward', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness market="totals" ipBonus={1.25} onSubmit={onSubmit} />);
    await user.click(within(group('Totals')).getByRole('button', { name: 'Pass' }));
    const ask = await screen.findByRole('dialog', {
      name: 'Would you like to enter a custom value?',
    });
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));

    const valueDialog = await screen.findByRole('dialog', { name: 'Choose your custom value' });
    const slider = within(valueDialog).getByRole('slider');
    // The value is written above the slider; no floating label to be cut off at the edge.
    expect(valueDialog.querySelector('.MuiSlider-valueLabel')).toBeNull();
    expect(slider).toHaveAttribute('aria-valuemin', '4');
    expect(slider).toHaveAttribute('aria-valuemax', '8.5');
    expect(valueDialog).toHaveTextContent('From Under 4 to Under 8.5, in steps of 0.5');
    act(() => slider.focus());
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(valueDialog).toHaveTextContent('Custom value: Under 6.5');
    await user.click(within(valueDialog).getByRole('button', { name: 'Next' }));

    const stakeDialog = await screen.findByRole('dialog', { name: 'Stake influence points' });
    const ipSlider = within(stakeDialog).getByRole('slider');
    expect(stakeDialog.querySelector('.MuiSlider-valueLabel')).toBeNull();
    act(() => ipSlider.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    // 3 * (1 + 2/10) * 1.25 = 4.5, rounded half up.
    expect(screen.getByTestId('predicted-reward')).toHaveTextContent(
      'Predicted reward if it wins: +5 IP and 4 XP',
    );
    await user.click(within(stakeDialog).getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ customValue: 6.5, stake: 3, selectionValue: 'under' }),
    );
  });

  it('with 0 IP says so before a custom value is chosen, and still submits at the line', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Harness market="totals" balances={{ confidence: 10, influence: 0 }} onSubmit={onSubmit} />,
    );
    await user.click(screen.getByRole('button', { name: 'Take' }));
    const ask = await screen.findByRole('dialog', {
      name: 'Would you like to enter a custom value?',
    });
    expect(ask).toHaveTextContent(
      'Not enough influence points. You have 0 IP, so you can submit at the line but not a custom value.',
    );
    expect(within(ask).getByRole('button', { name: 'Yes' })).toBeDisabled();
    await user.click(within(ask).getByRole('button', { name: 'No' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ customValue: null }));
  });

  it('"No" submits the default value at once', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness market="spread" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ customValue: null, defaultValue: -1.5 }),
    );
  });

  it('Cancel closes the dialog and resets the selection', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness market="spread" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Take' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your take' });
    expect(dialog).toHaveTextContent('Take: New York Yankees -1.5 covers');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Take' })).toBeEnabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers Home / Draw / Away in soccer', () => {
    render(<Harness market="moneyline" game={mlsGame()} />);
    const buttons = within(group('Moneyline')).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Home', 'Draw', 'Away']);
  });

  it('shows a stored sentiment as locked, "Sentiment already submitted."', () => {
    render(
      <Harness
        market="totals"
        initial={{
          step: 'submitted',
          alreadySubmitted: true,
          record: {
            selectionType: 'Take',
            selectionValue: 'over',
            customValue: 10,
            confidenceStake: 0,
            stakedIp: 2,
            outcome: 'Win',
          },
        }}
      />,
    );
    expect(screen.getByText('Sentiment already submitted.')).toBeInTheDocument();
    expect(screen.getByText('You submitted Take: Over 10, 2 IP staked.')).toBeInTheDocument();
    expect(screen.getByText('Win')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    // Loaded, not just submitted: the page keeps its focus.
    expect(document.body).toHaveFocus();
  });

  it('shows an error with a cross, and a moved line with the new line', () => {
    const { unmount } = render(
      <Harness
        market="moneyline"
        initial={{ step: 'choosing', notice: { kind: 'error', message: 'Event has started.' } }}
      />,
    );
    expect(screen.getByText('❌ Event has started.')).toBeInTheDocument();
    unmount();
    render(
      <Harness
        market="spread"
        initial={{
          step: 'choosing',
          notice: {
            kind: 'lineMoved',
            message: 'The line has moved. Check the current line and decide again.',
            currentDefaultValue: -2.5,
            currentPrice: 120,
          },
        }}
      />,
    );
    expect(screen.getByText(/The line has moved/)).toHaveTextContent(
      'Line now New York Yankees -2.5.',
    );
    expect(screen.getByRole('button', { name: 'Pass' })).toBeEnabled();
  });

  it('a 409 on submit keeps the dialog open with its message; Close keeps it under the buttons', async () => {
    const user = userEvent.setup();
    let dispatch: Dispatch<SentimentAction> = () => {};
    render(
      <Harness
        market="spread"
        expose={(d) => {
          dispatch = d;
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Take' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your take' });
    await user.click(within(confirm).getByRole('button', { name: 'Submit' }));
    act(() =>
      dispatch({
        type: 'submitFailed',
        failure: { kind: 'error', message: 'Event has started.' },
      }),
    );
    const failed = await screen.findByRole('dialog', { name: 'Not submitted' });
    expect(within(failed).getByRole('alert')).toHaveTextContent('❌ Event has started.');
    expect(failed).toHaveTextContent('Take: New York Yankees -1.5 covers');
    await user.click(within(failed).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('❌ Event has started.')).toBeInTheDocument();
  });

  it('a started game closes its buttons at once', () => {
    render(<Harness market="moneyline" game={{ ...mlbGame(), started: true }} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByTestId('market-started')).toHaveTextContent('Started Picks are closed.');
  });

  it('waits for the balances before offering a choice', () => {
    render(<Harness market="moneyline" balances={null} />);
    expect(screen.getByRole('button', { name: 'Take' })).toBeDisabled();
  });
});
