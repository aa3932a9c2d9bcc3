import type { HallModel } from '../hall/model';
import type { LevelOfDetail } from '../lod/lod';
import { batchByColor } from './batch';
import type { Ctx2D } from './canvas';
import { applyView, drawSeatNumbers, drawSeatsAsArcs, drawSeatsAsSprites, SEAT_STROKE_RATIO, SpriteCache, type SeatDrawMethod } from './draw-seats';
import type { FrameStats } from './frame-stats';
import type { SeatPalette } from './palette';
import type { SeatQuery } from './renderer-types';
import { visibleWorldBounds, type View } from './view';

/** Culling margin: a seat half outside the view is still drawn. */
const CULL_MARGIN_PX = 16;
/** Seats are cleared a little past their ring when patched, by this many device pixels. */
const PATCH_SLACK_PX = 0.75;

export interface SeatLayerOptions {
  model: HallModel;
  query: SeatQuery;
  method: SeatDrawMethod;
  /** Single radius of the hall's seats, when they share one (sprites need it). */
  uniformRadius: number | null | undefined;
  pixelRatio: number;
  /** `usestrokesector`: seat rings. */
  stroke: boolean;
  /** `showseatnumber`: numbers at the closest zoom. */
  numbersAllowed: boolean;
  stats: FrameStats;
}

/** The seat layer's drawing: every visible seat, or only the seats whose status changed. */
export interface SeatLayerPainter {
  /** Sprites per colour; cleared when the colours change. */
  readonly sprites: SpriteCache;
  /** Draws the seats visible in a `width`×`height` box (the layer is cleared by Konva). */
  drawVisible(ctx: Ctx2D, view: View, palette: SeatPalette, lod: LevelOfDetail, width: number, height: number): void;
  /** Repaints these seats on the drawn layer: a tap costs a few arcs, not a frame of seats. */
  patch(ctx: Ctx2D, seats: Int32Array, view: View, palette: SeatPalette, lod: LevelOfDetail): void;
}

export function createSeatLayerPainter(options: SeatLayerOptions): SeatLayerPainter {
  const { model, method, pixelRatio, stroke, numbersAllowed, stats } = options;
  const sprites = new SpriteCache();

  function seatParams(seats: ArrayLike<number>, palette: SeatPalette, view: View) {
    return { model, batches: batchByColor(seats, model.status, palette), palette, view, pixelRatio, stroke };
  }

  function drawSeats(ctx: Ctx2D, params: ReturnType<typeof seatParams>, lod: LevelOfDetail) {
    if (method === 'sprites' && options.uniformRadius) drawSeatsAsSprites(ctx, params, sprites, options.uniformRadius);
    else drawSeatsAsArcs(ctx, params);
    if (lod === 'seats-and-numbers' && numbersAllowed) drawSeatNumbers(ctx, params);
  }

  return {
    sprites,
    drawVisible(ctx, view, palette, lod, width, height) {
      const visible = options.query.search(visibleWorldBounds(view, width, height, CULL_MARGIN_PX));
      stats.lastVisibleSeats = visible.length;
      drawSeats(ctx, seatParams(visible, palette, view), lod);
    },
    patch(ctx, seats, view, palette, lod) {
      // Outside Konva's draw: its next clear() runs in whatever transform is left here, so
      // everything this changes (transform, compositing, fill, font) is put back.
      ctx.save();
      try {
        applyView(ctx, view, pixelRatio);
        const grow = stroke ? 1 + SEAT_STROKE_RATIO / 2 : 1;
        const slack = PATCH_SLACK_PX / (view.k * pixelRatio);
        ctx.globalCompositeOperation = 'destination-out';
        ctx.beginPath();
        for (const i of seats) {
          const r = model.r[i]! * grow + slack;
          ctx.moveTo(model.x[i]! + r, model.y[i]!);
          ctx.arc(model.x[i]!, model.y[i]!, r, 0, Math.PI * 2);
        }
        ctx.fill();
        ctx.globalCompositeOperation = 'source-over';
        drawSeats(ctx, seatParams(seats, palette, view), lod);
      } finally {
        ctx.restore();
      }
    },
  };
}
