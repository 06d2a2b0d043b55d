import type { PropertyInput, PropertyValues } from '@openhouse/shared/properties/listing';
import type { UseFormReturn } from 'react-hook-form';

export type PropertyFormApi = UseFormReturn<PropertyInput, unknown, PropertyValues>;

/** A field's message, wherever react-hook-form keeps it (nested for seller_invite). */
export function fieldError(form: PropertyFormApi, name: string): string | undefined {
  let node: unknown = form.formState.errors;
  for (const part of name.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  const message = node && typeof node === 'object' ? (node as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}
