import type { HallModel, Outline } from '../hall/model';
import { SeatStatus } from '../hall/model';
import { KEY_FREE_DEFAULT, KEY_UNAVAILABLE, paletteColors, type SeatPalette } from './palette';

/**
 * Outlines as Path2D in hall coordinates, built once per hall: the SVG path data is parsed
 * by the browser, and the outline's matrix is folded in so that a frame only sets the view.
 */
export interface OutlinePaths {
  sectors: (Path2D | null)[];
  stands: Path2D[];
  stage: Path2D[];
}

export function outlinePath(outline: Outline): Path2D {
  const own = new Path2D(outline.d);
  const [a, b, c, d, e, f] = outline.matrix;
  if (a === 1 && b === 0 && c === 0 && d === 1 && e === 0 && f === 0) return own;
  const path = new Path2D();
  path.addPath(own, new DOMMatrix([a, b, c, d, e, f]));
  return path;
}

export function buildOutlinePaths(model: HallModel): OutlinePaths {
  return {
    sectors: model.sectors.map((s) => (s.outline ? outlinePath(s.outline) : null)),
    stands: model.stands.map((s) => outlinePath(s.outline)),
    stage: model.stage.map((s) => outlinePath(s.outline)),
  };
}

/**
 * The colour key a sector is filled with: the zone with the most places left in it (its
 * price colour), or the unavailable grey when nothing is left. Selected seats count as
 * available: they are the buyer's, not sold.
 */
export function sectorFillKeys(model: HallModel, palette: SeatPalette): Uint16Array {
  const keys = palette.colors.length;
  const counts = new Int32Array(model.sectors.length * keys);
  for (let i = 0; i < model.seatCount; i++) {
    const s = model.sector[i]!;
    if (s < 0 || model.status[i] === SeatStatus.unavailable) continue;
    counts[s * keys + palette.freeKey[i]!]!++;
  }
  return mostPlacesLeft(counts, model.sectors.length, keys);
}

/**
 * `buildPalette` and `sectorFillKeys` in one pass over the seats: each seat's zone key is
 * counted for its sector as it is set (a hall's first picture needs both; two passes over
 * 100,000 seats were ~20 ms of a throttled phone's first paint). The selected seats are
 * listed in the same pass: the overlay's marks of them would otherwise be a third.
 */
export function paletteWithSectorKeys(model: HallModel, categoryColors: ReadonlyMap<number, string>): { palette: SeatPalette; sectorKeys: Uint16Array; selected: number[] } {
  const { colors, keyOfCat } = paletteColors(categoryColors);
  const keys = colors.length;
  const n = model.seatCount;
  const freeKey = new Uint16Array(n);
  const counts = new Int32Array(model.sectors.length * keys);
  const { cat, sector, status } = model;
  // The zone's key looked up once for each run of its seats, inline: this runs once per
  // hall, before the optimising compiler has seen it, where a call a seat costs.
  let lastCat = NaN;
  let key = KEY_FREE_DEFAULT;
  const selected: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = cat[i]!;
    if (c !== lastCat) {
      lastCat = c;
      key = keyOfCat.get(c) ?? KEY_FREE_DEFAULT;
    }
    freeKey[i] = key;
    const st = status[i];
    if (st === SeatStatus.unavailable) continue;
    if (st === SeatStatus.selected) selected.push(i);
    const s = sector[i]!;
    if (s >= 0) counts[s * keys + key]!++;
  }
  return { palette: { colors, freeKey, keyOfCat }, sectorKeys: mostPlacesLeft(counts, model.sectors.length, keys), selected };
}

/** Per sector, the key counted most (`counts[sector * keys + key]`), or the unavailable grey when none. */
function mostPlacesLeft(counts: Int32Array, sectors: number, keys: number): Uint16Array {
  const out = new Uint16Array(sectors);
  for (let s = 0; s < sectors; s++) {
    let best = KEY_UNAVAILABLE;
    let bestCount = 0;
    for (let k = 0; k < keys; k++) {
      const n = counts[s * keys + k]!;
      if (n > bestCount) {
        best = k;
        bestCount = n;
      }
    }
    out[s] = best;
  }
  return out;
}

/** `sectorFillKeys` for one sector, from its own seats: what a tap's status change needs. */
export function sectorFillKeyOf(model: HallModel, palette: SeatPalette, sector: number): number {
  const counts = new Int32Array(palette.colors.length);
  const seats = model.sectors[sector]?.seats ?? [];
  for (let j = 0; j < seats.length; j++) {
    const i = seats[j]!;
    if (model.status[i] !== SeatStatus.unavailable) counts[palette.freeKey[i]!]!++;
  }
  let best = KEY_UNAVAILABLE;
  let bestCount = 0;
  for (let k = 0; k < counts.length; k++) {
    if (counts[k]! > bestCount) {
      best = k;
      bestCount = counts[k]!;
    }
  }
  return best;
}

/** A standing area takes its zone's colour while places are left. */
export function standFillKeys(model: HallModel, palette: SeatPalette): Uint16Array {
  return Uint16Array.from(model.stands, (stand) => {
    const data = model.standData.get(stand.id);
    if (!data || data.quant <= 0) return KEY_UNAVAILABLE;
    return palette.keyOfCat.get(data.cat) ?? KEY_FREE_DEFAULT;
  });
}
