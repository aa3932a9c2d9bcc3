import { describe, expect, it, vi } from 'vitest';
import { fixtureHall } from '../../fixtures/halls';
import { defaultSeatMapSettings } from '../hall/model';
import type { SeatMapSettings } from '../hall/model';
import { parseHallSvg } from '../hall/parse';
import { fitScale, levelOfDetail, medianSeatRadius, numberFontPx, NUMBERS_MIN_RADIUS_PX } from './lod';

const meta = (over: Partial<SeatMapSettings> = {}): SeatMapSettings => ({ ...defaultSeatMapSettings, ...over });

describe('levelOfDetail', () => {
  it('zoomporog: seats from pxPerUnit × 100 ≥ zoomporog even when seats are tiny', () => {
    expect(levelOfDetail(4.99, meta(), 0.1)).toBe('sectors');
    expect(levelOfDetail(5, meta(), 0.1)).toBe('seats');
    expect(levelOfDetail(2, meta({ zoomporog: 200 }), 0.1)).toBe('seats');
    expect(levelOfDetail(2, meta({ zoomporog: 0 }), 0.1)).toBe('sectors'); // 0 means the default 500
  });

  it('or when the median seat is at least 2 CSS px in radius', () => {
    expect(levelOfDetail(4, meta(), 0.45)).toBe('sectors'); // 1.8 px
    expect(levelOfDetail(4.5, meta(), 0.45)).toBe('seats'); // 2.025 px
  });

  it('numbers only with showseatnumber and seats whose 7 px number fits (radius 7 / 0.95 px)', () => {
    expect(levelOfDetail(16, meta({ showseatnumber: true }), 0.45)).toBe('seats'); // 7.2 px
    expect(levelOfDetail(16.5, meta({ showseatnumber: true }), 0.45)).toBe('seats-and-numbers'); // 7.43 px
    expect(levelOfDetail(100, meta({ showseatnumber: false }), 0.45)).toBe('seats');
  });

  it('sizes numbers in half pixels from the seat radius, none below 7 px', () => {
    expect(numberFontPx(7.3)).toBe(0);
    expect(numberFontPx(NUMBERS_MIN_RADIUS_PX)).toBe(7);
    expect(numberFontPx(10)).toBe(9.5);
    expect(numberFontPx(Number.NaN)).toBe(0);
  });

  it('nonsense scales draw sectors', () => {
    expect(levelOfDetail(0, meta(), 0.45)).toBe('sectors');
    expect(levelOfDetail(Number.NaN, meta(), 0.45)).toBe('sectors');
  });

  it('on a 390 × 844 phone, the chamber hall opens with seats and the stadium with sectors', () => {
    const chamber = parseHallSvg(fixtureHall('chamber').svg);
    const stadium = parseHallSvg(fixtureHall('stadium').svg);
    expect(medianSeatRadius(chamber)).toBeCloseTo(0.45, 5);
    expect(levelOfDetail(fitScale(chamber.viewBox, 390, 844), meta({ showseatnumber: true }), medianSeatRadius(chamber))).not.toBe('sectors');
    const fit = fitScale(stadium.viewBox, 390, 844);
    expect(levelOfDetail(fit, meta(), medianSeatRadius(stadium))).toBe('sectors');
    // Zooming in on the stadium reaches seats (zoommax 24 is plenty).
    expect(levelOfDetail(fit * 8, meta(), medianSeatRadius(stadium))).toBe('seats');
  });

  it('the median seat radius of a sample, sorted as numbers without a comparator called per pair', () => {
    const r = Float32Array.from({ length: 10_000 }, (_, i) => (i % 2 === 0 ? 1 + (i % 7) / 8 : 0.5 + (i % 5) / 16));
    const sort = vi.spyOn(Array.prototype, 'sort');
    let median: number;
    let sorts: number;
    try {
      median = medianSeatRadius({ r, seatCount: r.length });
    } finally {
      sorts = sort.mock.calls.length;
      sort.mockRestore();
    }
    expect(sorts).toBe(0);
    const step = Math.floor(r.length / 2001);
    const sample = Array.from({ length: Math.ceil(r.length / step) }, (_, j) => r[j * step]!).sort((a, b) => a - b);
    expect(median).toBe(sample[sample.length >> 1]);
    expect(medianSeatRadius({ r: new Float32Array(0), seatCount: 0 })).toBe(0);
  });
});
