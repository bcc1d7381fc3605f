import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { mlbGame, mlsGame, nflGame } from '@/test/fixtures';
import { draftFor } from './choices';
import {
  classifySubmitError,
  describeSubmission,
  movedLineLabel,
  predictedReward,
} from './submission';

describe('classifySubmitError', () => {
  it('shows the server message', () => {
    const error = new ApiError(409, 'Event has started.', {
      statusCode: 409,
      error: 'Conflict',
      message: 'Event has started.',
    });
    expect(classifySubmitError(error)).toEqual({ kind: 'error', message: 'Event has started.' });
  });

  it('falls back to "Submission failed"', () => {
    expect(classifySubmitError(new ApiError(502, 'Request failed (502)', null))).toEqual({
      kind: 'error',
      message: 'Submission failed',
    });
    expect(classifySubmitError(new TypeError('Failed to fetch'))).toEqual({
      kind: 'error',
      message: 'Submission failed',
    });
  });

  it('treats "already submitted" as success', () => {
    const error = new ApiError(409, 'Sentiment already submitted.', {
      message: 'Sentiment already submitted.',
    });
    expect(classifySubmitError(error)).toEqual({ kind: 'alreadySubmitted' });
  });

  it('reads the current line from a moved-line 409', () => {
    const error = new ApiError(409, 'The line has moved.', {
      statusCode: 409,
      error: 'Conflict',
      message: 'The line has moved. Check the current line and decide again.',
      current_default_value: -2.5,
      current_price: 115,
    });
    expect(classifySubmitError(error)).toEqual({
      kind: 'lineMoved',
      message: 'The line has moved. Check the current line and decide again.',
      currentDefaultValue: -2.5,
      currentPrice: 115,
    });
  });
});

describe('describeSubmission: the "You submitted ..." line', () => {
  const base = { customValue: null, stakedIp: 0, outcome: 'Pending' as const };

  it('moneyline names the team and the stake', () => {
    expect(
      describeSubmission(mlbGame(), 'moneyline', {
        ...base,
        selectionType: 'Take',
        selectionValue: 'home',
        confidenceStake: 3,
      }),
    ).toBe('You submitted Take: New York Yankees to win, 3 confidence points staked.');
    expect(
      describeSubmission(mlsGame(), 'moneyline', {
        ...base,
        selectionType: 'Draw',
        selectionValue: 'draw',
        confidenceStake: 1,
      }),
    ).toBe('You submitted Draw: a draw, 1 confidence point staked.');
  });

  it('a draw sport says the button pressed: Home or Away, not Take or Pass', () => {
    const game = mlsGame();
    const record = { ...base, confidenceStake: 2 };
    expect(
      describeSubmission(game, 'moneyline', {
        ...record,
        selectionType: 'Take',
        selectionValue: 'home',
      }),
    ).toBe(`You submitted Home: ${game.home_team} to win, 2 confidence points staked.`);
    expect(
      describeSubmission(game, 'moneyline', {
        ...record,
        selectionType: 'Pass',
        selectionValue: 'away',
      }),
    ).toBe(`You submitted Away: ${game.away_team} to win, 2 confidence points staked.`);
  });

  it('spread reads as the favourite line', () => {
    expect(
      describeSubmission(nflGame(), 'spread', {
        ...base,
        selectionType: 'Pass',
        selectionValue: 'away',
        confidenceStake: 0,
        customValue: 3.5,
        stakedIp: 2,
      }),
    ).toBe('You submitted Pass: Green Bay Packers +3.5, 2 IP staked.');
    expect(
      describeSubmission(nflGame(), 'spread', {
        ...base,
        selectionType: 'Take',
        selectionValue: 'away',
        confidenceStake: 0,
      }),
    ).toBe('You submitted Take: Green Bay Packers -3 covers.');
  });

  it('totals reads as over or under', () => {
    expect(
      describeSubmission(mlbGame(), 'totals', {
        ...base,
        selectionType: 'Pass',
        selectionValue: 'under',
        confidenceStake: 0,
        customValue: 7.5,
        stakedIp: 1,
      }),
    ).toBe('You submitted Pass: Under 7.5, 1 IP staked.');
    expect(
      describeSubmission(mlbGame(), 'totals', {
        ...base,
        selectionType: 'Take',
        selectionValue: 'over',
        confidenceStake: 0,
      }),
    ).toBe('You submitted Take: Over 8.5.');
  });
});

describe('movedLineLabel', () => {
  it('shows the new line in the market own terms', () => {
    const moved = { currentDefaultValue: -2.5, currentPrice: -160 };
    expect(movedLineLabel(mlbGame(), 'spread', 'Pass', moved)).toBe('now New York Yankees -2.5');
    expect(movedLineLabel(mlbGame(), 'moneyline', 'Take', moved)).toBe('now -160');
    expect(
      movedLineLabel(mlbGame(), 'totals', 'Pass', { currentDefaultValue: 9, currentPrice: null }),
    ).toBe('now Under 9');
  });
});

describe('predictedReward (contract settlement rule)', () => {
  it('custom value: round(stake * (1 + |c - d| / 10) * ip_bonus) IP', () => {
    const draft = draftFor(mlbGame(), 'totals', 'Pass', { confidence: 10, influence: 5 });
    if (!draft) throw new Error('no draft');
    // 3 * (1 + 2/10) * 1.25 = 4.5 -> 5 (halves round up)
    expect(predictedReward({ ...draft, customValue: 6.5, stake: 3 }, 1.25)).toEqual({
      xp: 4,
      ip: 5,
    });
    // 2 * 1.0 * 1.0 = 2
    expect(predictedReward({ ...draft, customValue: 8.5, stake: 2 }, 1)).toEqual({ xp: 2, ip: 2 });
  });

  it('moneyline: XP from the price of the side backed', () => {
    const draft = draftFor(mlbGame(), 'moneyline', 'Pass', { confidence: 10, influence: 5 });
    if (!draft) throw new Error('no draft');
    // Red Sox at +120, stake 5: 5 * 1.2 = 6 XP.
    expect(predictedReward({ ...draft, stake: 5 }, 1)).toEqual({ xp: 6, ip: 0 });
  });

  it('no stake: a win earns 1 XP', () => {
    const draft = draftFor(mlbGame(), 'spread', 'Take', { confidence: 10, influence: 5 });
    if (!draft) throw new Error('no draft');
    expect(predictedReward({ ...draft, stake: 0 }, 1)).toEqual({ xp: 1, ip: 0 });
  });
});
