import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { afterFirstScreen } from './after-first-screen';
import { useAuth } from './auth-store';

/**
 * Keeps one live stream open while the app runs (docs/screens.md#live-push): public events for
 * everyone, and with a signed-in user a ticket so their own settled picks and balances arrive
 * too. A new sign-in or sign-out opens a new stream. The client loads after the first screen
 * (once the page has loaded and the browser is idle), in its own chunk.
 */
export function useLiveStream(): void {
  const queryClient = useQueryClient();
  const { token } = useAuth();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    const cancelStart = afterFirstScreen(() => {
      void import('./live-stream-runner').then(({ startLiveStream }) => {
        if (!cancelled) stop = startLiveStream(queryClient, token);
      });
    });
    return () => {
      cancelled = true;
      cancelStart();
      stop?.();
    };
  }, [queryClient, token]);
}
