import {
  type CrowdStreamEvent,
  type EventStats,
  type LineStreamEvent,
  type LiveScore,
  type PickSettledStreamEvent,
  type Profile,
  RANK_NAMES,
  type ScoreStreamEvent,
  type StatusStreamEvent,
  type StreamMessage,
  teamName,
} from '@takeline/contract';
import type { QueryClient } from '@tanstack/react-query';
import { formatNumber } from './format';
import { profileQueryKey } from './profile-query';
import {
  eventCrowdQueryKey,
  eventStatsQueryKey,
  leaderboardQueryKey,
  lineHistoryQueryKey,
  liveScoresQueryKey,
  liveScoresQueryRoot,
  publicProfileQueryRoot,
  scheduleQueryKey,
  sentimentStatusQueryKey,
  sportStatsQueryRoot,
  userStatsQueryRoot,
} from './query-keys';
import { lineInWords } from './selection-words';
import { type LiveScheduledGame, mapRow, markStartedInSchedule } from './started-games';

export type { LiveScheduledGame };

/** Statuses after which a game takes no more picks. */
function hasStarted(status: string): boolean {
  return status !== 'upcoming';
}

/** A `crowd` event: the market's share bar and crowd line on the schedule row. */
export function applyCrowdToSchedule(
  rows: readonly LiveScheduledGame[] | undefined,
  event: CrowdStreamEvent,
) {
  return mapRow(rows, event.event_id, (row) => ({
    ...row,
    crowd: {
      moneyline: row.crowd?.moneyline ?? null,
      spread: row.crowd?.spread ?? null,
      totals: row.crowd?.totals ?? null,
      [event.market]: event.crowd,
    },
  }));
}

/** A `line` event: the book's prices and points (and start time) as they are now. */
export function applyLineToSchedule(
  rows: readonly LiveScheduledGame[] | undefined,
  event: LineStreamEvent,
) {
  return mapRow(rows, event.event_id, (row) => ({
    ...row,
    ...event.line,
    commence_time: event.commence_time,
  }));
}

/** A `score` or `status` event on the live scores: new scores; a finished game leaves. */
export function applyToLiveScores(
  rows: readonly LiveScore[] | undefined,
  event: ScoreStreamEvent | StatusStreamEvent,
): LiveScore[] | undefined {
  if (!rows) return rows;
  if (event.status !== 'in_progress') return rows.filter((row) => row.id !== event.event_id);
  return rows.map((row) =>
    row.id === event.event_id
      ? {
          ...row,
          home_team_score: event.home_team_score ?? row.home_team_score,
          away_team_score: event.away_team_score ?? row.away_team_score,
        }
      : row,
  );
}

/** A `score` or `status` event on the event stats' game. */
export function applyToEventStats(
  stats: EventStats | undefined,
  event: ScoreStreamEvent | StatusStreamEvent,
): EventStats | undefined {
  if (!stats) return stats;
  return {
    ...stats,
    game: {
      ...stats.game,
      status: event.status,
      home_team_score: event.home_team_score ?? stats.game.home_team_score,
      away_team_score: event.away_team_score ?? stats.game.away_team_score,
    },
  };
}

/** A `balance` event on the header's and the sliders' balances. */
export function applyBalance(
  profile: Profile | undefined,
  event: StreamMessage & { type: 'balance' },
): Profile | undefined {
  if (!profile) return profile;
  const tier = RANK_NAMES.find((name) => name === event.data.rank_tier) ?? profile.rank_tier;
  return {
    ...profile,
    confidence_points: event.data.confidence_points,
    ip_points: event.data.ip_points,
    xp_points: event.data.xp_points,
    rank_tier: tier,
  };
}

function signed(value: number, unit: string): string {
  return `${value >= 0 ? '+' : ''}${formatNumber(value)} ${unit}`;
}

/**
 * The settle toast: "Your Take on New York Yankees -1.5 won: +4 XP, +2 IP",
 * "Your Home on Columbus Crew lost.", "Your Pass on Under 8.5 pushed: stake returned."
 */
