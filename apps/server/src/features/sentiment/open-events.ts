import type { SubmissionEvent } from './sentiment.repository';

/** How long an event read for a submission is reused for the next ones on this server. */
const REUSE_MS = 1000;
/** Far more than the events open at once; reached only if ids churn, then it starts over. */
const MAX_EVENTS = 10_000;

/**
 * Events recently read open for a submission, on this server (decision 0161). A submission on
 * one of them resolves against the remembered line and goes straight to the writing statement,
 * which checks again, under the event's share lock, that the event is still upcoming, not
 * started and on exactly that line; when it is not, the submission forgets the event and starts
 * over from a fresh read. So a stale entry costs a retry, never a wrong answer. Only accepted
 * submissions use an entry: any refusal is decided on a fresh read, in the order of checks.
 */
export class OpenEvents {
  readonly #events = new Map<string, { event: SubmissionEvent; readAt: number }>();

  get(eventId: string): SubmissionEvent | undefined {
    const now = performance.now();
    const entry = this.#events.get(eventId);
    if (!entry) return undefined;
    if (now - entry.readAt >= REUSE_MS) {
      this.#events.delete(eventId);
      return undefined;
    }
    return entry.event;
  }

  remember(event: SubmissionEvent) {
    if (this.#events.size >= MAX_EVENTS) this.#events.clear();
    this.#events.set(event.id, { event, readAt: performance.now() });
  }

  forget(eventId: string) {
    this.#events.delete(eventId);
  }
}
