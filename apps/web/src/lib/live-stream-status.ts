import { useSyncExternalStore } from 'react';

/**
 * Whether the live stream is open (docs/screens.md#live-push). Screens that used to poll
 * poll only while it is down: the stream then is the one source of changes.
 */
let up = false;
const listeners = new Set<() => void>();

export const streamStatus = {
  isUp: () => up,
  set(next: boolean) {
    if (next === up) return;
    up = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useStreamUp(): boolean {
  return useSyncExternalStore(streamStatus.subscribe, streamStatus.isUp, () => false);
}
