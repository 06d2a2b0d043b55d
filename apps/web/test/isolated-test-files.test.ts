import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_TEST_FILES } from './isolated-test-files';

const WEB_ROOT = join(import.meta.dirname, '..');

/** Every test file of the web app, from apps/web. */
function testFiles(dir = WEB_ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('dist')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(WEB_ROOT, path)] : [];
  });
}

describe('the web tests that run in a module graph of their own', () => {
  it('include every file that replaces a module, which would reach the files after it in a shared graph', () => {
    const replacing = testFiles().filter((file) => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(join(WEB_ROOT, file), 'utf8')));
    expect(replacing.length).toBeGreaterThan(0);
    expect(replacing.filter((file) => !ISOLATED_TEST_FILES.includes(file))).toEqual([]);
  });

  it('name files that exist', () => {
    expect(ISOLATED_TEST_FILES.filter((file) => !existsSync(join(WEB_ROOT, file)))).toEqual([]);
  });
});
