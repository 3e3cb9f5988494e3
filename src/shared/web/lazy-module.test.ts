import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module';

describe('a module fetched when first asked for', () => {
  it('is fetched once, however often it is asked for, and known once it has arrived', async () => {
    const importer = vi.fn(async () => ({ answer: 42 }));
    const module = lazyModule(importer);
    expect(module.loaded()).toBeNull();
    expect(importer).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect(first).toEqual({ answer: 42 });
    expect(second).toBe(first);
    expect(module.loaded()).toBe(first);
    await module.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('answers null when the fetch fails, and tries again next time', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ answer: 1 });
    const module = lazyModule<{ answer: number }>(importer);
    expect(await module.load()).toBeNull();
    expect(module.loaded()).toBeNull();
    expect(await module.load()).toEqual({ answer: 1 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
