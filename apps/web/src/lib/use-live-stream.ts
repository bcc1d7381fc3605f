import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, callApi } from './api-client';
import { useAuth } from './auth-store';
import { applyStreamEvent } from './live-cache';
import { LiveStream } from './live-stream';
import { streamStatus } from './live-stream-status';
import { toastStore } from './toasts';

/**
 * Keeps one live stream open while the app runs (docs/screens.md#live-push): public events for
 * everyone, and with a signed-in user a ticket so their own settled picks and balances arrive
 * too. A new sign-in or sign-out opens a new stream.
 */
export function useLiveStream(): void {
  const queryClient = useQueryClient();
  const { token } = useAuth();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
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
  }, [queryClient, token]);
}

/** A ticket for the signed-in user; a token the server refuses streams public events only. */
async function streamTicket(): Promise<string | null> {
  try {
    return (await callApi('streamTicket')).ticket;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
