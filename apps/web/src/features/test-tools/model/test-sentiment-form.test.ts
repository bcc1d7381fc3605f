import { describe, expect, it } from 'vitest';
import { testEvent } from '../testing/test-event';
import {
  customValueProblem,
  initialSentimentForm,
  moneylineBody,
  selectionTypes,
  spreadBody,
  spreadRange,
  totalRange,
  totalsBody,
} from './test-sentiment-form';

// The away side favoured: home +1.5 on the spread, +220 on the moneyline.
const event = testEvent({
  h2h_home_team_value: 220,
  h2h_away_team_value: -220,
  spreads_home_team_point: 1.5,
  spreads_away_team_point: -1.5,
});

describe('the test event detail form', () => {
  it('uses the test ranges: step 0.1, spread +10, totals Pass from max(4, total - 5)', () => {
    expect(spreadRange(event)).toEqual({ min: -1.5, max: 8.5, step: 0.1 });
    expect(totalRange(event, 'Pass')).toEqual({ min: 4, max: 8, step: 0.1 });
    expect(totalRange(event, 'Take')).toEqual({ min: 8, max: 18, step: 0.1 });
    const higher = { ...event, totals_over_point: 11, totals_under_point: 11 };
    expect(totalRange(higher, 'Pass')).toEqual({ min: 6, max: 11, step: 0.1 });
  });

  it('says when a typed value is off the range or the step', () => {
    const range = totalRange(event, 'Pass');
    expect(customValueProblem('4.3', 8, range)).toBeNull();
    expect(customValueProblem('3.9', 8, range)).toBe('From 4 to 8, in steps of 0.1.');
    expect(customValueProblem('4.35', 8, range)).toBe('From 4 to 8, in steps of 0.1.');
    expect(customValueProblem('', 8, range)).toBe('Enter a number.');
  });

  it('offers Draw only where there is a draw price', () => {
    expect(selectionTypes(event)).toEqual(['Take', 'Pass']);
    expect(selectionTypes({ ...event, sport_key: 'icehockey_nhl', h2h_draw_value: 240 })).toEqual([
      'Take',
      'Pass',
      'Draw',
    ]);
  });

  it('sends the test form payload as the signed-in user', () => {
    const form = { ...initialSentimentForm(event), confidence: 3 };
    expect(moneylineBody(event, form, 7)).toEqual({
      user_id: 7,
      event_id: 'evt',
      selection_type: 'Take',
      // The favourite is the away side (-220): Take backs it.
      selection_value: 'away',
      confidence_points_staked: 3,
    });
    expect(moneylineBody(event, { ...form, selectionType: 'Pass' }, 7).selection_value).toBe(
      'home',
    );
    const pass = { ...form, selectionType: 'Pass' as const, isCustom: true, customSpread: '-0.7' };
    expect(spreadBody(event, pass, 7)).toMatchObject({
      selection_type: 'Pass',
      is_custom: true,
      custom_value: -0.7,
      confidence_points_staked: 3,
    });
    // A spread Take takes no custom value, even with the box ticked.
    expect(spreadBody(event, { ...pass, selectionType: 'Take' }, 7)).toMatchObject({
      is_custom: false,
      custom_value: null,
    });
    expect(totalsBody(event, { ...form, isCustom: true, customTotal: '9.3' }, null)).toEqual({
      event_id: 'evt',
      selection_type: 'Take',
      selection_value: 'home',
      is_custom: true,
      custom_value: 9.3,
      confidence_points_staked: 3,
    });
  });
});