export function settledMessage(event: PickSettledStreamEvent): string {
  const teams = { home_team: event.home_team, away_team: event.away_team };
  let word: string = event.selection_type;
  let subject: string;
  if (event.market === 'moneyline') {
    const side = event.selection_value;
    if (side === 'draw') {
      word = 'Draw';
      subject = 'a draw';
    } else {
      subject = teamName(teams, side === 'away' ? 'away' : 'home');
    }
  } else {
    subject = lineInWords(teams, {
      market: event.market,
      selectionType: event.selection_type,
      selectionValue: event.selection_value,
      line: event.custom_value ?? event.default_value,
    });
  }
  const head = `Your ${word} on ${subject}`;
  if (event.outcome === 'Win') {
    const gains = [signed(event.xp_points, 'XP')];
    if (event.ip_points !== 0) gains.push(signed(event.ip_points, 'IP'));
    return `${head} won: ${gains.join(', ')}`;
  }
  if (event.outcome === 'Draw') {
    const returned = event.confidence_returned > 0 || event.ip_returned > 0;
    return returned ? `${head} pushed: stake returned.` : `${head} pushed.`;
  }
  return `${head} lost.`;
}

export interface StreamEffects {
  /** Says a settled pick to the user (the toast). */
  notify(message: string, tone: 'success' | 'error' | 'info'): void;
}

/**
 * Applies one stream event to the query cache (docs/screens.md#live-push): what the screens
 * show changes in place; what an event does not carry (an event's full crowd counts, its
 * line history, a settled pick's history row) is refetched if on screen.
 */
export function applyStreamEvent(
  queryClient: QueryClient,
  message: StreamMessage,
  effects: StreamEffects,
): void {
  switch (message.type) {
    case 'crowd': {
      const event = message.data;
      queryClient.setQueryData<LiveScheduledGame[]>(
        [...scheduleQueryKey, event.sport_key],
        (rows) => applyCrowdToSchedule(rows, event),
      );
      void queryClient.invalidateQueries({ queryKey: eventCrowdQueryKey(event.event_id) });
      void queryClient.invalidateQueries({ queryKey: lineHistoryQueryKey(event.event_id) });
      void queryClient.invalidateQueries({ queryKey: eventStatsQueryKey(event.event_id) });
      return;
    }
    case 'line': {
      const event = message.data;
      queryClient.setQueryData<LiveScheduledGame[]>(
        [...scheduleQueryKey, event.sport_key],
        (rows) => applyLineToSchedule(rows, event),
      );
      void queryClient.invalidateQueries({ queryKey: eventCrowdQueryKey(event.event_id) });
      void queryClient.invalidateQueries({ queryKey: lineHistoryQueryKey(event.event_id) });
      return;
    }
    case 'score':
    case 'status': {
      const event = message.data;
      if (hasStarted(event.status)) {
        queryClient.setQueryData<LiveScheduledGame[]>(
          [...scheduleQueryKey, event.sport_key],
          (rows) => markStartedInSchedule(rows, event.event_id),
        );
      }
      const liveKey = liveScoresQueryKey(event.sport_key);
      const live = queryClient.getQueryData<LiveScore[]>(liveKey);
      if (event.status === 'in_progress' && !live?.some((row) => row.id === event.event_id)) {
        // A game that just started is not in the list yet: the list has its teams and time.
        void queryClient.invalidateQueries({ queryKey: liveKey });
      } else {
        queryClient.setQueryData<LiveScore[]>(liveKey, (rows) => applyToLiveScores(rows, event));
      }
      queryClient.setQueryData<EventStats>(eventStatsQueryKey(event.event_id), (stats) =>
        applyToEventStats(stats, event),
      );
      if (message.type === 'status' && event.status !== 'in_progress') {
        void queryClient.invalidateQueries({ queryKey: ['past-scores'] });
      }
      return;
    }
    case 'balance':
      queryClient.setQueriesData<Profile>({ queryKey: profileQueryKey }, (profile) =>
        applyBalance(profile, message),
      );
      return;
    case 'pick_settled': {
      const event = message.data;
      effects.notify(
        settledMessage(event),
        event.outcome === 'Win' ? 'success' : event.outcome === 'Loss' ? 'error' : 'info',
      );
      // The outcome mark, the history, the statistics and the boards.
      for (const queryKey of [
        sentimentStatusQueryKey,
        userStatsQueryRoot,
        sportStatsQueryRoot,
        publicProfileQueryRoot,
        leaderboardQueryKey,
        eventStatsQueryKey(event.event_id),
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      return;
    }
    case 'resync':
      // Events were missed: everything shown may be stale.
      void queryClient.invalidateQueries();
      return;
    case 'ready':
    case 'reconnect':
      return;
  }
}

/** Every key the stream keeps current, for tests and for a refresh after the stream returns. */
export const LIVE_QUERY_ROOTS = [scheduleQueryKey, liveScoresQueryRoot, profileQueryKey] as const;
