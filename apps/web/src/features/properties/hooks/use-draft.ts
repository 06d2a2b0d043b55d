import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/**
 * A typed value that follows the URL (back button, Clear filters) yet only writes to it once
 * typing pauses. `normalize` is what the draft commits as, so a trailing space is not undone.
 */
export function useDraft<T>(value: T, commit: (value: T) => void, normalize: (draft: T) => unknown = (draft) => draft) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    if (!Object.is(normalize(draft), value)) setDraft(value);
  }
  const debounced = useDebouncedCallback(commit, 400);
  return [draft, (next: T) => (setDraft(next), debounced(next))] as const;
}
