import { describe, expect, it } from 'vitest';
import { randomBytes } from './random-bytes';

describe('randomBytes (pooled)', () => {
  it('hands out each byte once: draws across refills of the pool never repeat and never share memory', () => {
    const seen = new Set<string>();
    const draws = Array.from({ length: 2000 }, (_, i) => randomBytes(1 + (i % 20)));
    for (const d of draws) {
      const hex = d.toString('hex');
      if (d.length >= 8) {
        expect(seen.has(hex)).toBe(false);
        seen.add(hex);
      }
    }
    const a = randomBytes(16);
    const copy = Buffer.from(a);
    randomBytes(4096);
    for (let i = 0; i < 300; i++) randomBytes(16);
    expect(a.equals(copy)).toBe(true);
    expect(randomBytes(10_000)).toHaveLength(10_000);
  });
});
