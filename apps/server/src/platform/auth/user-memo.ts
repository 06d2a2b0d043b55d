/**
 * Something read from a user's rows (what GET /me answers), remembered in process per user id beside their
 * sessions and forgotten with them: whatever forgets a user's sessions on every instance
 * (`SessionCache.forget({ users })`) forgets this too, so a change is seen at once everywhere once the
 * changing request has announced it. Bounded (least recently used first out) and short-lived like the
 * sessions; a user that is not found is not kept. Values are shared by every caller: keep them immutable.
 */
export type UserMemo<T> = {
  /** The remembered value, or what `load` answers (kept unless a forget arrived while it was loading). */
  get(userId: number, load: () => Promise<T | undefined>): Promise<T | undefined>;
};

/** The session cache's side of a memo: what its revocations reach. */
export type UserMemoControl<T> = {
  memo: UserMemo<T>;
  forget(users: ReadonlySet<number>): void;
  clear(): void;
};

export type UserMemoOptions = {
  ttlMs: number;
  maxEntries: number;
  now: () => number;
  /** Whether every forget published from now on reaches this instance; while not, nothing is kept or served. */
  listening: () => boolean;
};

export function createUserMemo<T>(options: UserMemoOptions): UserMemoControl<T> {
  const entries = new Map<number, { value: T; until: number }>();
  /** Moves on every forget: a load in flight meanwhile may have read the row just before the change. */
  let epoch = 0;

  return {
    memo: {
      get(userId, load) {
        const entry = entries.get(userId);
        if (entry) {
          entries.delete(userId);
          if (entry.until > options.now() && options.listening()) {
            // Re-inserted, so the first key of the map is always the least recently used.
            entries.set(userId, entry);
            return Promise.resolve(entry.value);
          }
        }
        const startedAt = epoch;
        return load().then((value) => {
          if (value !== undefined && startedAt === epoch && options.listening()) {
            entries.set(userId, { value, until: options.now() + options.ttlMs });
            while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
          }
          return value;
        });
      },
    },
    forget(users) {
      if (users.size === 0) return;
      epoch += 1;
      for (const userId of users) entries.delete(userId);
    },
    clear() {
      epoch += 1;
      entries.clear();
    },
  };
}
