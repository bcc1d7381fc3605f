import { type MySentiment, NOT_SUBMITTED } from '@takeline/contract';
import { describe, expect, it } from 'vitest';
import { createStatusBatcher } from './sentiment-status';

function row(eventId: string, market: MySentiment['market']): MySentiment {
  return { ...NOT_SUBMITTED, submitted: true, event_id: eventId, market, selection_type: 'Take' };
}

describe('createStatusBatcher', () => {
  it('answers every market asked for in one tick with one request for all the events', async () => {
    const calls: string[][] = [];
    let flush = () => {};
    const load = createStatusBatcher(
      async (ids) => {
        calls.push(ids);
        return [row('e1', 'moneyline'), row('e2', 'totals')];
      },
      (run) => {
        flush = run;
      },
    );
    const answers = Promise.all([
      load('moneyline', 'e1'),
      load('spread', 'e1'),
      load('totals', 'e2'),
      load('moneyline', 'e3'),
    ]);
    flush();
    const [a, b, c, d] = await answers;
    expect(calls).toEqual([['e1', 'e2', 'e3']]);
    expect(a).toMatchObject({ submitted: true, selection_type: 'Take' });
    expect(a).not.toHaveProperty('event_id');
    expect(b).toEqual(NOT_SUBMITTED);
    expect(c?.submitted).toBe(true);
    expect(d).toEqual(NOT_SUBMITTED);
  });

  it('splits more than 100 events into several requests, and fails every waiter on an error', async () => {
    const sizes: number[] = [];
    let flush = () => {};
    const load = createStatusBatcher(
      async (ids) => {
        sizes.push(ids.length);
        if (sizes.length > 1) throw new Error('network down');
        return [];
      },
      (run) => {
        flush = run;
      },
    );
    const answers = Array.from({ length: 150 }, (_, i) => load('moneyline', `e${i}`));
    flush();
    const results = await Promise.allSettled(answers);
    expect(sizes).toEqual([100, 50]);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
  });
});
