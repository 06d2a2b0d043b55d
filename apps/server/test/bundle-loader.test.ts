import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestFolder, removeTestFolder } from './helpers/temp-folders';

const LOADER = new URL('../bundle-loader.mjs', import.meta.url).href;

/**
 * A bundle as build.mjs lays one out: a CommonJS file, and an ES module of the same name that runs it through
 * bundle-loader.mjs. It requires a file beside it and imports an ES module through the loader's import().
 */
function writeBundle(folder: string): void {
  writeFileSync(join(folder, 'helper.cjs'), "module.exports = { name: 'helper' };\n");
  writeFileSync(join(folder, 'page.mjs'), "export const drawn = 'page';\n");
  writeFileSync(
    join(folder, 'app.cjs'),
    [
      "const { pathToFileURL } = require('node:url');",
      "const { name } = require('./helper.cjs');",
      "const importEsm = globalThis[Symbol.for('openhouse.importEsm')];",
      "importEsm(pathToFileURL(require('node:path').join(__dirname, 'page.mjs')).href).then(({ drawn }) => {",
      '  console.log(JSON.stringify({ file: __filename, name, drawn }));',
      '});',
      '',
    ].join('\n'),
  );
  writeFileSync(join(folder, 'app.mjs'), `import { runBundle } from '${LOADER}';\n\nrunBundle(new URL('./app.cjs', import.meta.url));\n`);
}

function runBundle(folder: string, cacheFolder: string): { file: string; name: string; drawn: string } {
  const output = execFileSync(process.execPath, [join(folder, 'app.mjs')], { encoding: 'utf8', env: { ...process.env, NODE_COMPILE_CACHE: cacheFolder } });
  return JSON.parse(output.trim()) as { file: string; name: string; drawn: string };
}

/** The loader's files of V8's code in the cache folder. */
const codeFiles = (cacheFolder: string) => readdirSync(cacheFolder, { recursive: true, encoding: 'utf8' }).filter((name) => name.startsWith('v8-app.cjs-'));

describe('the server bundle loader (bundle-loader.mjs)', () => {
  let folder: string;
  let cacheFolder: string;

  beforeEach(() => {
    folder = makeTestFolder();
    cacheFolder = join(folder, 'cache');
    writeBundle(folder);
  });

  afterEach(() => removeTestFolder(folder));

  it('runs the bundle as CommonJS in its own folder, and lends it import() for ES modules', () => {
    expect(runBundle(folder, cacheFolder)).toEqual({ file: join(folder, 'app.cjs'), name: 'helper', drawn: 'page' });
  });

  it('keeps V8 code of the bundle between starts, one file per build and Node, and replaces code V8 refuses', () => {
    runBundle(folder, cacheFolder);
    const [first] = codeFiles(cacheFolder);
    const { size, mtimeMs } = statSync(join(folder, 'app.cjs'));
    expect(first).toBe(`v8-app.cjs-${process.version}-${size}-${Math.round(mtimeMs)}.bin`);
    const code = readFileSync(join(cacheFolder, first!));
    expect(code.length).toBeGreaterThan(0);

    // The next start is given the code and accepts it: nothing is written again.
    const writtenAt = statSync(join(cacheFolder, first!)).mtimeMs;
    expect(runBundle(folder, cacheFolder).drawn).toBe('page');
    expect(statSync(join(cacheFolder, first!)).mtimeMs).toBe(writtenAt);

    // Code V8 refuses (here, not code at all) is replaced by good code.
    writeFileSync(join(cacheFolder, first!), 'not code');
    expect(runBundle(folder, cacheFolder).drawn).toBe('page');
    expect(readFileSync(join(cacheFolder, first!)).length).toBe(code.length);

    // A new build (renamed into place, so a new modification time) has its own file; the old one goes.
    utimesSync(join(folder, 'app.cjs'), new Date(), new Date(mtimeMs + 60_000));
    // The file system keeps the time it was given to the millisecond, not the fraction of the time read before.
    const rebuiltAt = statSync(join(folder, 'app.cjs')).mtimeMs;
    expect(Math.round(rebuiltAt)).not.toBe(Math.round(mtimeMs));
    runBundle(folder, cacheFolder);
    expect(codeFiles(cacheFolder)).toEqual([`v8-app.cjs-${process.version}-${size}-${Math.round(rebuiltAt)}.bin`]);
  });
});
