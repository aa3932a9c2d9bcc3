import { describe, expect, it } from 'vitest';
import { packStrings, unpackStrings } from './string-column';

describe('string columns', () => {
  it('round-trip through a table of distinct values', () => {
    const values = ['1', '1', '2', '', 'A', '2', ''];
    const packed = packStrings(values);
    expect(packed.table).toEqual(['1', '2', '', 'A']);
    expect(unpackStrings(packed)).toEqual(values);
    expect(unpackStrings(packStrings([]))).toEqual([]);
  });
});
