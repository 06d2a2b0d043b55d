import { mkdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Storage } from './storage';

/** Resolves a storage key under the root, refusing anything that would land outside it. */
function resolveInside(root: string, key: string): string {
  const base = resolve(root);
  if (key.includes('\0') || key.startsWith('/') || key.includes('\\')) throw new Error(`Refused storage key: ${key}`);
  const target = resolve(base, key);
  if (target !== base && !target.startsWith(base + sep)) throw new Error(`Refused storage key: ${key}`);
  return target;
}

/**
 * The path of an existing file, refusing one reached through a symbolic link that leads outside the root: keys
 * are checked as text, but a link placed inside the folder (by hand, by a restore) would still lead out.
 */
async function realPathInside(root: string, key: string): Promise<string> {
  const path = resolveInside(root, key);
  const [real, base] = await Promise.all([realpath(path), realpath(resolve(root))]);
  if (real !== base && !real.startsWith(base + sep)) throw new Error(`Refused storage key: ${key}`);
  return real;
}

export function createLocalStorage(root: string): Storage {
  return {
    async put(key, body) {
      const path = resolveInside(root, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    async get(key) {
      try {
        return await readFile(await realPathInside(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolveInside(root, key), { force: true });
    },
  };
}
