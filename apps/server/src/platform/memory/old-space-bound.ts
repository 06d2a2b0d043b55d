import { getHeapSpaceStatistics } from 'node:v8';

type Collect = (options: { type: 'major'; execution: 'async' }) => Promise<void>;

const oldSpaceUsed = () => getHeapSpaceStatistics().find((space) => space.space_name === 'old_space')?.space_used_size ?? 0;

/**
 * Keeps a long bulk job's dead objects from piling up in the old generation. Between full collections V8 lets
 * the old generation grow to up to four times what the last one left, and a campaign send promotes a steady
 * trickle of short-lived objects (about 0.4 MB a young collection) that only a full collection frees: a send to
 * 100,000 reached 300 MB of RSS that way with 55 MB live. Called between batches, the returned function asks for
 * a full collection once the old generation has grown `marginBytes` past what the last one left
 * (docs/ARCHITECTURE.md, "Campaign sending"). V8's collector is there when the process runs with --expose-gc
 * (node-flags.json, as `npm start` runs it); without it (tests, tsx) this does nothing.
 */
export function oldSpaceBound(
  marginBytes: number,
  heap: { used: () => number; collect: Collect | undefined } = { used: oldSpaceUsed, collect: (globalThis as { gc?: Collect }).gc },
): () => Promise<void> {
  const { collect } = heap;
  if (!collect) return async () => {};
  let floor = heap.used();
  return async () => {
    const used = heap.used();
    // V8 collected on its own since: measure from what that left.
    if (used < floor) floor = used;
    if (used - floor < marginBytes) return;
    await collect({ type: 'major', execution: 'async' });
    floor = heap.used();
  };
}
