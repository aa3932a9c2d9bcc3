import type { HallModel } from '../hall/model';
import { SeatStatus } from '../hall/model';
import type { LevelOfDetail } from '../lod/lod';
import type { Ctx2D } from './canvas';
import { drawOverlay } from './draw-overlay';
import type { OutlinePaths } from './outlines';
import type { View } from './view';

const NONE: readonly number[] = [];

/**
 * What the overlay shows over the seats: the mouse's hover ring, the keyboard's focus ring
 * and focused sector, and below the LOD threshold the marks of selected seats (at seat level
 * the seats carry their own). The selection is not kept here: it is `model.status` (which
 * the seat map sets as the cart says), listed from it when the marks are drawn.
 */
export class OverlayMarks {
  hover: number | null = null;
  focusSeat: number | null = null;
  focusSector: number | null = null;
  /** The overlay must be drawn again at the next crisp frame. */
  dirty = true;
  /** Whether the overlay's canvas is blank: an empty overlay need not be cleared again. */
  blank = true;
  private selectedSeats: readonly number[] | null;

  /**
   * `selected`: the seats `model.status` says are selected now, when the caller has listed
   * them already (the hall's colours do, in their pass over the seats); else listed here
   * when first drawn.
   */
  constructor(
    private readonly model: HallModel,
    private readonly paths: OutlinePaths,
    private readonly pixelRatio: number,
    selected?: readonly number[],
  ) {
    this.selectedSeats = selected ?? null;
  }

  /** Seats' statuses changed: the selection's marks are listed again when next drawn. */
  statusesChanged(): void {
    this.selectedSeats = null;
  }

  /** False when it is the seat hovered already. */
  setHover(seat: number | null): boolean {
    if (seat === this.hover) return false;
    this.hover = seat;
    return true;
  }

  /** False when nothing changed. */
  setFocus(seat: number | null, sector: number | null): boolean {
    if (seat === this.focusSeat && sector === this.focusSector) return false;
    this.focusSeat = seat;
    this.focusSector = sector;
    return true;
  }

  /** Whether the overlay has anything to show at this level of detail (in touch use at seat level it is empty, and not composited). */
  shown(lod: LevelOfDetail): boolean {
    return !(this.hover === null && this.focusSeat === null && this.focusSector === null && (lod !== 'sectors' || this.selected().length === 0));
  }

  draw(ctx: Ctx2D, view: View, lod: LevelOfDetail): void {
    const { model, paths, pixelRatio, hover, focusSeat, focusSector } = this;
    drawOverlay(ctx, { model, paths, view, pixelRatio, hover, focusSeat, focusSector, selected: lod === 'sectors' ? this.selected() : NONE });
  }

  private selected(): readonly number[] {
    if (this.selectedSeats) return this.selectedSeats;
    const out: number[] = [];
    const { status, seatCount } = this.model;
    for (let i = 0; i < seatCount; i++) if (status[i] === SeatStatus.selected) out.push(i);
    return (this.selectedSeats = out);
  }
}
