import { describe, expect, it } from 'vitest';
import { holdsNul } from './nul-refusal';

describe('holdsNul', () => {
  it('finds NUL in a nested string or key, and nothing in a clean body', () => {
    expect(holdsNul({ a: [1, { b: 'x\u0000' }] })).toBe(true);
    expect(holdsNul({ a: [{ ['k\u0000']: 1 }] })).toBe(true);
    expect(holdsNul({ a: [1, 'two', { b: null }], c: true })).toBe(false);
  });

  it('walks a list of 200,000 items without overflowing the call stack', () => {
    const long = new Array<number>(200_000).fill(0);
    expect(holdsNul({ ids: long })).toBe(false);
    expect(holdsNul({ ids: [...long, 'x\u0000'] })).toBe(true);
  });
});
