import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: the build script is plain JavaScript, run by node as well as imported here.
import { buildServer, serverBuildIsStale } from '../build.mjs';
import { buildTemplate } from './helpers/database-template';
import { leftoverTestFolders } from './helpers/temp-folders';

/**
 * Once per run of the server project: the database every test file copies (see helpers/database.ts),
 * and, at the end, the check that no test file left its temporary folders behind.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  // The crash tests start the bundled server (test/crash/server-process.ts). esbuild bundles in a process of its own
  // while the template migrates here: on a fresh clone the two took some 3 s and 7–13 s one after the other.
  const rebuilt = serverBuildIsStale() as boolean;
  const [{ template, dispose }] = await Promise.all([buildTemplate(process.env.DATABASE_URL), rebuilt ? buildServer() : undefined]);
  project.provide('databaseTemplate', template);
  const folderPrefix = `openhouse-test-${process.pid}-`;
  project.provide('testFolderPrefix', folderPrefix);
  console.log(`server tests: ${template.kind} template built in ${Math.round(performance.now() - started)} ms${rebuilt ? ", beside the server's bundle" : ""}`);

  return async () => {
    await dispose();
    const leftovers = leftoverTestFolders(folderPrefix);
    for (const folder of leftovers) rmSync(folder, { recursive: true, force: true });
    // A folder left behind means a test app was never closed (or its data folder never removed): fail the run.
    // Vitest only logs an error thrown here, so the exit code is set as well.
    if (leftovers.length > 0) {
      process.exitCode = 1;
      throw new Error(`${leftovers.length} temporary folder(s) of this run were left behind by test files (now removed): ${leftovers.join(', ')}`);
    }
  };
}
