/**
 * A download asked for once and shared by every caller (a layout, the modal registry, a form's schema). One that
 * failed (offline) is forgotten, so the next call tries again instead of failing for the rest of the visit.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
