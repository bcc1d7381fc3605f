import type {
  CrowdStreamEvent,
  EventStats,
  LiveScore,
  Profile,
  StreamMessage,
} from '@takeline/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { mlbGame } from '@/test/fixtures';
import { applyStreamEvent, type LiveScheduledGame, settledMessage } from './live-cache';
import { profileQueryKey } from './profile-query';
import { eventStatsQueryKey, liveScoresQueryKey, scheduleQueryKey } from './query-keys';

const SPORT = 'baseball_mlb';
const scheduleKey = [...scheduleQueryKey, SPORT];

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const other = mlbGame({ id: 'mlb-2' });
  client.setQueryData<LiveScheduledGame[]>(scheduleKey, [mlbGame(), other]);
  const notify = vi.fn();
  const apply = (message: StreamMessage) => applyStreamEvent(client, message, { notify });
  const rows = () => client.getQueryData<LiveScheduledGame[]>(scheduleKey) ?? [];
  return { client, apply, rows, notify, other };
}

const SPREAD_CROWD = {
  picks: 3,
  take_share: 2 / 3,
  pass_share: 1 / 3,
  draw_share: null,
  crowd_line: -2.5,
};

function crowd(over: Partial<CrowdStreamEvent> = {}): StreamMessage {
  return {
    id: '7',
    type: 'crowd',
    data: {
      event_id: 'mlb-1',
      sport_key: SPORT,
      market: 'spread',
      crowd: SPREAD_CROWD,
      book_line: -1.5,
      updated_at: '2030-05-01T18:00:00.000Z',
      ...over,
    },
  };
}

