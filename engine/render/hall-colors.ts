import type { HallModel } from '../hall/model';
import type { BitmapColors } from './hall-bitmap';
import { paletteWithSectorKeys, sectorFillKeyOf, sectorFillKeys, standFillKeys } from './outlines';
import type { SeatPalette } from './palette';

/**
 * The colours a hall is drawn in: the seat palette (zone colours from the shell), the fill
 * of each sector (its zone with the most places left) and of each standing area. They follow
 * the statuses in `model.status`; the caller says which seats changed.
 */
export class HallColors {
  palette: SeatPalette;
  sectorKeys: Uint16Array;
  standKeys: Uint16Array;
  private applied: ReadonlyMap<number, string>;

  constructor(
    private readonly model: HallModel,
    colors: ReadonlyMap<number, string> | undefined,
    /** `usestrokesector`: seat rings and stroked sector outlines. */
    readonly stroke: boolean,
  ) {
    this.applied = colors ?? new Map();
    ({ palette: this.palette, sectorKeys: this.sectorKeys, selected: this.selectedAtStart } = paletteWithSectorKeys(model, this.applied));
    this.standKeys = standFillKeys(model, this.palette);
  }

  /** The seats selected when the colours were first made (listed in the same pass). */
  readonly selectedAtStart: readonly number[];

  /** What the hall bitmap is drawn with. */
  get forBitmap(): BitmapColors {
    return { palette: this.palette, sectorKeys: this.sectorKeys, standKeys: this.standKeys, stroke: this.stroke };
  }

  /**
   * New zone colours; false (and nothing rebuilt) for the same colours again: the shell
   * passes them at creation and again from an effect right after it.
   */
  setCategoryColors(colors: ReadonlyMap<number, string>): boolean {
    if (sameColors(colors, this.applied)) return false;
    this.applied = colors;
    ({ palette: this.palette, sectorKeys: this.sectorKeys } = paletteWithSectorKeys(this.model, colors));
    this.standKeys = standFillKeys(this.model, this.palette);
    return true;
  }

  /** Statuses of these sectors' seats changed; true when a sector's fill did. */
  sectorsChanged(sectors: Iterable<number>): boolean {
    let changed = false;
    for (const s of sectors) {
      if (s < 0) continue;
      const key = sectorFillKeyOf(this.model, this.palette, s);
      if (key !== this.sectorKeys[s]) {
        this.sectorKeys[s] = key;
        changed = true;
      }
    }
    return changed;
  }

  /** Statuses of any number of seats changed. */
  allSectorsChanged(): void {
    this.sectorKeys = sectorFillKeys(this.model, this.palette);
  }

  /** Standing areas' places left changed. */
  standsChanged(): void {
    this.standKeys = standFillKeys(this.model, this.palette);
  }
}

function sameColors(a: ReadonlyMap<number, string>, b: ReadonlyMap<number, string>): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const [k, v] of a) if (b.get(k) !== v) return false;
  return true;
}
