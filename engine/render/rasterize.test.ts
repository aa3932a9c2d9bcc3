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

  it('examines only the pixels a seat under a pixel across can cover', () => {
    // The 100k hall fitted to a phone: seats 0.6 px in radius, stamped one by one.
    const hall = { x: Float32Array.from([5.15, 10.35, 15.25]), y: Float32Array.from([2.6, 2.95, 2.75]), r: Float32Array.from([0.3, 0.3, 0.3]) };
    const p = pixels(40, 12);
    const examined = rasterizeSeats(p, hall, null, 3, oneColour(3, 0xffffff), { k: 2, x: 0, y: 0 });
    // 2×2 for the first two; the third, centred on a pixel, reaches its neighbours on all
    // sides (the soft edge is 1.1 px out). Testing each box whole examined 34.
    expect(examined).toBe(4 + 4 + 9);
    // All three were stamped.
    for (const [px, py] of [[10, 5], [20, 5], [30, 5]] as const) expect(rgbaAt(p, px, py)[3]).toBeGreaterThan(0);
  });

  it("gives the same pixels as testing each disc's whole bounding box, at every size and sub-pixel position", () => {
    const n = 400;
    const x = new Float32Array(n);
    const y = new Float32Array(n);
    const r = new Float32Array(n);
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let i = 0; i < n; i++) {
      // A grid so that seats never overlap, each at a random sub-pixel offset and radius (some clipped at the edges).
      r[i] = [0.05, 0.3, 0.45, 0.8, 1.3, 2.7][i % 6]!;
      x[i] = (i % 20) * 8 - 1 + random() * 2;
      y[i] = Math.floor(i / 20) * 8 - 1 + random() * 2;
    }
    const hall = { x, y, r };
    const colors: RasterColors = { ...oneColour(n, 0x3366cc, 0x112244), status: Uint8Array.from({ length: n }, (_, i) => [SeatStatus.free, SeatStatus.selected, SeatStatus.unavailable][i % 3]!) };
    colors.fills[KEY_SELECTED] = 0x1d1d1f;
    colors.fills[KEY_UNAVAILABLE] = 0xd3d6db;
    const view = { k: 1.37, x: 0.2, y: -0.4 };
    const got = pixels(200, 160);
    rasterizeSeats(got, hall, null, n, colors, view, 0.35);
    expect(Array.from(got.data)).toEqual(Array.from(reference(200, 160, hall, colors, view, 0.35).data));
  });
});

/** The stamping written plainly: every pixel of each disc's bounding box tested. */
function reference(width: number, height: number, hall: { x: Float32Array; y: Float32Array; r: Float32Array }, colors: RasterColors, view: { k: number; x: number; y: number }, strokeRatio: number) {
  const out = pixels(width, height);
  const words = new Uint32Array(out.data.buffer);
  for (let i = 0; i < hall.x.length; i++) {
    const cx = hall.x[i]! * view.k + view.x;
    const cy = hall.y[i]! * view.k + view.y;
    const rb = Math.max(0.6, hall.r[i]! * view.k);
    const s = colors.status[i];
    const key = s === SeatStatus.free ? colors.freeKey[i]! : s === SeatStatus.selected ? KEY_SELECTED : KEY_UNAVAILABLE;
    const ring = colors.rings && rb >= 2 ? rb - strokeRatio * rb : Infinity;
    for (let py = Math.max(0, Math.floor(cy - rb)); py <= Math.min(height - 1, Math.ceil(cy + rb)); py++) {
      for (let px = Math.max(0, Math.floor(cx - rb)); px <= Math.min(width - 1, Math.ceil(cx + rb)); px++) {
        const d = Math.hypot(px + 0.5 - cx, py + 0.5 - cy);
        if (d >= rb + 0.5) continue;
        const a = d <= rb - 0.5 ? 255 : ((rb + 0.5 - d) * 255) | 0;
        if (a <= words[py * width + px]! >>> 24) continue;
        words[py * width + px] = ((a << 24) | (d > ring ? colors.rings![key]! : colors.fills[key]!)) >>> 0;
      }
    }
  }
  return out;
}
