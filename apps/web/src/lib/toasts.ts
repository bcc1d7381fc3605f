import { useSyncExternalStore } from 'react';

/** A short note that something happened elsewhere (a pick settled); shown one at a time. */
export interface Toast {
  id: number;
  message: string;
  tone: 'success' | 'error' | 'info';
}

let queue: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export const toastStore = {
  show(message: string, tone: Toast['tone'] = 'info') {
    queue = [...queue, { id: nextId++, message, tone }];
    emit();
  },
  dismiss(id: number) {
    queue = queue.filter((toast) => toast.id !== id);
    emit();
  },
  current: () => queue,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(toastStore.subscribe, toastStore.current, toastStore.current);
}
