import { describe, expect, it } from 'vitest';
import { createUserMemo } from './user-memo';

function memoAt(options: { maxEntries?: number; listening?: boolean } = {}) {
  const clock = { now: 1_000 };
  const control = createUserMemo<string>({
    ttlMs: 30_000,
    maxEntries: options.maxEntries ?? 10,
    now: () => clock.now,
    listening: () => options.listening ?? true,
  });
  const loads: number[] = [];
  /** Asks for a user whose row now reads `value` (null: there is no such user). */
  const get = (userId: number, value: string | null = `user ${userId}`) =>
    control.memo.get(userId, async () => {
      loads.push(userId);
      return value ?? undefined;
    });
  return { control, clock, loads, get };
}

describe('the per-user memo', () => {
  it('answers from memory until its time is up, then loads again', async () => {
    const { clock, loads, get } = memoAt();
    expect(await get(1)).toBe('user 1');
    expect(await get(1, 'changed')).toBe('user 1');
    clock.now += 30_001;
    expect(await get(1, 'changed')).toBe('changed');
    expect(loads).toEqual([1, 1]);
  });

  it('loads a forgotten user again, and keeps the others', async () => {
    const { control, loads, get } = memoAt();
    await get(1);
    await get(2);
    control.forget(new Set([1]));
    expect(await get(1, 'changed')).toBe('changed');
    expect(await get(2, 'changed')).toBe('user 2');
    expect(loads).toEqual([1, 2, 1]);
  });

  it('does not keep what was read while a forget arrived, nor a user that was not found', async () => {
    const { control, loads, get } = memoAt();
    const reading = get(1, 'stale');
    control.forget(new Set([1]));
    expect(await reading).toBe('stale');
    expect(await get(1, 'fresh')).toBe('fresh');
    expect(await get(3, null)).toBeUndefined();
    expect(await get(3, 'created')).toBe('created');
    expect(loads).toEqual([1, 1, 3, 3]);
  });

  it('stays bounded, letting the least recently used user go first', async () => {
    const { loads, get } = memoAt({ maxEntries: 2 });
    await get(1);
    await get(2);
    await get(1); // now the most recently used
    await get(3); // the second goes
    loads.length = 0;
    await get(1);
    await get(3);
    await get(2);
    expect(loads).toEqual([2]);
  });

  it('neither keeps nor serves anything while forgets may not reach this instance', async () => {
    const { loads, get } = memoAt({ listening: false });
    await get(1);
    await get(1);
    expect(loads).toEqual([1, 1]);
  });

  it('forgets everyone when revocations may have been missed', async () => {
    const { control, loads, get } = memoAt();
    await get(1);
    control.clear();
    await get(1);
    expect(loads).toEqual([1, 1]);
  });
});
