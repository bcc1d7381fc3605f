import { type Market, NOT_SUBMITTED, type SentimentCheckResponse } from '@takeline/contract';
import { describe, expect, it } from 'vitest';
import { mlbGame, mlsGame, nflGame } from '@/test/fixtures';
import type { Balances, Choice, WidgetGame } from './choices';
import {
  initialSentimentState,
  recordFromDraft,
  type SentimentAction,
  type SentimentState,
  sentimentReducer,
} from './sentiment-machine';
import { buildSubmitRequest } from './submission';

const rich: Balances = { confidence: 10, influence: 5 };

function run(
  actions: SentimentAction[],
  from: SentimentState = { step: 'choosing', notice: null },
) {
  return actions.reduce(sentimentReducer, from);
}

function choose(
  game: WidgetGame,
  market: Market,
  choice: Choice,
  balances: Balances = rich,
): SentimentAction {
  return { type: 'choose', choice, game, market, balances };
}

/** What the server holds after a one-point moneyline Take on the home side. */
const storedTake: SentimentCheckResponse = {
  ...NOT_SUBMITTED,
  submitted: true,
  selection_type: 'Take',
  selection_value: 'home',
  confidence_points_staked: 1,
  outcome: 'Pending',
};

describe('sentiment state machine: loading the stored status', () => {
  it('starts by checking, then lets the user choose when nothing is stored', () => {
    expect(initialSentimentState.step).toBe('checking');
    expect(run([{ type: 'statusLoaded', status: NOT_SUBMITTED }], initialSentimentState)).toEqual({
      step: 'choosing',
      notice: null,
    });
  });

  it('locks with "already submitted" when the server holds a sentiment', () => {
    const state = run(
      [
        {
          type: 'statusLoaded',
          status: {
            ...NOT_SUBMITTED,
            submitted: true,
            selection_type: 'Take',
            selection_value: 'home',
            confidence_points_staked: 3,
            outcome: 'Pending',
          },
        },
      ],
      initialSentimentState,
    );
    expect(state).toMatchObject({
      step: 'submitted',
      alreadySubmitted: true,
      record: { selectionType: 'Take', selectionValue: 'home', confidenceStake: 3 },
    });
    // Locked: no further choice.
    expect(run([choose(mlbGame(), 'moneyline', 'Pass')], state)).toBe(state);
  });

  it('still lets the user choose when the status check fails (logged only)', () => {
    expect(run([{ type: 'statusFailed' }], initialSentimentState).step).toBe('choosing');
  });

  it('does not interrupt a choice in progress when the status re-arrives unsubmitted', () => {
    const inFlow = run([choose(mlbGame(), 'moneyline', 'Take')]);
    expect(run([{ type: 'statusLoaded', status: NOT_SUBMITTED }], inFlow)).toBe(inFlow);
  });
});

