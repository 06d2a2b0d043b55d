import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  // Vitest's provide/inject is typed by augmenting this interface; a type alias cannot merge.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    testFolderPrefix: string;
  }
}

const made = new Set<string>();

/** openhouse-test-<run>-: the run's own name, so its teardown can tell its leftovers from another run's folders. */
function prefix(): string {
  try {
    return inject('testFolderPrefix') ?? 'openhouse-test-';
  } catch {
    return 'openhouse-test-';
  }
}

/** A new temporary folder, removed by removeTestFolder() or, at the latest, after the test file (test/setup.ts). */
export function makeTestFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), prefix()));
  made.add(folder);
  return folder;
}

export function removeTestFolder(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
  made.delete(folder);
}

export function removeTestFolders(): void {
  for (const folder of made) removeTestFolder(folder);
}

/** Folders of this run still in the temporary directory (for the run's teardown). */
export function leftoverTestFolders(runPrefix: string): string[] {
  return readdirSync(tmpdir())
    .filter((name) => name.startsWith(runPrefix))
    .map((name) => join(tmpdir(), name));
}
