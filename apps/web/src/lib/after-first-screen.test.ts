import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from './after-first-screen';

/** Idle callbacks the test fires by hand, as the browser would in a quiet moment. */
let idleQueue: Map<number, IdleRequestCallback>;

function fireIdle(): void {
  const pending = [...idleQueue.entries()];
  idleQueue.clear();
  for (const [, callback] of pending) callback({ didTimeout: false, timeRemaining: () => 50 });
}

beforeEach(() => {
  vi.useFakeTimers();
  idleQueue = new Map();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    const id = next++;
    idleQueue.set(id, callback);
    return id;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => idleQueue.delete(id));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstScreen', () => {
  it('runs the task in the first quiet moment after load', () => {
    const task = vi.fn();
    afterFirstScreen(task);
    expect(task).not.toHaveBeenCalled();
    fireIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('with settleMs, waits that long after the first quiet moment, then for another one', () => {
    const task = vi.fn();
    afterFirstScreen(task, { settleMs: 10_000 });
    fireIdle();
    vi.advanceTimersByTime(9_999);
    fireIdle();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).not.toHaveBeenCalled();
    fireIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task, whichever step it was waiting at', () => {
    const early = vi.fn();
    afterFirstScreen(early, { settleMs: 1_000 })();
    fireIdle();
    vi.advanceTimersByTime(1_000);
    fireIdle();
    expect(early).not.toHaveBeenCalled();

    const late = vi.fn();
    const cancel = afterFirstScreen(late, { settleMs: 1_000 });
    fireIdle();
    vi.advanceTimersByTime(1_000);
    cancel();
    fireIdle();
    expect(late).not.toHaveBeenCalled();
    expect(idleQueue.size).toBe(0);
  });
});
