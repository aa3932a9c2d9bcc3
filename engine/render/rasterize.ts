import { SeatStatus } from '../hall/model';
import { darken, KEY_SELECTED, KEY_UNAVAILABLE, parseHex } from './palette';
import type { View } from './view';

/**
 * Seats stamped straight into RGBA pixels: for the whole-hall bitmap, where seats are a
 * pixel or two across, this is ~10× faster than a canvas path of 100k arcs (which Chrome
 * records and rasterises later, on the first drawImage) and costs nothing on the GPU.
 */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export interface RasterSeats {
  x: Float32Array;
  y: Float32Array;
  r: Float32Array;
}

/** Below this radius a seat still gets one visible pixel. */
const MIN_RADIUS_PX = 0.6;
/** Rings read as rings only from this radius up; smaller seats are plain discs. */
const MIN_STROKE_RADIUS_PX = 2;

/** `#rrggbb` colours as little-endian RGBA words without alpha, or null if any is not hex. */
export function packColors(colors: readonly string[]): Uint32Array | null {
  const out = new Uint32Array(colors.length);
  for (let k = 0; k < colors.length; k++) {
    const rgb = parseHex(colors[k]!);
    if (!rgb) return null;
    out[k] = (rgb[2] << 16) | (rgb[1] << 8) | rgb[0];
  }
  return out;
}

/** Colour words by palette key, and what picks each seat's key (`seatKey`, inlined). */
export interface RasterColors {
  /** Fill word by key (`packColors` of the palette's colours). */
  fills: Uint32Array;
  /** Ring word by key, or null for no rings. */
  rings: Uint32Array | null;
  status: Uint8Array;
  /** Per seat: its key while free. */
  freeKey: Uint16Array;
}

/**
 * Draws seats `seats[j]` (null: seats 0 to `count` - 1) in their palette colours under
 * `view` (hall → pixels). Anti-aliased by pixel coverage; seats never overlap, so a pixel
 * keeps the most opaque coverage it was given. `strokeRatio` > 0 draws a darker ring of
 * that share of r. It runs once per hall for its first picture, before the optimising
 * compiler has seen it: no call and no index list a seat (`seatKey` is written inline).
 * Returns how many pixels it examined (the work a 100k hall's first picture waits for).
 */
export function rasterizeSeats(
  pixels: Pixels,
  hall: RasterSeats,
  seats: ArrayLike<number> | null,
  count: number,
  colors: RasterColors,
  view: View,
  strokeRatio = 0,
): number {
  const { width, height } = pixels;
  const words = new Uint32Array(pixels.data.buffer, pixels.data.byteOffset, width * height);
  const { x, y, r } = hall;
  const { fills, rings, status, freeKey } = colors;
  const { k, x: vx, y: vy } = view;
  const n = seats === null ? Math.min(count, x.length) : Math.min(count, seats.length);
  const stroked = rings !== null && strokeRatio > 0;
  let examined = 0;
  for (let j = 0; j < n; j++) {
    const i = seats === null ? j : seats[j]!;
    const cx = x[i]! * k + vx;
    const cy = y[i]! * k + vy;
    const rk = r[i]! * k;
    const rb = rk > MIN_RADIUS_PX ? rk : MIN_RADIUS_PX;
    const s = status[i];
    const key = s === SeatStatus.free ? freeKey[i]! : s === SeatStatus.selected ? KEY_SELECTED : KEY_UNAVAILABLE;
    const fill = fills[key]!;
    const ring = stroked && rb >= MIN_STROKE_RADIUS_PX ? rb - strokeRatio * rb : Infinity;
    const ringColor = ring < Infinity ? rings![key]! : fill;
    // The pixels whose centres can lie within `outer` (rb + 0.5) of the seat's: the column
    // ceil(cx + rb) has its centre `outer` or more away, so it is never covered (nor the row
    // below): a tiny seat's box is 2×2 pixels instead of 3×3.
    let px0 = Math.floor(cx - rb);
    if (px0 < 0) px0 = 0;
    let px1 = Math.ceil(cx + rb) - 1;
    if (px1 > width - 1) px1 = width - 1;
    let py0 = Math.floor(cy - rb);
    if (py0 < 0) py0 = 0;
    let py1 = Math.ceil(cy + rb) - 1;
    if (py1 > height - 1) py1 = height - 1;
    // Squared distances spare the square root where it cannot change the pixel: outside
    // the disc's soft edge (no coverage) and inside it (full coverage).
    const outer = rb + 0.5;
    const outer2 = outer * outer;
    const inner2 = rb >= 0.5 ? (rb - 0.5) * (rb - 0.5) : -1;
    const ring2 = ring < Infinity ? ring * ring : Infinity;
    if (px1 >= px0 && py1 >= py0) examined += (px1 - px0 + 1) * (py1 - py0 + 1);
    for (let py = py0; py <= py1; py++) {
      const dy = py + 0.5 - cy;
      const dy2 = dy * dy;
      const row = py * width;
      for (let px = px0; px <= px1; px++) {
        const dx = px + 0.5 - cx;
        const d2 = dx * dx + dy2;
        if (d2 >= outer2) continue;
        const a = d2 <= inner2 ? 255 : ((outer - Math.sqrt(d2)) * 255) | 0;
        const p = row + px;
        if (a <= words[p]! >>> 24) continue;
        words[p] = ((a << 24) | (d2 > ring2 ? ringColor : fill)) >>> 0;
      }
    }
  }
  return examined;
}

/** The darker ring colour of each packed colour (see `darken`). */
export function packRingColors(colors: readonly string[]): Uint32Array | null {
  return packColors(colors.map((c) => darken(c)));
}
