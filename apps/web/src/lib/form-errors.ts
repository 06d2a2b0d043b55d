import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts a 422's `errors` (keyed by API field) on the form's own fields. `fieldMap` renames API
 * fields the form calls differently. Answers whether any field took a message.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fieldMap: Partial<Record<string, Path<T>>> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const [apiField, messages] of Object.entries(error.errors)) {
    const target = fieldMap[apiField] ?? (fields.includes(apiField as Path<T>) ? (apiField as Path<T>) : undefined);
    const message = Array.isArray(messages) ? messages[0] : undefined;
    if (target && message) {
      setError(target, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
