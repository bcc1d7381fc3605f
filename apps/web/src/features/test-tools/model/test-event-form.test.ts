import { testEventCreateBodySchema } from '@takeline/contract';
import { describe, expect, it } from 'vitest';
import {
  awayTeamChoices,
  initialTestEventForm,
  toCreateBody,
  withHomeTeam,
  withPriceList,
  withSport,
} from './test-event-form';

const NOW = new Date(2026, 5, 1, 12, 0);

describe('the create-test-event form', () => {
  it('opens on baseball, sportsbook prices, starting 5 minutes from now', () => {
    const form = initialTestEventForm(NOW);
    expect(form).toMatchObject({
      sport: 'baseball',
      priceList: 'sportsbook',
      startTime: '2026-06-01T12:05',
      moneylineHome: -110,
      spreadHomePoint: -1.5,
      spreadHomePrice: -110,
      totalPoint: 8,
      totalPrice: -110,
    });
    expect(form.homeTeam).not.toBe(form.awayTeam);
  });

  it('leaves the home team out of the away list, and moves a clashing away team', () => {
    expect(awayTeamChoices('hockey', 'Boston Bruins')).not.toContain('Boston Bruins');
    expect(awayTeamChoices('hockey', 'Boston Bruins')).toHaveLength(31);
    const form = initialTestEventForm(NOW);
    const swapped = withHomeTeam(form, form.awayTeam);
    expect(swapped.homeTeam).toBe(form.awayTeam);
    expect(swapped.awayTeam).not.toBe(swapped.homeTeam);
    expect(withHomeTeam(form, 'Boston Red Sox').awayTeam).toBe(form.awayTeam);
  });

  it('takes a new sport its teams, points and totals; a new price list its prices', () => {
    const football = withSport(initialTestEventForm(NOW), 'football');
    expect(football).toMatchObject({ sport: 'football', spreadHomePoint: -3, totalPoint: 42 });
    expect(football.homeTeam).toBe('Arizona Cardinals');
    const even = withPriceList(football, 'even');
    expect(even).toMatchObject({ moneylineHome: -100, spreadHomePrice: -100, drawValue: 240 });
  });

  it('pairs away, under and draw values as the create form does, for the server to accept', () => {
    const form = { ...withSport(initialTestEventForm(NOW), 'hockey'), spreadHomePoint: 2.5 };
    const body = toCreateBody(form, '11111111-1111-4111-8111-111111111111');
    expect(body).toMatchObject({
      id: '11111111-1111-4111-8111-111111111111',
      sport_key: 'icehockey_nhl',
      sport_title: 'NHL',
      commence_time: new Date(2026, 5, 1, 12, 5).toISOString(),
      h2h_home_team_value: -110,
      h2h_away_team_value: 110,
      h2h_draw_value: 230,
      spreads_home_team_point: 2.5,
      spreads_away_team_point: -2.5,
      spreads_away_team_value: 110,
      totals_under_point: body.totals_over_point,
      totals_under_value: body.totals_over_value,
    });
    expect(testEventCreateBodySchema.safeParse(body).success).toBe(true);
    const baseball = toCreateBody(initialTestEventForm(NOW));
    expect(baseball.h2h_draw_value).toBeNull();
    expect(baseball.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
