import { describe, expect, it } from 'vitest';
import { DemoHallCache } from './demo-hall-cache';

describe('demo hall cache', () => {
  it('builds a (size, language) once: a second request and a concurrent one share the body', async () => {
    const cache = new DemoHallCache();
    const [a, b] = await Promise.all([cache.get({ seats: '1000' }, 'ru'), cache.get({ seats: '1000' }, 'ru')]);
    expect(b).toBe(a);
    expect(await cache.get({ seats: '1000' }, 'ru')).toBe(a);
    expect(await cache.get({ seats: '1000' }, 'en')).not.toBe(a);
  });

  it('refuses sizes outside the set and unknown fixtures at once', () => {
    const cache = new DemoHallCache();
    for (const seats of ['999', '1001', '200001', '1e3', 'abc', '']) expect(() => cache.get({ seats }, 'ru'), seats).toThrow(/seats must be one of/);
    expect(() => cache.get({ hall: '../x' }, 'ru')).toThrow(/No fixture hall/);
  });
});
