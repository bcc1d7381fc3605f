/**
 * Runs `task` once the page has loaded and the browser has a quiet moment (at most two seconds
 * later), so work the first screen does not show (the live stream's client) never competes with
 * drawing it (decision 0133). Answers a function that cancels it.
 */
export function afterFirstScreen(task: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(run, { timeout: 2000 });
    } else {
      timer = setTimeout(run, 0);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
