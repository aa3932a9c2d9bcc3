import { describe, expect, it } from 'vitest';
import { SeatStatus } from '../hall/model';
import { KEY_SELECTED, KEY_UNAVAILABLE } from './palette';
import { packColors, rasterizeSeats, type RasterColors } from './rasterize';

function pixels(width: number, height: number) {
  return { width, height, data: new Uint8ClampedArray(width * height * 4) };
}

/** Every seat free, in key 3's colour `fill` (ring `ring`). */
function oneColour(count: number, fill: number, ring?: number): RasterColors {
  return {
    fills: Uint32Array.from([0, 0, 0, fill]),
    rings: ring === undefined ? null : Uint32Array.from([0, 0, 0, ring]),
    status: new Uint8Array(count).fill(SeatStatus.free),
    freeKey: new Uint16Array(count).fill(3),
  };
}

const rgbaAt = (p: ReturnType<typeof pixels>, x: number, y: number) => Array.from(p.data.subarray((y * p.width + x) * 4, (y * p.width + x) * 4 + 4));

describe('rasterising seats into pixels', () => {
  it('packs hex colours, refusing anything else', () => {
    expect(packColors(['#ff0000', '#00ff00'])).toEqual(Uint32Array.from([0x0000ff, 0x00ff00]));
    expect(packColors(['red'])).toBeNull();
  });

  it('stamps an opaque disc with soft edges at the seat position', () => {
    const p = pixels(20, 20);
    const hall = { x: Float32Array.from([5]), y: Float32Array.from([5]), r: Float32Array.from([2]) };
    const red = packColors(['#c0392b'])![0]!;
    rasterizeSeats(p, hall, [0], 1, oneColour(1, red), { k: 2, x: 0, y: 0 });
    expect(rgbaAt(p, 10, 10)).toEqual([0xc0, 0x39, 0x2b, 255]);
    // Just outside the radius (4 px): transparent.
    expect(rgbaAt(p, 15, 10)[3]).toBe(0);
    expect(rgbaAt(p, 10, 16)[3]).toBe(0);
    // On the edge: partly covered.
    const edge = rgbaAt(p, 13, 10)[3]!;
    expect(edge).toBeGreaterThan(0);
    expect(edge).toBeLessThanOrEqual(255);
  });

  it('draws a darker ring when asked and the seat is large enough', () => {
    const p = pixels(40, 40);
    const hall = { x: Float32Array.from([10]), y: Float32Array.from([10]), r: Float32Array.from([1]) };
    rasterizeSeats(p, hall, [0], 1, oneColour(1, 0x0000ff, 0x000080), { k: 10, x: -80, y: -80 }, 0.35);
    expect(rgbaAt(p, 20, 20).slice(0, 3)).toEqual([255, 0, 0]);
    expect(rgbaAt(p, 28, 20).slice(0, 3)).toEqual([128, 0, 0]);
  });

  it('clips seats at the bitmap edges and keeps tiny seats visible', () => {
    const p = pixels(4, 4);
    const hall = { x: Float32Array.from([0, 2]), y: Float32Array.from([0, 2]), r: Float32Array.from([1, 0.01]) };
    rasterizeSeats(p, hall, [0, 1], 2, oneColour(2, 0xffffff), { k: 1, x: 0, y: 0 });
    expect(rgbaAt(p, 0, 0)[3]).toBeGreaterThan(0);
    expect(rgbaAt(p, 2, 2)[3]).toBeGreaterThan(0);
  });

  it('stamps every seat without an index list, each in the colour of its status', () => {
    const hall = { x: Float32Array.from([2.5, 6.5, 10.5]), y: Float32Array.from([2.5, 2.5, 2.5]), r: Float32Array.from([1, 1, 1]) };
    const colors: RasterColors = {
      fills: Uint32Array.from([0x000011, 0x000022, 0x000033, 0x000044]),
      rings: null,
      status: Uint8Array.from([SeatStatus.free, SeatStatus.selected, SeatStatus.unavailable]),
      freeKey: Uint16Array.from([3, 3, 3]),
    };
    const all = pixels(12, 4);
    rasterizeSeats(all, hall, null, 3, colors, { k: 1, x: 0, y: 0 });
    // Words are little-endian RGBA: the key's word is the red byte here.
    expect(rgbaAt(all, 2, 2)).toEqual([0x44, 0, 0, 255]);
    expect(rgbaAt(all, 6, 2)).toEqual([colors.fills[KEY_SELECTED], 0, 0, 255]);
    expect(rgbaAt(all, 10, 2)).toEqual([colors.fills[KEY_UNAVAILABLE], 0, 0, 255]);
    // The same pixels as through an index list of every seat.
    const listed = pixels(12, 4);
    rasterizeSeats(listed, hall, [0, 1, 2], 3, colors, { k: 1, x: 0, y: 0 });
    expect(Array.from(all.data)).toEqual(Array.from(listed.data));
  });

  it('stamps only the first `count` seats', () => {
    const hall = { x: Float32Array.from([2.5, 6.5]), y: Float32Array.from([2.5, 2.5]), r: Float32Array.from([1, 1]) };
    const p = pixels(8, 4);
    rasterizeSeats(p, hall, null, 1, oneColour(2, 0x0000ff), { k: 1, x: 0, y: 0 });
    expect(rgbaAt(p, 2, 2)[3]).toBe(255);
    expect(rgbaAt(p, 6, 2)[3]).toBe(0);
  });
});