describe('sentiment state machine: moneyline', () => {
  it('Take backs the favourite and asks for a confidence stake, then submits it', () => {
    const game = mlbGame();
    const state = run([choose(game, 'moneyline', 'Take'), { type: 'setStake', stake: 3 }]);
    expect(state).toMatchObject({
      step: 'stake',
      draft: { selectionType: 'Take', selectionValue: 'home', defaultValue: -142, stake: 3 },
    });
    const submitting = run([{ type: 'confirm' }], state);
    expect(submitting.step).toBe('submitting');
    if (submitting.step !== 'submitting') return;
    expect(buildSubmitRequest(submitting.draft, game.id, 7)).toEqual({
      market: 'moneyline',
      body: {
        user_id: 7,
        event_id: 'mlb-1',
        selection_type: 'Take',
        selection_value: 'home',
        default_value: -142,
        confidence_points: 3,
      },
    });
  });

  it('Pass backs the underdog at its price', () => {
    const state = run([choose(nflGame(), 'moneyline', 'Pass')]);
    expect(state).toMatchObject({
      step: 'stake',
      draft: { selectionType: 'Pass', selectionValue: 'home', defaultValue: 140 },
    });
  });

  it('Home / Draw / Away in a draw sport: Take for the favourite, Pass for the other, Draw', () => {
    const game = mlsGame(); // away favoured
    expect(run([choose(game, 'moneyline', 'Away')])).toMatchObject({
      draft: { selectionType: 'Take', selectionValue: 'away', defaultValue: 120 },
    });
    expect(run([choose(game, 'moneyline', 'Home')])).toMatchObject({
      draft: { selectionType: 'Pass', selectionValue: 'home', defaultValue: 210 },
    });
    expect(run([choose(game, 'moneyline', 'Draw')])).toMatchObject({
      draft: { selectionType: 'Draw', selectionValue: 'draw', defaultValue: 240 },
    });
    // Take / Pass mean nothing in a draw sport.
    expect(run([choose(game, 'moneyline', 'Take')]).step).toBe('choosing');
  });

  it('any game with a draw price offers the draw', () => {
    const hockey = mlbGame({ sport_key: 'icehockey_nhl', h2h_draw_value: 250 });
    expect(run([choose(hockey, 'moneyline', 'Draw')])).toMatchObject({
      step: 'stake',
      draft: { selectionType: 'Draw', defaultValue: 250 },
    });
  });

  it('ignores a press when the moneyline has no prices', () => {
    const closed = mlbGame({ h2h_home_team_value: null });
    expect(run([choose(closed, 'moneyline', 'Take')]).step).toBe('choosing');
  });
});

describe('sentiment state machine: spread and totals', () => {
  it('spread Take confirms and submits the line with nothing staked', () => {
    const game = mlbGame();
    const state = run([choose(game, 'spread', 'Take')]);
    expect(state).toMatchObject({ step: 'confirmTake', draft: { defaultValue: -1.5 } });
    const submitting = run([{ type: 'confirm' }], state);
    if (submitting.step !== 'submitting') throw new Error(`got ${submitting.step}`);
    expect(buildSubmitRequest(submitting.draft, game.id, 7).body).toMatchObject({
      selection_type: 'Take',
      selection_value: 'home',
      default_value: -1.5,
      is_custom: false,
      custom_value: null,
      staked_ip: null,
    });
  });

  it('spread Pass asks about a custom value; "No" submits the default value', () => {
    const game = nflGame();
    const asked = run([choose(game, 'spread', 'Pass')]);
    expect(asked).toMatchObject({
      step: 'askCustom',
      draft: { selectionValue: 'away', defaultValue: -3 },
    });
    const submitting = run([{ type: 'answerCustom', yes: false }], asked);
    if (submitting.step !== 'submitting') throw new Error(`got ${submitting.step}`);
    expect(buildSubmitRequest(submitting.draft, game.id, 7).body).toMatchObject({
      selection_type: 'Pass',
      default_value: -3,
      is_custom: false,
      custom_value: null,
      staked_ip: null,
    });
  });

  it('totals Pass with "Yes": custom value on the slider, then an IP stake, then submit', () => {
    const game = mlbGame();
    const state = run([choose(game, 'totals', 'Pass'), { type: 'answerCustom', yes: true }]);
    // The slider starts at the line itself.
    expect(state).toMatchObject({ step: 'customValue', draft: { customValue: 8.5 } });
    const valued = run(
      [
        { type: 'setCustomValue', value: 7.4 }, // snaps to the 0.5 grid from the line
        { type: 'continue' },
        { type: 'setStake', stake: 2 },
      ],
      state,
    );
    expect(valued).toMatchObject({ step: 'ipStake', draft: { customValue: 7.5, stake: 2 } });
    const submitting = run([{ type: 'confirm' }], valued);
    if (submitting.step !== 'submitting') throw new Error(`got ${submitting.step}`);
    expect(buildSubmitRequest(submitting.draft, game.id, 7)).toEqual({
      market: 'totals',
      body: {
        user_id: 7,
        event_id: 'mlb-1',
        selection_type: 'Pass',
        selection_value: 'under',
        default_value: 8.5,
        custom_value: 7.5,
        is_custom: true,
        staked_ip: 2,
      },
    });
  });

  it('with 0 IP a custom value cannot be chosen: "Yes" changes nothing, "No" submits', () => {
    const asked = run([choose(mlbGame(), 'totals', 'Take', { confidence: 10, influence: 0 })]);
    expect(asked.step).toBe('askCustom');
    expect(run([{ type: 'answerCustom', yes: true }], asked)).toBe(asked);
    expect(run([{ type: 'answerCustom', yes: false }], asked).step).toBe('submitting');
  });

  it('keeps the custom value inside the range', () => {
    const state = run([
      choose(mlbGame(), 'totals', 'Take'),
      { type: 'answerCustom', yes: true },
      { type: 'setCustomValue', value: 40 },
    ]);
    expect(state).toMatchObject({ draft: { customValue: 18.5 } });
    expect(run([{ type: 'setCustomValue', value: 1 }], state)).toMatchObject({
      draft: { customValue: 8.5 },
    });
  });

  it('Back from the stake returns to the custom value', () => {
    const state = run([
      choose(mlbGame(), 'totals', 'Take'),
      { type: 'answerCustom', yes: true },
      { type: 'setCustomValue', value: 10 },
      { type: 'continue' },
      { type: 'back' },
    ]);
    expect(state).toMatchObject({ step: 'customValue', draft: { customValue: 10 } });
  });

  it('ignores spread and totals presses when the line is missing', () => {
    const game = mlbGame({ totals_over_point: null, spreads_home_team_point: null });
    expect(run([choose(game, 'totals', 'Take')]).step).toBe('choosing');
    expect(run([choose(game, 'spread', 'Pass')]).step).toBe('choosing');
  });
});

