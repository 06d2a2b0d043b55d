import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { tarWithout } from './tarball';

const folder = mkdtempSync(join(tmpdir(), 'openhouse-tarball-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A ustar archive made by tar(1) of a small tree, with a long path (prefix field) and files of odd sizes. */
function archive(): Uint8Array {
  const tree = join(folder, 'tree');
  const longDir = join(tree, 'base', 'a'.repeat(60), 'b'.repeat(60));
  mkdirSync(join(tree, 'base', '1'), { recursive: true });
  mkdirSync(join(tree, 'base', '5'), { recursive: true });
  mkdirSync(longDir, { recursive: true });
  writeFileSync(join(tree, 'base', '1', 'one'), 'x'.repeat(700));
  writeFileSync(join(tree, 'base', '5', 'five'), 'five');
  writeFileSync(join(tree, 'base', '10'), 'ten');
  writeFileSync(join(longDir, 'deep'), 'y'.repeat(513));
  const tarball = join(folder, 'tree.tar');
  execFileSync('tar', ['--format=ustar', '-cf', tarball, '-C', tree, 'base']);
  return new Uint8Array(readFileSync(tarball));
}

function listing(tar: Uint8Array): string[] {
  const file = join(folder, 'out.tar');
  writeFileSync(file, tar);
  return execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n').sort();
}

test('drops the entries it is told to, folder and contents, and keeps every other entry whole', () => {
  const original = archive();
  const kept = tarWithout(original, (path) => path === 'base/1/' || path.startsWith('base/1/'));
  expect(listing(kept)).toEqual(listing(original).filter((path) => !path.startsWith('base/1/')));
  expect(listing(kept)).toContain('base/10');
  // The contents survive byte for byte, a long path's file included.
  const out = join(folder, 'out');
  mkdirSync(out);
  execFileSync('tar', ['-xf', join(folder, 'out.tar'), '-C', out]);
  expect(readFileSync(join(out, 'base', '5', 'five'), 'utf8')).toBe('five');
  expect(readFileSync(join(out, 'base', 'a'.repeat(60), 'b'.repeat(60), 'deep'), 'utf8')).toBe('y'.repeat(513));
});

test('keeps the archive as it was when nothing is dropped', () => {
  const original = archive();
  expect(listing(tarWithout(original, () => false))).toEqual(listing(original));
});
