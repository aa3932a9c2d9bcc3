import { describe, expect, it } from 'vitest';
import { packStrings, stringsView, unpackStrings } from './string-column';

describe('string columns', () => {
  it('round-trip through a table of distinct values', () => {
    const values = ['1', '1', '2', '', 'A', '2', ''];
    const packed = packStrings(values);
    expect(packed.table).toEqual(['1', '2', '', 'A']);
    expect(unpackStrings(packed)).toEqual(values);
    expect(unpackStrings(packStrings([]))).toEqual([]);
  });

  it('read through a view like the array, each value looked up in the table when first read', () => {
    const values = ['1', '1', '2', '', 'A', '2', ''];
    const packed = packStrings(values);
    const view = stringsView(packed);
    expect(view.length).toBe(7);
    expect(view[2]).toBe('2');
    expect(view[7]).toBeUndefined();
    expect(3 in view && !(7 in view)).toBe(true);
    // Looked up when read, not copied when the view was made; then kept.
    packed.table[packed.codes[4]!] = 'B';
    expect(view[4]).toBe('B');
    packed.table[packed.codes[4]!] = 'C';
    expect(view[4]).toBe('B');
    packed.table[packed.codes[4]!] = 'B';
    expect(view.slice(3, 5)).toEqual(['', 'B']);
    expect([...view]).toEqual(['1', '1', '2', '', 'B', '2', '']);
    expect(Array.isArray(view)).toBe(true);
    expect(JSON.stringify(view)).toBe(JSON.stringify(['1', '1', '2', '', 'B', '2', '']));
    expect(() => {
      'use strict';
      view[0] = 'x';
    }).toThrow(TypeError);
  });
});
