import { describe, expect, it } from 'vitest';
import { DEFAULT_SOURCE, hallSourceFromParams, sourceKey } from './hall-source';

const read = (query: string) => hallSourceFromParams(new URLSearchParams(query), 'https://shop.example');

describe('demo hall source from the address', () => {
  it('reads a generated hall size within 1,000 to 200,000 seats', () => {
    expect(read('seats=50000')).toEqual({ kind: 'seats', seats: 50000 });
    expect(read('seats=1000')).toEqual({ kind: 'seats', seats: 1000 });
    expect(read('seats=200000')).toEqual({ kind: 'seats', seats: 200000 });
    expect(read('seats=999')).toEqual({ kind: 'invalid', code: 'bad-seats' });
    // Only the sizes the server builds and caches.
    expect(read('seats=12345')).toEqual({ kind: 'invalid', code: 'bad-seats' });
    expect(read('seats=50000')).toEqual({ kind: 'seats', seats: 50_000 });
    expect(read('seats=200001')).toEqual({ kind: 'invalid', code: 'bad-seats' });
    expect(read('seats=1e4x')).toEqual({ kind: 'invalid', code: 'bad-seats' });
  });

  it('reads a fixture hall by name', () => {
    expect(read('hall=theatre')).toEqual({ kind: 'hall', name: 'theatre' });
    expect(read('hall=../etc')).toEqual({ kind: 'invalid', code: 'unknown-hall' });
  });

  it('reads an SVG address, relative or absolute, http(s) only', () => {
    expect(read('src=/halls/mine.svg')).toEqual({ kind: 'src', url: 'https://shop.example/halls/mine.svg' });
    expect(read('src=https://venue.example/h.svg')).toEqual({ kind: 'src', url: 'https://venue.example/h.svg' });
    expect(read('src=javascript:alert(1)')).toEqual({ kind: 'invalid', code: 'bad-src' });
    expect(read('src=data:image/svg+xml,<svg/>')).toEqual({ kind: 'invalid', code: 'bad-src' });
  });

  it('prefers src, then hall, then seats, and has a default', () => {
    expect(read('seats=5000&hall=arena').kind).toBe('hall');
    expect(read('hall=arena&src=/a.svg').kind).toBe('src');
    expect(read('')).toEqual(DEFAULT_SOURCE);
    expect(sourceKey(read('seats=10000'))).toBe('seats:10000');
  });
});
