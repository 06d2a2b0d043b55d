import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Every message of the catalogue: each `…Messages` object packages/shared exports (the messages modules,
 * and the few kept beside their schemas). Worded messages that take a value (a limit, a name) become patterns with that value open.
 */
export type Catalogue = { has(message: string): boolean; size: number };

const SHARED = resolve(__dirname, '../../../../packages/shared/src');
const SENTINEL = '\u0000';

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function loadCatalogue(): Promise<Catalogue> {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  const collect = (value: unknown, depth = 0): void => {
    if (typeof value === 'string') exact.add(value);
    else if (typeof value === 'function') {
      const worded = (value as (...args: string[]) => unknown)(SENTINEL, SENTINEL, SENTINEL);
      if (typeof worded === 'string') patterns.push(new RegExp(`^${escape(worded).split(SENTINEL).join('.+')}$`, 's'));
    } else if (value && typeof value === 'object' && depth < 2) for (const inner of Object.values(value)) collect(inner, depth + 1);
  };
  for (const file of files(SHARED)) {
    const exports = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) if (/messages$/i.test(name) || /Messages$/.test(name)) collect(value);
  }
  return { has: (message) => exact.has(message) || patterns.some((pattern) => pattern.test(message)), size: exact.size + patterns.length };
}
