/** The seam between the lifecycle jobs and the settlement service. */
export interface SettleEventResult {
  eventId: string;
  /** Sentiments settled by this call (0 when already settled). */
  settledSentiments: number;
  /** True when another call (or server) had already settled the event. */
  alreadySettled: boolean;
}

export interface EventSettler {
  /**
   * Settles every pending sentiment of one event exactly once: by the final
   * score when the event is completed (and moves it to settled), or as Draw
   * (refund) when it is cancelled. Safe to call again or concurrently.
   */
  settleEvent(eventId: string): Promise<SettleEventResult>;
}