describe('sentiment state machine: stakes against the balance', () => {
  it('stakes at most min(5, balance)', () => {
    const poor = run([choose(mlbGame(), 'moneyline', 'Take', { confidence: 3, influence: 5 })]);
    expect(poor).toMatchObject({ draft: { maxStake: 3, balance: 3 } });
    expect(run([{ type: 'setStake', stake: 4 }], poor)).toBe(poor);
    const rich5 = run([choose(mlbGame(), 'moneyline', 'Take', { confidence: 40, influence: 5 })]);
    expect(rich5).toMatchObject({ draft: { maxStake: 5 } });
    expect(run([{ type: 'setStake', stake: 6 }], rich5)).toBe(rich5);
    expect(run([{ type: 'setStake', stake: 0 }], rich5)).toBe(rich5);
  });

  it('cannot confirm a moneyline stake with no confidence points', () => {
    const broke = run([choose(mlbGame(), 'moneyline', 'Take', { confidence: 0, influence: 5 })]);
    expect(broke.step).toBe('stake');
    expect(run([{ type: 'confirm' }], broke)).toBe(broke);
  });

  it('cannot confirm an IP stake with no influence points', () => {
    // The flow stops at "Yes" now; the guard still holds should the balance drop meanwhile.
    const asked = run([choose(mlbGame(), 'totals', 'Take', { confidence: 10, influence: 0 })]);
    if (asked.step !== 'askCustom') throw new Error(`got ${asked.step}`);
    const broke: SentimentState = {
      step: 'ipStake',
      draft: { ...asked.draft, customValue: 9.5, stake: 1 },
    };
    expect(run([{ type: 'confirm' }], broke)).toBe(broke);
  });
});

