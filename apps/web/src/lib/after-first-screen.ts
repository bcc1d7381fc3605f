/** How long an idle moment may be waited for before the task runs anyway. */
const IDLE_TIMEOUT_MS = 2000;

export interface AfterFirstScreenOptions {
  /**
   * After the first quiet moment, wait this much longer and for another quiet moment: for
   * background work heavy enough to slow the first screen's last renders on a small device
   * (the service worker's download of the whole app, decision 0205).
   */
  settleMs?: number;
}

/**
 * Runs `task` once the page has loaded and the browser has a quiet moment (at most two seconds
 * later), so work the first screen does not show (the live stream's client) never competes with
 * drawing it (decision 0133). Answers a function that cancels it.
 */
export function afterFirstScreen(
  task: () => void,
  { settleMs = 0 }: AfterFirstScreenOptions = {},
): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Cancelling clears whichever step is pending (below), so the steps need no checks of their
  // own; `run` keeps one, as the task's last guard.
  const whenIdle = (next: () => void) => {
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(next, { timeout: IDLE_TIMEOUT_MS });
    } else {
      timer = setTimeout(next, 0);
    }
  };
  const run = () => {
    if (!cancelled) task();
  };
  const settleThenRun = () => {
    timer = setTimeout(() => whenIdle(run), settleMs);
  };
  const schedule = () => whenIdle(settleMs > 0 ? settleThenRun : run);
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
