import type { Ctx2D } from './canvas';
import type { DeviceRect } from './layer-stack';
import type { View } from './view';

/** Paints the given seats afresh (with what lies under them) on a transparent context. */
export type PaintSeats = (ctx: Ctx2D, seats: Int32Array, view: View) => void;

/**
 * The seats whose status changed since the picture was drawn, painted over it on their own
 * canvas: a tap costs a few discs (their raster, a copy of the canvas for the compositor),
 * not a picture. The next picture holds them, and they are dropped. Only seats changed
 * since the last paint are painted; the rest are on the canvas already.
 */
export class SeatPatches {
  private readonly all = new Set<number>();
  private readonly pending = new Set<number>();
  /** Where the patches are on the canvas, device pixels (null: nowhere on screen). */
  rect: DeviceRect | null = null;

  constructor(
    private readonly paint: PaintSeats,
    private readonly model: { x: Float32Array; y: Float32Array; r: Float32Array },
    private readonly pixelRatio: number,
  ) {}

  /** Seats patched (painted or waiting to be). */
  get size(): number {
    return this.all.size;
  }

  has(seat: number): boolean {
    return this.all.has(seat);
  }

  get dirty(): boolean {
    return this.pending.size > 0;
  }

  add(seats: Iterable<number>): void {
    for (const i of seats) {
      this.all.add(i);
      this.pending.add(i);
    }
  }

  /** Paints the seats changed since the last call, as drawn for `view` (the picture's). */
  paintPending(ctx: Ctx2D, view: View): void {
    if (this.pending.size === 0) return;
    const seats = Int32Array.from(this.pending);
    this.pending.clear();
    this.paint(ctx, seats, view);
    this.cover(seats, view, ctx.canvas.width, ctx.canvas.height);
  }

  /** Forgets every patch (the caller clears the canvas). */
  clear(): void {
    this.all.clear();
    this.pending.clear();
    this.rect = null;
  }

  /** Grows `rect` by these seats' discs (ring, slack, antialiasing: a few pixels past the radius). */
  private cover(seats: Int32Array, v: View, width: number, height: number): void {
    const { x, y, r } = this.model;
    const pr = this.pixelRatio;
    const was = this.rect;
    let x0 = was ? was.x : Infinity;
    let y0 = was ? was.y : Infinity;
    let x1 = was ? was.x + was.width : -Infinity;
    let y1 = was ? was.y + was.height : -Infinity;
    for (const i of seats) {
      const ri = r[i]! * v.k * pr * 1.25 + 3;
      const cx = (x[i]! * v.k + v.x) * pr;
      const cy = (y[i]! * v.k + v.y) * pr;
      x0 = Math.min(x0, cx - ri);
      y0 = Math.min(y0, cy - ri);
      x1 = Math.max(x1, cx + ri);
      y1 = Math.max(y1, cy + ri);
    }
    const left = Math.max(0, Math.floor(x0));
    const top = Math.max(0, Math.floor(y0));
    const w = Math.min(width, Math.ceil(x1)) - left;
    const h = Math.min(height, Math.ceil(y1)) - top;
    if (w > 0 && h > 0) this.rect = { x: left, y: top, width: w, height: h };
  }
}