describe('sentiment state machine: cancel and answers', () => {
  it('Cancel from any dialog resets the selection', () => {
    const game = mlbGame();
    const steps: SentimentAction[][] = [
      [choose(game, 'moneyline', 'Take')],
      [choose(game, 'spread', 'Take')],
      [choose(game, 'totals', 'Pass')],
      [choose(game, 'totals', 'Pass'), { type: 'answerCustom', yes: true }],
      [choose(game, 'totals', 'Pass'), { type: 'answerCustom', yes: true }, { type: 'continue' }],
    ];
    for (const actions of steps) {
      expect(run([...actions, { type: 'cancel' }])).toEqual({ step: 'choosing', notice: null });
    }
  });

  it('a success locks the widget with what was sent', () => {
    const submitting = run([choose(mlbGame(), 'moneyline', 'Take'), { type: 'confirm' }]);
    const record = {
      selectionType: 'Take' as const,
      selectionValue: 'home',
      customValue: null,
      confidenceStake: 1,
      stakedIp: 0,
      outcome: 'Pending' as const,
    };
    const done = run([{ type: 'submitSucceeded', record }], submitting);
    expect(done).toEqual({ step: 'submitted', record, alreadySubmitted: false });
    // The re-fetched status keeps it a fresh submission, not "already submitted".
    const refetched = run(
      [
        {
          type: 'statusLoaded',
          status: storedTake,
        },
      ],
      done,
    );
    expect(refetched).toMatchObject({ step: 'submitted', alreadySubmitted: false });
    expect(run([{ type: 'cancel' }], refetched)).toBe(refetched);
  });

  it('a status re-fetched before the answer arrives does not turn a fresh submission into "already submitted"', () => {
    const submitting = run([choose(mlbGame(), 'moneyline', 'Take'), { type: 'confirm' }]);
    const refetched = run([{ type: 'statusLoaded', status: storedTake }], submitting);
    expect(refetched).toBe(submitting);
    const record = recordFromDraft(
      (submitting as Extract<SentimentState, { draft: unknown }>).draft,
    );
    expect(run([{ type: 'submitSucceeded', record }], refetched)).toEqual({
      step: 'submitted',
      record,
      alreadySubmitted: false,
    });
  });

  it('"already submitted" counts as success', () => {
    const submitting = run([choose(mlbGame(), 'moneyline', 'Take'), { type: 'confirm' }]);
    expect(
      run([{ type: 'submitFailed', failure: { kind: 'alreadySubmitted' } }], submitting),
    ).toMatchObject({ step: 'submitted', alreadySubmitted: true });
  });

  it('an error keeps the dialog open with the message; closing it keeps the message', () => {
    const submitting = run([choose(mlbGame(), 'moneyline', 'Take'), { type: 'confirm' }]);
    const notice = { kind: 'error' as const, message: 'Event has started.' };
    const failed = run([{ type: 'submitFailed', failure: notice }], submitting);
    expect(failed).toMatchObject({ step: 'failed', notice });
    expect(run([{ type: 'cancel' }], failed)).toEqual({ step: 'choosing', notice });
  });

  it('a moved line shows the new line and asks again', () => {
    const submitting = run([
      choose(mlbGame(), 'spread', 'Pass'),
      { type: 'answerCustom', yes: false },
    ]);
    const failure = {
      kind: 'lineMoved' as const,
      message: 'The line has moved.',
      currentDefaultValue: -2.5,
      currentPrice: 110,
    };
    const failed = run([{ type: 'submitFailed', failure }], submitting);
    expect(failed).toMatchObject({ step: 'failed', notice: failure });
    const again = run([{ type: 'cancel' }], failed);
    expect(again).toEqual({ step: 'choosing', notice: failure });
    // Deciding again starts a new draft on the (refreshed) line.
    const moved = mlbGame({ spreads_home_team_point: -2.5, spreads_away_team_point: 2.5 });
    expect(run([choose(moved, 'spread', 'Pass')], again)).toMatchObject({
      step: 'askCustom',
      draft: { defaultValue: -2.5 },
    });
  });
});