describe('applyStreamEvent: the stream changes the cache in place', () => {
  it('a crowd event sets that market of that row and leaves the rest alone', () => {
    const { apply, rows, other } = setup();
    apply(crowd());
    const [first, second] = rows();
    expect(first?.crowd).toEqual({
      moneyline: null,
      spread: {
        picks: 3,
        take_share: 2 / 3,
        pass_share: 1 / 3,
        draw_share: null,
        crowd_line: -2.5,
      },
      totals: null,
    });
    expect(second).toBe(other);
    apply(crowd({ market: 'totals', crowd: { ...SPREAD_CROWD, crowd_line: 9 } }));
    expect(rows()[0]?.crowd?.spread?.crowd_line).toBe(-2.5);
    expect(rows()[0]?.crowd?.totals?.crowd_line).toBe(9);
  });

  it('an event of another sport or an unknown game changes nothing', () => {
    const { apply, rows } = setup();
    const before = rows();
    apply(crowd({ event_id: 'nope' }));
    apply(crowd({ sport_key: 'americanfootball_nfl' }));
    expect(rows()).toBe(before);
  });

  it('a line event moves the book line and the start time', () => {
    const { apply, rows } = setup();
    const game = mlbGame();
    apply({
      id: '8',
      type: 'line',
      data: {
        event_id: 'mlb-1',
        sport_key: SPORT,
        commence_time: '2030-05-01T23:10:00Z',
        line: {
          h2h_home_team_value: game.h2h_home_team_value,
          h2h_away_team_value: game.h2h_away_team_value,
          h2h_draw_value: null,
          spreads_home_team_value: 110,
          spreads_home_team_point: -2.5,
          spreads_away_team_value: -130,
          spreads_away_team_point: 2.5,
          totals_over_value: game.totals_over_value,
          totals_over_point: game.totals_over_point,
          totals_under_value: game.totals_under_value,
          totals_under_point: game.totals_under_point,
        },
        at: '2030-05-01T18:00:00.000Z',
      },
    });
    expect(rows()[0]).toMatchObject({
      spreads_home_team_point: -2.5,
      commence_time: '2030-05-01T23:10:00Z',
    });
  });

  it('a started game closes its row, updates live scores and the event stats', () => {
    const { client, apply, rows } = setup();
    const live: LiveScore[] = [
      {
        id: 'mlb-1',
        sport_key: SPORT,
        home_team: 'New York Yankees',
        away_team: 'Boston Red Sox',
        commence_time: '2030-05-01T23:05:00Z',
        home_team_score: 0,
        away_team_score: 0,
      } as LiveScore,
    ];
    client.setQueryData(liveScoresQueryKey(SPORT), live);
    client.setQueryData(eventStatsQueryKey('mlb-1'), {
      game: { status: 'upcoming', home_team_score: null, away_team_score: null },
    } as unknown as EventStats);
    apply({
      id: '9',
      type: 'status',
      data: {
        event_id: 'mlb-1',
        sport_key: SPORT,
        status: 'in_progress',
        previous_status: 'upcoming',
        home_team_score: 0,
        away_team_score: 0,
      },
    });
    expect(rows()[0]?.started).toBe(true);
    expect(rows()[1]?.started).toBeUndefined();
    apply({
      id: '10',
      type: 'score',
      data: {
        event_id: 'mlb-1',
        sport_key: SPORT,
        status: 'in_progress',
        home_team_score: 2,
        away_team_score: 1,
      },
    });
    expect(client.getQueryData<LiveScore[]>(liveScoresQueryKey(SPORT))?.[0]).toMatchObject({
      home_team_score: 2,
      away_team_score: 1,
    });
    expect(client.getQueryData<EventStats>(eventStatsQueryKey('mlb-1'))?.game).toMatchObject({
      status: 'in_progress',
      home_team_score: 2,
    });
    apply({
      id: '11',
      type: 'status',
      data: {
        event_id: 'mlb-1',
        sport_key: SPORT,
        status: 'completed',
        previous_status: 'in_progress',
        home_team_score: 3,
        away_team_score: 1,
      },
    });
    expect(client.getQueryData<LiveScore[]>(liveScoresQueryKey(SPORT))).toEqual([]);
  });

  it('a balance event moves the signed-in balances of every profile query', () => {
    const { client, apply } = setup();
    const key = [...profileQueryKey, 'token-a'];
    client.setQueryData(key, {
      confidence_points: 10,
      ip_points: 5,
      xp_points: 0,
      rank_tier: 'Rookie',
      username: 'kim',
    } as unknown as Profile);
    apply({
      id: '12',
      type: 'balance',
      data: { confidence_points: 12, ip_points: 7, xp_points: 4, rank_tier: 'Rookie' },
    });
    expect(client.getQueryData(key)).toMatchObject({
      confidence_points: 12,
      ip_points: 7,
      xp_points: 4,
      username: 'kim',
    });
  });

  it('a settled pick raises the toast', () => {
    const { apply, notify } = setup();
    apply({
      id: '13',
      type: 'pick_settled',
      data: {
        sentiment_id: 1,
        event_id: 'mlb-1',
        sport_key: SPORT,
        home_team: 'New York Yankees',
        away_team: 'Boston Red Sox',
        market: 'spread',
        selection_type: 'Take',
        selection_value: 'home',
        default_value: -1.5,
        custom_value: null,
        is_custom: false,
        outcome: 'Win',
        xp_points: 4,
        ip_points: 2,
        confidence_returned: 0,
        ip_returned: 0,
        settled_at: '2030-05-02T02:00:00.000Z',
      },
    });
    expect(notify).toHaveBeenCalledWith(
      'Your Take on New York Yankees -1.5 won: +4 XP, +2 IP',
      'success',
    );
  });
});

describe('settledMessage', () => {
  const base = {
    sentiment_id: 1,
    event_id: 'e',
    sport_key: SPORT,
    home_team: 'New York Yankees',
    away_team: 'Boston Red Sox',
    default_value: null,
    custom_value: null,
    is_custom: false,
    xp_points: 0,
    ip_points: 0,
    confidence_returned: 0,
    ip_returned: 0,
    settled_at: '2030-05-02T02:00:00.000Z',
  };

  it('names the side, the line and what it earned', () => {
    expect(
      settledMessage({
        ...base,
        market: 'moneyline',
        selection_type: 'Pass',
        selection_value: 'away',
        outcome: 'Win',
        xp_points: 6,
      }),
    ).toBe('Your Pass on Boston Red Sox won: +6 XP');
    expect(
      settledMessage({
        ...base,
        market: 'totals',
        selection_type: 'Pass',
        selection_value: 'under',
        custom_value: 7.5,
        is_custom: true,
        default_value: 8.5,
        outcome: 'Loss',
      }),
    ).toBe('Your Pass on Under 7.5 lost.');
    expect(
      settledMessage({
        ...base,
        market: 'moneyline',
        selection_type: 'Draw',
        selection_value: 'draw',
        outcome: 'Draw',
        confidence_returned: 2,
      }),
    ).toBe('Your Draw on a draw pushed: stake returned.');
  });
});
