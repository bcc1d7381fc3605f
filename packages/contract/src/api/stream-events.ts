/**
 * The live stream's event names and settings (docs/architecture.md#live-push), without zod:
 * the web app's stream client runs on the home page (decision 0032). The payload of each
 * event is in `stream.ts`, under the same name.
 */

/** Events every stream receives, signed in or not. */
export const PUBLIC_STREAM_EVENT_TYPES = ['score', 'status', 'crowd', 'line'] as const;
/** Events only the signed-in user's own streams receive. */
export const PRIVATE_STREAM_EVENT_TYPES = ['pick_settled', 'balance'] as const;
/**
 * Events about the stream itself: `ready` opens every stream, `resync` says events were lost
 * (refetch what is shown), `reconnect` says this server is going away (open a new stream).
 */
export const CONTROL_STREAM_EVENT_TYPES = ['ready', 'resync', 'reconnect'] as const;
export const STREAM_EVENT_TYPES = [
  ...PUBLIC_STREAM_EVENT_TYPES,
  ...PRIVATE_STREAM_EVENT_TYPES,
  ...CONTROL_STREAM_EVENT_TYPES,
] as const;
export type StreamEventType = (typeof STREAM_EVENT_TYPES)[number];

/** How often a quiet stream gets a heartbeat comment, so proxies keep it open. */
export const STREAM_HEARTBEAT_SECONDS = 15;
/** The `retry:` the server sends: how long an EventSource waits before reconnecting. */
export const STREAM_RETRY_MS = 2000;
/** How long a stream ticket may wait before it is used. */
export const STREAM_TICKET_TTL_SECONDS = 60;
/** How far back a reconnect can resume with Last-Event-ID; older gaps get `resync`. */
export const STREAM_RESUME_WINDOW_SECONDS = 600;

export const STREAM_TICKET_INVALID_MESSAGE =
  'This stream ticket is unknown, used or expired. Ask for a new one.';
