import {
  DRAW_TEST_SPORTS,
  defaultTotalPoint,
  SPORT_TITLES,
  TEST_PRICE_CHOICES,
  TEST_SPORT_KEYS,
  TEST_SPREAD_POINT_DEFAULTS,
  type TestEventCreateBody,
  type TestPriceList,
  type TestSport,
  teamsOf,
} from '@takeline/contract';
import { fromDateTimeLocal, toDateTimeLocal } from './datetime-local';

/**
 * The create-test-event form (docs/screens.md#create-test-event, decision 0051): what the
 * user picks. Away, under and draw fields follow from these exactly as the
 * screen pairs them, in `toCreateBody`.
 */
export interface TestEventForm {
  sport: TestSport;
  priceList: TestPriceList;
  /** datetime-local value, browser time zone. */
  startTime: string;
  homeTeam: string;
  awayTeam: string;
  moneylineHome: number;
  spreadHomePoint: number;
  spreadHomePrice: number;
  totalPoint: number;
  totalPrice: number;
  drawValue: number;
}

export const START_MINUTES_AHEAD = 5;

export function teamNames(sport: TestSport): string[] {
  return teamsOf(TEST_SPORT_KEYS[sport]).map((team) => team.name);
}

/** docs/screens.md#create-test-event: the away list leaves out the chosen home team. */
export function awayTeamChoices(sport: TestSport, homeTeam: string): string[] {
  return teamNames(sport).filter((name) => name !== homeTeam);
}

export function sportHasDraw(sport: TestSport): boolean {
  return DRAW_TEST_SPORTS.includes(sport);
}

function priceDefaults(priceList: TestPriceList) {
  const { defaults } = TEST_PRICE_CHOICES[priceList];
  return {
    moneylineHome: defaults.moneylineHome,
    spreadHomePrice: defaults.spreadPrice,
    totalPrice: defaults.totalPrice,
    drawValue: defaults.drawValue,
  };
}

function sportDefaults(sport: TestSport) {
  const [homeTeam = '', awayTeam = ''] = teamNames(sport);
  return {
    sport,
    homeTeam,
    awayTeam,
    spreadHomePoint: TEST_SPREAD_POINT_DEFAULTS[sport],
    totalPoint: defaultTotalPoint(sport),
  };
}

/** The form as it opens: baseball, sportsbook prices, starting 5 minutes from `now`. */
export function initialTestEventForm(now: Date): TestEventForm {
  return {
    ...sportDefaults('baseball'),
    priceList: 'sportsbook',
    startTime: toDateTimeLocal(new Date(now.getTime() + START_MINUTES_AHEAD * 60_000)),
    ...priceDefaults('sportsbook'),
  };
}

/** A new sport brings its own teams, points and totals; prices and start stay. */
export function withSport(form: TestEventForm, sport: TestSport): TestEventForm {
  return { ...form, ...sportDefaults(sport) };
}

/** A new price list brings its own default prices. */
export function withPriceList(form: TestEventForm, priceList: TestPriceList): TestEventForm {
  return { ...form, priceList, ...priceDefaults(priceList) };
}

/** A home team equal to the away team moves the away team to the first other choice. */
export function withHomeTeam(form: TestEventForm, homeTeam: string): TestEventForm {
  const awayTeam =
    form.awayTeam === homeTeam ? (awayTeamChoices(form.sport, homeTeam)[0] ?? '') : form.awayTeam;
  return { ...form, homeTeam, awayTeam };
}

/**
 * The `createTestEvent` body, with a client-made random UUID (docs/screens.md#create-test-event).
 */
export function toCreateBody(
  form: TestEventForm,
  id: string = crypto.randomUUID(),
): TestEventCreateBody {
  const sportKey = TEST_SPORT_KEYS[form.sport];
  const start = fromDateTimeLocal(form.startTime);
  return {
    id,
    sport_key: sportKey,
    sport_title: SPORT_TITLES[sportKey],
    commence_time: start ? start.toISOString() : null,
    home_team: form.homeTeam,
    away_team: form.awayTeam,
    h2h_home_team_value: form.moneylineHome,
    h2h_away_team_value: -form.moneylineHome,
    h2h_draw_value: sportHasDraw(form.sport) ? form.drawValue : null,
    spreads_home_team_point: form.spreadHomePoint,
    spreads_away_team_point: -form.spreadHomePoint,
    spreads_home_team_value: form.spreadHomePrice,
    spreads_away_team_value: -form.spreadHomePrice,
    totals_over_point: form.totalPoint,
    totals_under_point: form.totalPoint,
    totals_over_value: form.totalPrice,
    totals_under_value: form.totalPrice,
  };
}
