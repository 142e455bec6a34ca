import { describe, expect, it } from 'vitest';
import { createStampedCache } from './stamped-cache';

/** A read that counts its calls and answers `${label}#${call}`. */
function counted(label: string) {
  let calls = 0;
  const read = async () => {
    calls += 1;
    return `${label}#${calls}`;
  };
  return { read, calls: () => calls };
}

describe('a stamped cache', () => {
  it('reads once per key and stamp', async () => {
    const cache = createStampedCache<string>(10);
    const a = counted('a');
    const b = counted('b');
    expect(await cache.answer('s1', 'a', a.read)).toBe('a#1');
    expect(await cache.answer('s1', 'a', a.read)).toBe('a#1');
    expect(await cache.answer('s1', 'b', b.read)).toBe('b#1');
    expect([a.calls(), b.calls()]).toEqual([1, 1]);
  });

  it('answers nothing kept at another stamp, old or new', async () => {
    const cache = createStampedCache<string>(10);
    const a = counted('a');
    expect(await cache.answer('s1', 'a', a.read)).toBe('a#1');
    expect(await cache.answer('s2', 'a', a.read)).toBe('a#2');
    // A request that read the stamp before the change: read again, never given s2's value.
    expect(await cache.answer('s1', 'a', a.read)).toBe('a#3');
    expect(await cache.answer('s2', 'a', a.read)).toBe('a#4');
    expect(await cache.answer('s2', 'a', a.read)).toBe('a#4');
  });

  it('keeps nothing without a stamp', async () => {
    const cache = createStampedCache<string>(10);
    const a = counted('a');
    await cache.answer(null, 'a', a.read);
    await cache.answer(null, 'a', a.read);
    expect(a.calls()).toBe(2);
  });

  it('shares one read between calls that come while it runs', async () => {
    const cache = createStampedCache<string>(10);
    const a = counted('a');
    const answers = await Promise.all([
      cache.answer('s1', 'a', a.read),
      cache.answer('s1', 'a', a.read),
    ]);
    expect(answers).toEqual(['a#1', 'a#1']);
    expect(a.calls()).toBe(1);
  });

  it('does not keep a failed read', async () => {
    const cache = createStampedCache<string>(10);
    let shouldFail = true;
    const read = async () => {
      if (shouldFail) throw new Error('database gone');
      return 'tree';
    };
    await expect(cache.answer('s1', 'a', read)).rejects.toThrow('database gone');
    shouldFail = false;
    expect(await cache.answer('s1', 'a', read)).toBe('tree');
  });

  it('lets the least recently used value go past its capacity', async () => {
    const cache = createStampedCache<string>(2);
    const [a, b, c] = [counted('a'), counted('b'), counted('c')];
    await cache.answer('s1', 'a', a.read);
    await cache.answer('s1', 'b', b.read);
    await cache.answer('s1', 'a', a.read); // a used after b
    await cache.answer('s1', 'c', c.read); // b leaves
    await cache.answer('s1', 'a', a.read);
    await cache.answer('s1', 'b', b.read);
    expect([a.calls(), b.calls(), c.calls()]).toEqual([1, 2, 1]);
  });
});
