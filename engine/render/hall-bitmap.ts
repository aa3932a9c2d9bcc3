import type { Bounds, HallModel } from '../hall/model';
import { batchByColor } from './batch';
import { context2d, createCanvas, releaseCanvas, type AnyCanvas, type Ctx2D } from './canvas';
import { drawSeatsAsArcs, SEAT_STROKE_RATIO } from './draw-seats';
import { seatKey, type SeatPalette } from './palette';
import { packColors, packRingColors, rasterizeSeats } from './rasterize';
import type { View } from './view';

/**
 * The whole hall's seats rendered once to an offscreen canvas. Below the LOD threshold a
 * frame is one `drawImage` of it, whatever the seat count; during gestures it fills what
 * the moved snapshot does not cover. 2048 px a side is safe on every mobile GPU; the pixel
 * budget keeps it near 12 MB of backing store.
 */
export const HALL_BITMAP_MAX_SIDE = 2048;
export const HALL_BITMAP_MAX_PIXELS = 3_000_000;
/** Small halls would otherwise get a huge scale for nothing: seats stay under ~16 px. */
const HALL_BITMAP_MAX_SCALE = 36;
const PAD_UNITS = 1;

export interface HallBitmapLayout {
  /** Bitmap pixels per hall unit. */
  scale: number;
  width: number;
  height: number;
  /** Hall coordinates of the bitmap's top-left corner. */
  originX: number;
  originY: number;
}

export function hallBitmapLayout(bounds: Bounds, maxSide = HALL_BITMAP_MAX_SIDE, maxPixels = HALL_BITMAP_MAX_PIXELS): HallBitmapLayout {
  const bw = Math.max(bounds.maxX - bounds.minX, 1e-6) + 2 * PAD_UNITS;
  const bh = Math.max(bounds.maxY - bounds.minY, 1e-6) + 2 * PAD_UNITS;
  const scale = Math.min(maxSide / bw, maxSide / bh, Math.sqrt(maxPixels / (bw * bh)), HALL_BITMAP_MAX_SCALE);
  return {
    scale,
    width: Math.max(1, Math.min(maxSide, Math.ceil(bw * scale))),
    height: Math.max(1, Math.min(maxSide, Math.ceil(bh * scale))),
    originX: bounds.minX - PAD_UNITS,
    originY: bounds.minY - PAD_UNITS,
  };
}

/** The view under which the bitmap was drawn (bitmap pixels, not CSS pixels). */
export function bitmapView(layout: HallBitmapLayout): View {
  return { k: layout.scale, x: -layout.originX * layout.scale, y: -layout.originY * layout.scale };
}

export class HallBitmap {
  readonly layout: HallBitmapLayout;
  private canvas: AnyCanvas;
  private ctx: Ctx2D;
  private all: Int32Array;

  constructor(private model: HallModel) {
    this.layout = hallBitmapLayout(model.bounds);
    this.canvas = createCanvas(this.layout.width, this.layout.height);
    this.ctx = context2d(this.canvas);
    this.all = new Int32Array(model.seatCount).map((_, i) => i);
  }

  render(palette: SeatPalette, stroke: boolean): void {
    const { ctx, layout, model } = this;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, layout.width, layout.height);
    const fills = packColors(palette.colors);
    const rings = packRingColors(palette.colors);
    if (fills && rings && typeof ImageData !== 'undefined') {
      const pixels = new ImageData(layout.width, layout.height);
      const status = model.status;
      rasterizeSeats(
        pixels,
        model,
        this.all,
        (i) => fills[seatKey(palette, status, i)]!,
        stroke ? (i) => rings[seatKey(palette, status, i)]! : null,
        bitmapView(layout),
        stroke ? SEAT_STROKE_RATIO : 0,
      );
      ctx.putImageData(pixels, 0, 0);
      return;
    }
    // Colours the rasteriser cannot read (named, rgba()): let the canvas draw them.
    const batches = batchByColor(this.all, model.status, palette);
    drawSeatsAsArcs(ctx, { model, batches, palette, view: bitmapView(layout), pixelRatio: 1, stroke });
  }

  /**
   * Repaints only the seats whose status changed: a tap must not cost a full re-render of
   * 100k seats. Seats never overlap, so erasing a seat's disc touches no neighbour.
   */
  patch(palette: SeatPalette, seats: Iterable<number>, stroke: boolean): void {
    const { ctx, layout, model } = this;
    const v = bitmapView(layout);
    ctx.setTransform(v.k, 0, 0, v.k, v.x, v.y);
    const slack = 0.75 / layout.scale;
    const strokeGrow = stroke ? 0.2 : 0;
    for (const i of seats) {
      const x = model.x[i]!;
      const y = model.y[i]!;
      const r = model.r[i]!;
      ctx.globalCompositeOperation = 'destination-out';
      ctx.beginPath();
      ctx.arc(x, y, r * (1 + strokeGrow) + slack, 0, Math.PI * 2);
      ctx.fill();
      ctx.globalCompositeOperation = 'source-over';
      ctx.fillStyle = palette.colors[seatKey(palette, model.status, i)]!;
      ctx.beginPath();
      ctx.arc(x, y, Math.max(r, 0.5 / layout.scale), 0, Math.PI * 2);
      ctx.fill();
    }
  }

  /** Draws the bitmap under `view` (CSS pixels) on a canvas of backing scale `pixelRatio`. */
  draw(ctx: Ctx2D, view: View, pixelRatio: number): void {
    const { layout } = this;
    ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
    const unit = view.k / layout.scale;
    ctx.drawImage(
      this.canvas,
      layout.originX * view.k + view.x,
      layout.originY * view.k + view.y,
      layout.width * unit,
      layout.height * unit,
    );
  }

  dispose(): void {
    releaseCanvas(this.canvas);
  }
}
