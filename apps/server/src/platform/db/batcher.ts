/**
 * Gathers the calls made during one turn of the event loop into one call of `run`, so that a crowd of
 * requests asking the same question (who owns this token, what does this bid need to be judged on)
 * costs one database round trip instead of one each. Under light load a batch holds a single call and
 * waits for nothing but the end of the current turn (setImmediate), so nobody pays for the batching.
 *
 * With `oneAtATime`, at most one batch per key is in flight: calls made meanwhile wait for it and then go
 * together in the next. Used where batches of one key would only queue behind each other in the database
 * anyway (bids on one auction wait for its row lock), so waiting in the app costs nothing and makes the
 * next batch bigger.
 */
export type BatcherOptions<In, Out> = {
  /** Answers the inputs, one output per input, in order. A throw fails every call of the batch. */
  run(inputs: In[]): Promise<Out[]>;
  /** Only calls with the same key share a batch (default: all calls share one). */
  keyOf?(input: In): string | number;
  oneAtATime?: boolean;
  /** Largest batch; the rest waits for the next (default 500). */
  maxBatch?: number;
};

type Waiting<In, Out> = { input: In; resolve(output: Out): void; reject(error: unknown): void };
type Group<In, Out> = { waiting: Waiting<In, Out>[]; scheduled: boolean; inFlight: number };

export function createBatcher<In, Out>(options: BatcherOptions<In, Out>): (input: In) => Promise<Out> {
  const groups = new Map<string | number, Group<In, Out>>();
  const maxBatch = options.maxBatch ?? 500;

  const schedule = (key: string | number, group: Group<In, Out>) => {
    if (group.scheduled || group.waiting.length === 0 || (options.oneAtATime && group.inFlight > 0)) return;
    group.scheduled = true;
    setImmediate(() => flush(key, group));
  };

  const flush = (key: string | number, group: Group<In, Out>) => {
    group.scheduled = false;
    const batch = group.waiting.splice(0, maxBatch);
    group.inFlight += 1;
    const settle = () => {
      group.inFlight -= 1;
      if (group.waiting.length > 0) schedule(key, group);
      else if (group.inFlight === 0 && !group.scheduled) groups.delete(key);
    };
    let running: Promise<Out[]>;
    try {
      running = options.run(batch.map((waiting) => waiting.input));
    } catch (error) {
      running = Promise.reject(error);
    }
    // The group is settled before the callers hear back, so the next batch is on its way first.
    running.then(
      (outputs) => {
        settle();
        if (outputs.length !== batch.length) {
          const error = new Error(`a batch of ${batch.length} was answered with ${outputs.length} results`);
          batch.forEach((waiting) => waiting.reject(error));
        } else batch.forEach((waiting, index) => waiting.resolve(outputs[index]!));
      },
      (error: unknown) => {
        settle();
        batch.forEach((waiting) => waiting.reject(error));
      },
    );
    // More than one batch's worth was waiting: the rest goes next (or now, when batches may overlap).
    if (group.waiting.length > 0) schedule(key, group);
  };

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      const key = options.keyOf?.(input) ?? '';
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { waiting: [], scheduled: false, inFlight: 0 }));
      group.waiting.push({ input, resolve, reject });
      schedule(key, group);
    });
}
