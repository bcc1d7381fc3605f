import type { QueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from './api-client';
import { applyStreamEvent } from './live-cache';
import { LiveStream } from './live-stream';
import { streamStatus } from './live-stream-status';
import { toastStore } from './toasts';

/**
 * A ticket for the signed-in user; a token the server refuses streams public events only. The
 * stream runs beside every screen, so its refusal must not sign the user out by itself: the
 * screen's own calls decide that (the protected screen, for one, shows its error instead).
 */
async function streamTicket(): Promise<string | null> {
  try {
    return (await callApi('streamTicket', { expireSessionOn401: false })).ticket;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Opens the live stream for this token (or a visitor) and returns how to close it. */
export function startLiveStream(queryClient: QueryClient, token: string | null): () => void {
  const stream = new LiveStream({
    ticket: () => (token ? streamTicket() : Promise.resolve(null)),
    onMessage: (message) =>
      applyStreamEvent(queryClient, message, {
        notify: (text, tone) => toastStore.show(text, tone),
      }),
    onStatus: (up) => streamStatus.set(up),
  });
  stream.start();
  return () => stream.stop();
}
