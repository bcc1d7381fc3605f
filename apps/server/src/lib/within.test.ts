import { describe, expect, it } from 'vitest';
import { within } from './within';

describe('within', () => {
  it("answers the work's result when it comes in time", async () => {
    expect(await within(Promise.resolve(7), 1_000, 'late')).toBe(7);
  });

  it('answers the late value when the work takes longer', async () => {
    const slow = new Promise((resolve) => setTimeout(() => resolve('done'), 200));
    expect(await within(slow, 10, 'late')).toBe('late');
  });

  it('rejects as the work does when it fails in time', async () => {
    await expect(within(Promise.reject(new Error('broke')), 1_000, 'late')).rejects.toThrow(
      'broke',
    );
  });
});
