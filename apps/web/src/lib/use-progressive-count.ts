import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `target` items to draw now: `first` at once, then `step` more per browser task
 * (a zero timeout, then a transition) until all are drawn. Each commit stays small, so a slow
 * phone can answer a tap between them instead of freezing while a whole list mounts
 * (decision 0167).
 */
export function useProgressiveCount(target: number, first: number, step: number): number {
  const [count, setCount] = useState(() => Math.min(target, first));
  useEffect(() => {
    if (count >= target) return;
    const timer = setTimeout(() => {
      startTransition(() => setCount((drawn) => Math.min(target, drawn + step)));
    }, 0);
    return () => clearTimeout(timer);
  }, [count, target, step]);
  return Math.min(count, target);
}
