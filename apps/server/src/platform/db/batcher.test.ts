import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher';

/** A run that records each batch it was given and answers after `release` is called for it. */
function recordingRun() {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const run = (inputs: number[]) => {
    batches.push(inputs);
    return new Promise<number[]>((resolve) => releases.push(() => resolve(inputs.map((input) => input * 10))));
  };
  return { batches, releases, run };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('createBatcher', () => {
  it('answers the calls of one turn of the event loop with one run, each with its own result', async () => {
    const { batches, releases, run } = recordingRun();
    const ask = createBatcher({ run });
    const answers = Promise.all([ask(1), ask(2), ask(3)]);
    await turn();
    expect(batches).toEqual([[1, 2, 3]]);
    releases[0]!();
    expect(await answers).toEqual([10, 20, 30]);
  });

  it('runs a lone call after the current turn without waiting for anything else', async () => {
    const ask = createBatcher({ run: async (inputs: number[]) => inputs.map((input) => input + 1) });
    expect(await ask(41)).toBe(42);
  });

  it('keeps calls with different keys in different batches', async () => {
    const { batches, releases, run } = recordingRun();
    const ask = createBatcher({ run, keyOf: (input) => input % 2 });
    const answers = Promise.all([ask(1), ask(2), ask(3), ask(4)]);
    await turn();
    expect(batches).toEqual([
      [1, 3],
      [2, 4],
    ]);
    releases.forEach((release) => release());
    expect(await answers).toEqual([10, 20, 30, 40]);
  });

  it('with oneAtATime, holds later calls until the batch in flight is answered, then sends them together in order', async () => {
    const { batches, releases, run } = recordingRun();
    const ask = createBatcher({ run, oneAtATime: true });
    const first = ask(1);
    await turn();
    const later = Promise.all([ask(2), ask(3)]);
    await turn();
    const more = ask(4);
    await turn();
    expect(batches).toEqual([[1]]);
    releases[0]!();
    expect(await first).toBe(10);
    await turn();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    releases[1]!();
    expect(await later).toEqual([20, 30]);
    expect(await more).toBe(40);
  });

  it('without oneAtATime, lets batches overlap', async () => {
    const { batches, releases, run } = recordingRun();
    const ask = createBatcher({ run });
    const first = ask(1);
    await turn();
    const second = ask(2);
    await turn();
    expect(batches).toEqual([[1], [2]]);
    releases.forEach((release) => release());
    expect(await Promise.all([first, second])).toEqual([10, 20]);
  });

  it('splits a crowd into batches of at most maxBatch', async () => {
    const { batches, releases, run } = recordingRun();
    const ask = createBatcher({ run, maxBatch: 2 });
    const answers = Promise.all([1, 2, 3, 4, 5].map((input) => ask(input)));
    await turn();
    await turn();
    await turn();
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
    releases.forEach((release) => release());
    expect(await answers).toEqual([10, 20, 30, 40, 50]);
  });

  it('fails every call of a batch whose run fails, and keeps serving afterwards', async () => {
    let fail = true;
    const ask = createBatcher({
      run: async (inputs: number[]) => {
        if (fail) throw new Error('database down');
        return inputs;
      },
      oneAtATime: true,
    });
    const failed = await Promise.allSettled([ask(1), ask(2)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await ask(3)).toBe(3);
  });

  it('fails the calls of a run that answers the wrong number of results', async () => {
    const ask = createBatcher({ run: async () => [1] });
    const results = await Promise.allSettled([ask(1), ask(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });

  it('fails the calls when run throws before returning a promise', async () => {
    const ask = createBatcher<number, number>({
      run: () => {
        throw new Error('bad');
      },
    });
    await expect(ask(1)).rejects.toThrow('bad');
  });
});
