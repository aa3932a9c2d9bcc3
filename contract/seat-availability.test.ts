import { afterEach, describe, expect, it, vi } from 'vitest';
import { AvailabilityDecodeError, SeatAvailabilityStatus as S, decodeStatuses, encodeStatuses, fromBase64, toBase64 } from './seat-availability';

const roundTrip = (statuses: Uint8Array) => {
  const e = encodeStatuses(statuses);
  return { ...e, decoded: decodeStatuses(e.encoding, e.statuses, statuses.length) };
};

/** A deterministic pseudo-random sequence (no Math.random: a failure must reproduce). */
function lcg(seed: number) {
  let x = seed >>> 0;
  return () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

describe('base64', () => {
  it('agrees with Node for every tail length', () => {
    for (let n = 0; n < 10; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 97 + 13) & 255);
      expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
      expect([...fromBase64(Buffer.from(bytes).toString('base64'))]).toEqual([...bytes]);
    }
  });
  it('refuses what is not base64', () => {
    expect(() => fromBase64('abc')).toThrow(AvailabilityDecodeError);
    expect(() => fromBase64('ab$d')).toThrow(AvailabilityDecodeError);
    expect(() => fromBase64('a=bc')).toThrow(AvailabilityDecodeError);
  });

  describe('with the platform\'s Uint8Array.fromBase64', () => {
    const native = vi.fn((s: string) => Uint8Array.from(Buffer.from(s, 'base64')));
    const host = Uint8Array as unknown as { fromBase64?: unknown };
    const had = Object.getOwnPropertyDescriptor(Uint8Array, 'fromBase64');
    afterEach(() => {
      if (had) Object.defineProperty(Uint8Array, 'fromBase64', had);
      else delete host.fromBase64;
      native.mockClear();
    });
    it('decodes through it (a 100k hall\'s statuses cost the phone ~13 ms in the loop)', () => {
      Object.defineProperty(Uint8Array, 'fromBase64', { value: native, configurable: true, writable: true });
      const bytes = Uint8Array.from({ length: 25_001 }, (_, i) => (i * 31 + 7) & 255);
      const e = Buffer.from(bytes).toString('base64');
      expect([...fromBase64(e)]).toEqual([...bytes]);
      expect(native).toHaveBeenCalledTimes(1);
      expect(native).toHaveBeenCalledWith(e, { lastChunkHandling: 'loose' });
    });
    it('still refuses what is not base64 (it would skip spaces), saying where', () => {
      Object.defineProperty(Uint8Array, 'fromBase64', { value: native, configurable: true, writable: true });
      expect(() => fromBase64('ab d')).toThrow(/not base64 at 2/);
      expect(() => fromBase64('a=bc')).toThrow(AvailabilityDecodeError);
      expect(() => fromBase64('abc')).toThrow(AvailabilityDecodeError);
      expect(native).not.toHaveBeenCalled();
    });
  });
});

describe('seat status encoding', () => {
  it('carries every status through both encodings', () => {
    const all = Uint8Array.from([S.unavailable, S.free, S.held, S.sold, S.sold, S.held, S.free, S.unavailable, S.free]);
    const r = roundTrip(all);
    expect([...r.decoded]).toEqual([...all]);
    // Both decoders, whichever the encoder picked.
    const longRuns = new Uint8Array(400);
    longRuns.fill(S.sold, 0, 100).fill(S.held, 100, 200).fill(S.free, 200, 300).fill(S.unavailable, 300);
    const lr = roundTrip(longRuns);
    expect(lr.encoding).toBe('runs');
    expect([...lr.decoded]).toEqual([...longRuns]);
    const alternating = Uint8Array.from({ length: 401 }, (_, i) => i % 4);
    const al = roundTrip(alternating);
    expect(al.encoding).toBe('bits2');
    expect([...al.decoded]).toEqual([...alternating]);
  });

  it('round-trips an empty hall', () => {
    const r = roundTrip(new Uint8Array(0));
    expect(r.decoded.length).toBe(0);
  });

  it('sends a sold-out or untouched hall in a few bytes', () => {
    for (const status of [S.sold, S.free]) {
      const hall = new Uint8Array(59_524).fill(status);
      const r = roundTrip(hall);
      expect(r.encoding).toBe('runs');
      expect(r.statuses.length).toBeLessThan(12);
      expect(r.decoded.every((s) => s === status)).toBe(true);
    }
  });

  it('keeps a stadium mid-sale under 16 KB before compression', () => {
    const next = lcg(16);
    const n = 59_524;
    const hall = Uint8Array.from({ length: n }, () => {
      const p = next();
      return p < 0.45 ? S.sold : p < 0.55 ? S.held : p < 0.98 ? S.free : S.unavailable;
    });
    const r = roundTrip(hall);
    expect(r.encoding).toBe('bits2');
    expect(fromBase64(r.statuses).length).toBe(Math.ceil(n / 4));
    expect(r.decoded).toEqual(hall);
  });

  it('round-trips random halls of every size near a byte boundary', () => {
    const next = lcg(7);
    for (let n = 1; n < 70; n++) {
      const runLength = 1 + Math.floor(next() * 20);
      const hall = new Uint8Array(n);
      let s = 0;
      for (let i = 0; i < n; i++) {
        if (i % runLength === 0) s = Math.floor(next() * 4);
        hall[i] = s;
      }
      expect(roundTrip(hall).decoded).toEqual(hall);
    }
  });

  it('writes runs longer than one varint byte', () => {
    const hall = new Uint8Array(1_000_000).fill(S.free);
    hall[999_999] = S.sold;
    const r = roundTrip(hall);
    expect(r.encoding).toBe('runs');
    expect(r.decoded[999_998]).toBe(S.free);
    expect(r.decoded[999_999]).toBe(S.sold);
  });

  it('refuses a status outside 0…3', () => {
    expect(() => encodeStatuses(Uint8Array.from([1, 4]))).toThrow(RangeError);
  });

  it('refuses documents that do not match the hall', () => {
    const e = encodeStatuses(new Uint8Array(10).fill(S.free));
    expect(() => decodeStatuses(e.encoding, e.statuses, 11)).toThrow(AvailabilityDecodeError);
    expect(() => decodeStatuses(e.encoding, e.statuses, 9)).toThrow(AvailabilityDecodeError);
    expect(() => decodeStatuses('bits2', toBase64(new Uint8Array(2)), 10)).toThrow(/3|bytes/);
    expect(() => decodeStatuses('rle', e.statuses, 10)).toThrow(/unknown encoding/);
    expect(() => decodeStatuses('runs', toBase64(Uint8Array.from([0x81])), 10)).toThrow(/truncated/);
    expect(() => decodeStatuses('runs', toBase64(Uint8Array.from([1])), 10)).toThrow(/empty run/);
    expect(() => decodeStatuses('runs', e.statuses, -1)).toThrow(/seat count/);
  });
});
