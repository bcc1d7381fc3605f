import { z } from 'zod';
import { isoDateTimeSchema } from './common';
import { crowdSummaryMarketSchema } from './crowd';
import { eventStatusSchema } from './events';
import { gameLineSchema } from './game-line';
import { marketSchema, selectionTypeSchema } from './sentiment';
import type { StreamEventType } from './stream-events';

export * from './stream-events';

/**
 * The live stream (`GET /api/stream`, docs/architecture.md#live-push): Server-Sent Events, each
 * with `id:` (resume with `Last-Event-ID`), `event:` (a name of STREAM_EVENT_TYPES) and
 * `data:` (the JSON payload below, by the same name).
 */

/**
 * The stream's query. A signed-in stream brings a ticket from `POST /api/stream/ticket` (the
 * token itself never goes into a URL); without one the stream carries public events only.
 * `last_event_id` resumes like the `Last-Event-ID` header, for a new EventSource opened by
 * hand (a used ticket cannot reconnect by itself); the header wins when both are sent.
 */
export const streamQuerySchema = z.strictObject({
  ticket: z.string().min(1, 'ticket must not be empty.').max(200, 'ticket is too long.').optional(),
  last_event_id: z
    .string()
    .regex(/^\d{1,18}$/, 'last_event_id must be the id of an event this stream sent.')
    .optional(),
});
export type StreamQuery = z.infer<typeof streamQuerySchema>;

/** `POST /api/stream/ticket`: a single-use ticket that opens one stream as you. */
export const streamTicketResponseSchema = z.object({
  ticket: z.string(),
  expires_at: isoDateTimeSchema,
});
export type StreamTicketResponse = z.infer<typeof streamTicketResponseSchema>;

const score = z.number().int().nullable();

/** A live score changed. */
export const scoreStreamEventSchema = z.object({
  event_id: z.string(),
  sport_key: z.string(),
  status: eventStatusSchema,
  home_team_score: score,
  away_team_score: score,
});

/** An event changed status: `in_progress` (started), `completed`, `settled` or `cancelled`. */
export const statusStreamEventSchema = z.object({
  event_id: z.string(),
  sport_key: z.string(),
  status: eventStatusSchema,
  previous_status: eventStatusSchema,
  home_team_score: score,
  away_team_score: score,
});

/** A market's crowd changed (a pick arrived): the schedule row's summary for that market. */
export const crowdStreamEventSchema = z.object({
  event_id: z.string(),
  sport_key: z.string(),
  market: marketSchema,
  crowd: crowdSummaryMarketSchema,
  book_line: z.number().nullable(),
  updated_at: isoDateTimeSchema,
});

/** The sportsbook moved a line (or the start time): the event's whole line after the change. */
export const lineStreamEventSchema = z.object({
  event_id: z.string(),
  sport_key: z.string(),
  commence_time: isoDateTimeSchema,
  line: gameLineSchema,
  at: isoDateTimeSchema,
});

/** Private: one of your picks settled. Stakes come back on a Win or a Draw. */
export const pickSettledStreamEventSchema = z.object({
  sentiment_id: z.number().int(),
  event_id: z.string(),
  sport_key: z.string(),
  home_team: z.string(),
  away_team: z.string(),
  market: marketSchema,
  selection_type: selectionTypeSchema,
  selection_value: z.string(),
  /** The book's line at submission (spread: favourite's signed point; totals: over point). */
  default_value: z.number().nullable(),
  custom_value: z.number().nullable(),
  is_custom: z.boolean(),
  outcome: z.enum(['Win', 'Loss', 'Draw']),
  xp_points: z.number().int(),
  ip_points: z.number().int(),
  /** Confidence points and IP staked that came back. */
  confidence_returned: z.number().int(),
  ip_returned: z.number().int(),
  settled_at: isoDateTimeSchema,
});

/** Private: your balances after a change (a settlement). */
export const balanceStreamEventSchema = z.object({
  confidence_points: z.number().int(),
  ip_points: z.number().int(),
  xp_points: z.number().int(),
  rank_tier: z.string(),
});

/** Opens every stream. */
export const readyStreamEventSchema = z.object({
  /** The ticket's user; null on a public stream. */
  user_id: z.number().int().nullable(),
  /** True when the events missed since Last-Event-ID follow this one (a resume). */
  resumed: z.boolean(),
  heartbeat_seconds: z.number().int(),
});

/** The events since Last-Event-ID are no longer kept: refetch what the screen shows. */
export const resyncStreamEventSchema = z.object({ reason: z.string() });

/** The server is going away: close this stream and open a new one (another server answers). */
export const reconnectStreamEventSchema = z.object({ reason: z.string() });

export const streamEventSchemas = {
  score: scoreStreamEventSchema,
  status: statusStreamEventSchema,
  crowd: crowdStreamEventSchema,
  line: lineStreamEventSchema,
  pick_settled: pickSettledStreamEventSchema,
  balance: balanceStreamEventSchema,
  ready: readyStreamEventSchema,
  resync: resyncStreamEventSchema,
  reconnect: reconnectStreamEventSchema,
} as const satisfies Record<StreamEventType, z.ZodType>;

/** The payload of each stream event, by name. */
export type StreamEventPayloads = {
  [K in StreamEventType]: z.infer<(typeof streamEventSchemas)[K]>;
};
export type ScoreStreamEvent = StreamEventPayloads['score'];
export type StatusStreamEvent = StreamEventPayloads['status'];
export type CrowdStreamEvent = StreamEventPayloads['crowd'];
export type LineStreamEvent = StreamEventPayloads['line'];
export type PickSettledStreamEvent = StreamEventPayloads['pick_settled'];
export type BalanceStreamEvent = StreamEventPayloads['balance'];
export type ReadyStreamEvent = StreamEventPayloads['ready'];

/** One event as it leaves the server. */
export type StreamMessage = {
  [K in StreamEventType]: { id: string | null; type: K; data: StreamEventPayloads[K] };
}[StreamEventType];
