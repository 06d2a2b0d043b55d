import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('downloads once for every caller, at the first call and not before', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const get = loadOnce(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([get(), get()]);
    expect([first, second, await get()]).toEqual(['module', 'module', 'module']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download, and keeps the one that worked', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue('module');
    const get = loadOnce(load as () => Promise<string>);
    await expect(get()).rejects.toThrow('Failed to fetch');
    await expect(get()).resolves.toBe('module');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
