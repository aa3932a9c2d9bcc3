import { SeatStatus } from '../hall/model';
import type { HallModel } from '../hall/model';

/** Colours the engine owns; zone colours come from the shell (`setCategoryColors`). */
export const seatColors = {
  unavailable: '#d3d6db',
  selected: '#1d1d1f',
  /** A free seat whose zone has no colour from the shell. */
  free: '#5b8def',
  focus: '#0b57d0',
  hover: '#1d1d1f',
} as const;

export const KEY_UNAVAILABLE = 0;
export const KEY_SELECTED = 1;
export const KEY_FREE_DEFAULT = 2;

/**
 * Seat colours as small integer keys, so that batching by colour is a counting sort over
 * typed arrays instead of string compares per seat.
 */
export interface SeatPalette {
  /** Colour by key. */
  colors: string[];
  /** Per seat: the key its colour has while it is free. */
  freeKey: Uint16Array;
  /** Zone id → key, for sectors and standing areas. */
  keyOfCat: Map<number, number>;
}

/** The palette's colours and each zone's key, without the seats' keys. */
export function paletteColors(categoryColors: ReadonlyMap<number, string>): Pick<SeatPalette, 'colors' | 'keyOfCat'> {
  const colors: string[] = [seatColors.unavailable, seatColors.selected, seatColors.free];
  const keyOfCat = new Map<number, number>();
  for (const [cat, color] of categoryColors) {
    keyOfCat.set(cat, colors.length);
    colors.push(color);
  }
  return { colors, keyOfCat };
}

export function buildPalette(model: Pick<HallModel, 'seatCount' | 'cat'>, categoryColors: ReadonlyMap<number, string>): SeatPalette {
  const { colors, keyOfCat } = paletteColors(categoryColors);
  const freeKey = new Uint16Array(model.seatCount);
  // A zone's key looked up once for each run of its seats (a hall lists a sector's seats
  // together), inline: a map lookup, or a call, for each of 100,000 seats costs a phone's
  // first paint, where this runs once and unoptimised.
  let lastCat = NaN;
  let key = KEY_FREE_DEFAULT;
  for (let i = 0; i < model.seatCount; i++) {
    const c = model.cat[i]!;
    if (c !== lastCat) {
      lastCat = c;
      key = keyOfCat.get(c) ?? KEY_FREE_DEFAULT;
    }
    freeKey[i] = key;
  }
  return { colors, freeKey, keyOfCat };
}

export function seatKey(palette: SeatPalette, status: Uint8Array, i: number): number {
  const s = status[i];
  if (s === SeatStatus.free) return palette.freeKey[i]!;
  return s === SeatStatus.selected ? KEY_SELECTED : KEY_UNAVAILABLE;
}

export function categoryColor(palette: SeatPalette, cat: number): string {
  return palette.colors[palette.keyOfCat.get(cat) ?? KEY_FREE_DEFAULT]!;
}

/** `#rrggbb` (or `#rgb`) → [r, g, b]; null for anything else (named colours, rgba()). */
export function parseHex(color: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return null;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const n = parseInt(hex, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Text drawn on a seat must stay readable on any zone colour (WCAG relative luminance). */
export function textColorOn(color: string): string {
  const rgb = parseHex(color);
  if (!rgb) return '#ffffff';
  const [r, g, b] = rgb.map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return l > 0.4 ? '#1d1d1f' : '#ffffff';
}

/** A darker shade for seat strokes (`usestrokesector`), so the ring reads on the fill. */
export function darken(color: string, amount = 0.3): string {
  const rgb = parseHex(color);
  if (!rgb) return color;
  const [r, g, b] = rgb.map((c) => Math.round(c * (1 - amount)));
  return `#${((1 << 24) | (r! << 16) | (g! << 8) | b!).toString(16).slice(1)}`;
}
