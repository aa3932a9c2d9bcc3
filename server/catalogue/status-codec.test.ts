import { describe, expect, it } from 'vitest';
import { decodeStatuses, encodeStatuses } from '../../contract/seat-availability';
import { PackedStatuses } from './status-codec';

/** A deterministic pseudo-random sequence (the test must fail the same way twice). */
function lcg(seed: number) {
  let x = seed >>> 0;
  return () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

describe('PackedStatuses (the server-side, patched encoding)', () => {
  it('encodes exactly as the contract does, for every status and both encodings, after any patches', () => {
    const rnd = lcg(7);
    for (const n of [0, 1, 2, 3, 4, 5, 7, 64, 1001, 59_524]) {
      const statuses = new Uint8Array(n).fill(1);
      const packed = new PackedStatuses(statuses);
      expect(packed.encode()).toEqual(encodeStatuses(statuses));
      // From runs (a fresh on-sale) to bits2 (random holds everywhere) and back to runs (sold out).
      for (const [changes, pick] of [[Math.ceil(n / 50), () => 2], [n, () => Math.floor(rnd() * 4)], [n, () => 3]] as const) {
        for (let k = 0; k < changes; k++) {
          const i = Math.floor(rnd() * n);
          const to = pick();
          packed.set(i, to);
          // Set in place: the array given is the one patched.
          if (statuses[i] !== to) throw new Error(`seat ${i} is ${statuses[i]}, not ${to}`);
        }
        const mine = packed.encode();
        const theirs = encodeStatuses(statuses);
        expect(mine).toEqual(theirs);
        expect(decodeStatuses(mine.encoding, mine.statuses, n)).toEqual(statuses);
      }
    }
  });

  it('counts runs across neighbours changed one after the other', () => {
    const statuses = Uint8Array.from([1, 1, 1, 1, 1, 1, 1, 1]);
    const packed = new PackedStatuses(statuses);
    for (const i of [3, 4, 2, 5, 4, 3]) packed.set(i, statuses[i] === 1 ? 3 : 1);
    expect(packed.encode()).toEqual(encodeStatuses(statuses));
    expect(decodeStatuses(packed.encode().encoding, packed.encode().statuses, 8)).toEqual(statuses);
  });

  it('refuses a status outside 0…3', () => {
    expect(() => new PackedStatuses(Uint8Array.from([1, 4]))).toThrow(RangeError);
    const packed = new PackedStatuses(Uint8Array.from([1, 1]));
    expect(() => packed.set(0, 5)).toThrow(RangeError);
  });
});
