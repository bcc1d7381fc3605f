import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveCount } from './use-progressive-count';

describe('useProgressiveCount', () => {
  it('starts with the first few, then grows step by step to the target', async () => {
    const seen: number[] = [];
    renderHook(() => {
      const count = useProgressiveCount(7, 2, 2);
      seen.push(count);
      return count;
    });
    expect(seen[0]).toBe(2);
    await waitFor(() => expect(seen.at(-1)).toBe(7));
    expect([...new Set(seen)]).toEqual([2, 4, 6, 7]);
  });

  it('follows a larger target (more games requested) and never passes a smaller one', async () => {
    const { result, rerender } = renderHook(({ target }) => useProgressiveCount(target, 3, 5), {
      initialProps: { target: 2 },
    });
    expect(result.current).toBe(2);
    rerender({ target: 20 });
    await waitFor(() => expect(result.current).toBe(20));
    rerender({ target: 4 });
    expect(result.current).toBe(4);
  });
});
