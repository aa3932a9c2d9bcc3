import { describe, expect, it } from 'vitest';
import { ACCESSIBLE_KINDS } from '../../../../contract/seat-kind';
import { seatsOfKinds } from './seats-of-kinds';

const plain = (kinds: Uint8Array, mask: number) => [...kinds.keys()].filter((i) => kinds[i]! & mask);

describe('seatsOfKinds', () => {
  it('finds the same seats as reading each kind, at any length and any offset in its buffer', () => {
    let seed = 3;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const buffer = new Uint8Array(203);
    for (let i = 0; i < buffer.length; i++) buffer[i] = random() < 0.9 ? 0 : Math.floor(random() * 256);
    for (let offset = 0; offset < 4; offset++) {
      for (const length of [0, 1, 3, 4, 5, 97, 199]) {
        const kinds = buffer.subarray(offset, offset + length);
        for (const mask of [ACCESSIBLE_KINDS, 1, 0x80, 0xff]) expect(seatsOfKinds(kinds, mask)).toEqual(plain(kinds, mask));
      }
    }
  });

  it('finds a seat in every position of a word, and none in a hall without such seats', () => {
    const kinds = new Uint8Array(16);
    expect(seatsOfKinds(kinds, ACCESSIBLE_KINDS)).toEqual([]);
    const bit = ACCESSIBLE_KINDS & -ACCESSIBLE_KINDS;
    for (const i of [4, 9, 14, 15]) kinds[i] = bit;
    expect(seatsOfKinds(kinds, ACCESSIBLE_KINDS)).toEqual([4, 9, 14, 15]);
  });
});
