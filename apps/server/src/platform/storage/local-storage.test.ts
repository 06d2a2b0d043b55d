import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';

describe('local storage', () => {
  let outer: string;
  let root: string;

  beforeEach(async () => {
    // The root sits inside its own temp dir so that an escape would land somewhere we can look.
    outer = await mkdtemp(join(tmpdir(), 'oh-storage-'));
    root = join(outer, 'root');
  });
  afterEach(async () => {
    await rm(outer, { recursive: true, force: true });
  });

  it('puts, gets and deletes a file, creating folders as needed', async () => {
    const storage = createLocalStorage(root);
    await storage.put('properties/7/photo.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(await readFile(join(root, 'properties/7/photo.jpg'), 'utf8')).toBe('jpeg bytes');
    expect((await storage.get('properties/7/photo.jpg'))?.toString()).toBe('jpeg bytes');
    await storage.put('properties/7/photo.jpg', Buffer.from('replaced'));
    expect((await storage.get('properties/7/photo.jpg'))?.toString()).toBe('replaced');
    await storage.delete('properties/7/photo.jpg');
    expect(await storage.get('properties/7/photo.jpg')).toBeNull();
  });

  it('answers null for a missing key and deletes a missing key quietly', async () => {
    const storage = createLocalStorage(root);
    expect(await storage.get('nothing/here.pdf')).toBeNull();
    await expect(storage.delete('nothing/here.pdf')).resolves.toBeUndefined();
  });

  it.each(['../x', '/etc/passwd', 'a/../../x', 'a\\b', 'a\0b', '../root-sibling/x'])('refuses the hostile key %j and writes nothing', async (key) => {
    const storage = createLocalStorage(root);
    await expect(storage.put(key, Buffer.from('evil'))).rejects.toThrow(/Refused storage key/);
    await expect(storage.get(key)).rejects.toThrow(/Refused storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Refused storage key/);
    // Nothing was created beside the root (the root itself is made only by a successful put).
    expect(await readdir(outer)).toEqual([]);
    expect(existsSync(join(outer, 'x'))).toBe(false);
  });

  it('keeps a key that merely contains dots inside the root', async () => {
    const storage = createLocalStorage(root);
    await storage.put('a/./b..c/../d.txt', Buffer.from('ok'));
    expect(await readFile(join(root, 'a/d.txt'), 'utf8')).toBe('ok');
    expect(await readdir(outer)).toEqual(['root']);
  });

  it('refuses to read through a symbolic link that leads outside the root', async () => {
    const storage = createLocalStorage(root);
    await writeFile(join(outer, 'secret.txt'), 'outside');
    await mkdir(join(root, 'files'), { recursive: true });
    await symlink(join(outer, 'secret.txt'), join(root, 'files/link.txt'));
    await symlink(outer, join(root, 'files/dir'));
    await expect(storage.get('files/link.txt')).rejects.toThrow(/Refused storage key/);
    await expect(storage.get('files/dir/secret.txt')).rejects.toThrow(/Refused storage key/);
    await storage.put('files/inside.txt', Buffer.from('ok'));
    await symlink(join(root, 'files/inside.txt'), join(root, 'files/alias.txt'));
    expect((await storage.get('files/alias.txt'))?.toString()).toBe('ok');
  });
});
