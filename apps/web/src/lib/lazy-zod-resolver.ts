import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { loadOnce } from './load-once';

/**
 * zodResolver over a schema that is downloaded when the form first validates (its first submit), with zod and
 * the resolver. Zod and a schema weigh more than the form that uses them, and an account form is the first
 * page of many visits (docs/ARCHITECTURE.md, Web). zodResolver validates asynchronously anyway, so the
 * messages, and when they show, are the same. The form imports its schema's type only.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(load: () => Promise<z.ZodType<Output, Input>>): Resolver<Input, unknown, Output> {
  // A download that failed (offline) is tried again on the next submit.
  const ready = loadOnce(() => Promise.all([load(), import('@hookform/resolvers/zod')]).then(([schema, { zodResolver }]) => zodResolver(schema)));
  return async (values, context, options) => (await ready())(values, context, options);
}
