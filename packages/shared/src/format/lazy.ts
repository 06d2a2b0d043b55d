/**
 * A value made on first use and kept. For Intl formatters and lists kept at module level: the process's first
 * Intl object loads ICU's locale data (about 30 ms, then about 7 ms more for the first date format), and
 * a module-level one pays that at every server start, whether or not anything is formatted
 * (docs/ARCHITECTURE.md, "Starting the server").
 */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}
