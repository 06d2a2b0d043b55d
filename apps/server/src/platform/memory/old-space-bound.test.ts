import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { oldSpaceBound } from './old-space-bound';

const MB = 1024 * 1024;

/** A heap whose old generation the test sets, and whose full collection brings it back to what is live. */
function fakeHeap(live: number) {
  const heap = { old: live, collections: 0, used: () => heap.old, collect: async () => void ((heap.collections += 1), (heap.old = live)) };
  return heap;
}

describe('the old-generation bound of a bulk job', () => {
  it('asks for a full collection only once the old generation has grown the margin past what the last one left', async () => {
    const heap = fakeHeap(50 * MB);
    const bound = oldSpaceBound(24 * MB, heap);
    /** The old generation at `megabytes` when a batch ends: how many full collections there have been by then. */
    const batchEndsAt = async (megabytes: number) => {
      heap.old = megabytes * MB;
      await bound();
      return heap.collections;
    };
    expect(await batchEndsAt(73)).toBe(0);
    expect(await batchEndsAt(75)).toBe(1);
    expect(heap.old).toBe(50 * MB);
    // Measured again from what that collection left, not from the start.
    expect(await batchEndsAt(70)).toBe(1);
    expect(await batchEndsAt(74)).toBe(2);
  });

  it('measures from a collection V8 made on its own', async () => {
    const heap = fakeHeap(50 * MB);
    const bound = oldSpaceBound(24 * MB, heap);
    heap.old = 30 * MB; // V8 collected, and less is live now
    await bound();
    heap.old = 55 * MB;
    await bound();
    expect(heap.collections).toBe(1);
  });

  it('does nothing where the collector is not exposed, and the server as started exposes it', async () => {
    await expect(oldSpaceBound(0, { used: () => 100 * MB, collect: undefined })()).resolves.toBeUndefined();
    const flags = JSON.parse(readFileSync(new URL('../../../node-flags.json', import.meta.url), 'utf8')) as { server: string[]; jobs: string[] };
    expect(flags.server).toContain('--expose-gc');
    expect(flags.jobs).toContain('--expose-gc');
  });
});
