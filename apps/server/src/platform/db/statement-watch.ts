/**
 * Who wants to hear of each SQL statement the app sends (drizzle's queries and the plain SQL of pg-boss):
 * the statement-budget tests count them per operation. With nobody listening a statement costs one
 * set-size check, so the hook stays on in production.
 */
export type StatementListener = (text: string) => void;

export type StatementWatch = {
  /** Calls `listener` with the text of every statement sent from now on; answers the function that stops it. */
  watch(listener: StatementListener): () => void;
  /** What the database handle calls for each statement it sends. */
  notify(text: string): void;
};

export function createStatementWatch(): StatementWatch {
  const listeners = new Set<StatementListener>();
  return {
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify(text) {
      if (listeners.size === 0) return;
      for (const listener of listeners) listener(text);
    },
  };
}

/** Drizzle's logger slot, turned into the watch's notify: drizzle calls it once per statement, prepared ones included. */
export const drizzleLoggerFor = (statements: StatementWatch) => ({ logQuery: (query: string) => statements.notify(query) });
