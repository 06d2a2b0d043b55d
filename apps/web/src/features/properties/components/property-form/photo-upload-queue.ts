import { useCallback, useEffect, useRef, useState } from 'react';

export type QueuedPhoto = { key: string; file: File; preview: string; status: 'waiting' | 'uploading' | 'failed'; error?: string };

/**
 * Uploads dropped photos one request per file, so each shows its own progress and one bad file
 * does not sink the rest. Uploaded files leave the queue (the listing's photo list shows them).
 */
export function usePhotoUploadQueue(upload: (file: File) => Promise<void>, describeError: (error: unknown) => string, onIdle?: (uploaded: number) => void) {
  const [queue, setQueue] = useState<QueuedPhoto[]>([]);
  const [done, setDone] = useState(0);
  const [total, setTotal] = useState(0);
  const running = useRef(false);
  const pending = useRef<QueuedPhoto[]>([]);
  const previews = useRef(new Set<string>());

  const patch = (key: string, change: Partial<QueuedPhoto>) => setQueue((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const drop = (key: string) =>
    setQueue((items) =>
      items.filter((item) => {
        if (item.key !== key) return true;
        URL.revokeObjectURL(item.preview);
        previews.current.delete(item.preview);
        return false;
      }),
    );

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    let uploaded = 0;
    while (pending.current.length > 0) {
      const item = pending.current.shift()!;
      patch(item.key, { status: 'uploading' });
      try {
        await upload(item.file);
        drop(item.key);
        uploaded += 1;
      } catch (error) {
        patch(item.key, { status: 'failed', error: describeError(error) });
      }
      setDone((count) => count + 1);
    }
    running.current = false;
    if (uploaded > 0) onIdle?.(uploaded);
  }, [upload, describeError, onIdle]);

  const add = useCallback(
    (files: File[]) => {
      const items = files.map((file, index) => {
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        return { key: `${Date.now()}-${index}-${file.name}`, file, preview, status: 'waiting' as const };
      });
      if (!running.current) {
        setDone(0);
        setTotal(items.length);
      } else {
        setTotal((count) => count + items.length);
      }
      setQueue((current) => [...current, ...items]);
      pending.current.push(...items);
      void run();
    },
    [run],
  );

  // Object URLs hold the file in memory until revoked.
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  return { queue, add, remove: drop, uploading: queue.some((item) => item.status !== 'failed'), progress: total ? Math.round((done / total) * 100) : 0, done, total };
}
