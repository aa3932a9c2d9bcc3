import { describe, expect, it } from 'vitest';
import { SeatIdIndex } from './seat-id-index';

describe('SeatIdIndex', () => {
  it('answers like the Map of the ids it was given, however it is first read', () => {
    const ids = Int32Array.of(40, 7, 1003, 12);
    const expected = new Map([...ids].map((id, i) => [id, i]));
    const reads: Array<(m: Map<number, number>) => unknown> = [
      (m) => m.get(1003),
      (m) => m.has(7),
      (m) => m.size,
      (m) => [...m],
      (m) => [...m.keys()],
      (m) => [...m.values()],
      (m) => {
        const seen: number[] = [];
        m.forEach((v) => seen.push(v));
        return seen;
      },
    ];
    for (const read of reads) {
      const index = new SeatIdIndex(ids);
      expect(read(index)).toEqual(read(expected));
      expect([...index.entries()]).toEqual([...expected.entries()]);
      expect(index.get(5)).toBeUndefined();
    }
  });

  it('writes after the ids: set and delete change it, clear empties it', () => {
    const index = new SeatIdIndex(Int32Array.of(1, 2));
    index.set(9, 2);
    expect([...index]).toEqual([
      [1, 0],
      [2, 1],
      [9, 2],
    ]);
    expect(index.delete(1)).toBe(true);
    expect(index.size).toBe(2);
    const cleared = new SeatIdIndex(Int32Array.of(1, 2));
    cleared.clear();
    expect(cleared.size).toBe(0);
    expect(index instanceof Map).toBe(true);
  });
});
