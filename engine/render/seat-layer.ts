import type { Bounds, HallModel } from '../hall/model';
import type { LevelOfDetail } from '../lod/lod';
import { batchByColor } from './batch';
import type { Ctx2D } from './canvas';
import { drawSeatKindMarks } from './seat-kind-marks';
import { applyView, drawSeatNumbers, drawSeatsAsArcs, drawSeatsAsSprites, drawSelectionMarks, SEAT_STROKE_RATIO, SpriteCache, type SeatDrawMethod } from './draw-seats';
import type { FrameStats } from './frame-stats';
import type { SeatPalette } from './palette';
import type { SeatQuery } from './renderer-types';
import type { View } from './view';

/** Culling margin: a seat half outside the area drawn is still drawn. */
const CULL_MARGIN_PX = 16;
/** A patched seat's disc reaches this many device pixels past its ring. */
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

/** Seat drawing: the seats of an area of the screen, or only the seats whose status changed. */
export interface SeatLayerPainter {
  /** Sprites per colour; cleared when the colours change. */
  readonly sprites: SpriteCache;
  /** Draws the seats within `area` (CSS px of the map's box; the caller clips to it). */
  drawArea(ctx: Ctx2D, view: View, palette: SeatPalette, lod: LevelOfDetail, area: Bounds): void;
  /**
   * Paints these seats afresh on a transparent layer over the picture: within each seat's
   * disc, what a fresh picture has there (`under`: the background, drawn in the clip),
   * then the seat. A tap costs a few discs, not a picture.
   */
  patch(ctx: Ctx2D, seats: Int32Array, view: View, palette: SeatPalette, lod: LevelOfDetail, under: (ctx: Ctx2D) => void): void;
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
    drawSeatKindMarks(ctx, params);
    if (lod === 'seats-and-numbers' && numbersAllowed) drawSeatNumbers(ctx, params);
    // In the picture, not the overlay: a selection then costs nothing when the view moves.
    drawSelectionMarks(ctx, params);
  }

  return {
    sprites,
    drawArea(ctx, view, palette, lod, area) {
      const m = CULL_MARGIN_PX;
      const seats = options.query.search({
        minX: (area.minX - m - view.x) / view.k,
        minY: (area.minY - m - view.y) / view.k,
        maxX: (area.maxX + m - view.x) / view.k,
        maxY: (area.maxY + m - view.y) / view.k,
      });
      stats.lastVisibleSeats += seats.length;
      drawSeats(ctx, seatParams(seats, palette, view), lod);
    },
    patch(ctx, seats, view, palette, lod, under) {
      // Patches accumulate on their layer: whatever paints next (another patch, Konva's
      // clear) must find the state as it was, so everything changed here (transform, clip,
      // fill, font) is put back.
      ctx.save();
      try {
        applyView(ctx, view, pixelRatio);
        const grow = stroke ? 1 + SEAT_STROKE_RATIO / 2 : 1;
        const slack = PATCH_SLACK_PX / (view.k * pixelRatio);
        ctx.beginPath();
        for (const i of seats) {
          const r = model.r[i]! * grow + slack;
          ctx.moveTo(model.x[i]! + r, model.y[i]!);
          ctx.arc(model.x[i]!, model.y[i]!, r, 0, Math.PI * 2);
        }
        ctx.clip();
        under(ctx);
        drawSeats(ctx, seatParams(seats, palette, view), lod);
      } finally {
        ctx.restore();
      }
    },
  };
}
