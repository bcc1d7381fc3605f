import { describe, expect, it } from 'vitest';
import { Batches } from './batches';

/** A run that records the batches it was given and doubles each number; 13 is refused. */
function doubler() {
  const batches: number[][] = [];
  const run = async (items: number[]) => {
    batches.push([...items]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (items.includes(13)) throw new Error('13 refused');
    return items.map((item) => item * 2);
  };
  return { batches, run };
}

describe('Batches (decision 0160)', () => {
  it('sends the items added together as one batch, each caller getting its own result', async () => {
    const { batches, run } = doubler();
    const grouped = new Batches(run, { inFlight: 1, maxBatch: 100 });
    const results = await Promise.all([1, 2, 3, 4].map((item) => grouped.add(item)));
    expect(results).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1, 2, 3, 4]]);
  });

  it('lets the items arriving while a batch is in flight go together in the next', async () => {
    const { batches, run } = doubler();
    const grouped = new Batches(run, { inFlight: 1, maxBatch: 100 });
    const first = grouped.add(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map((item) => grouped.add(item));
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps items with the same key apart and respects the batch size', async () => {
    const { batches, run } = doubler();
    const grouped = new Batches(run, { inFlight: 1, maxBatch: 2, key: (item) => item % 10 });
    await Promise.all([1, 11, 2, 3].map((item) => grouped.add(item)));
    expect(batches).toEqual([
      [1, 2],
      [11, 3],
    ]);
  });

  it("fails only the caller whose item fails, by running a failed batch's items alone", async () => {
    const { batches, run } = doubler();
    const grouped = new Batches(run, { inFlight: 1, maxBatch: 100 });
    const results = await Promise.allSettled([12, 13, 14].map((item) => grouped.add(item)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[0]).toMatchObject({ value: 24 });
    expect(batches).toEqual([[12, 13, 14], [12], [13], [14]]);
  });
});
