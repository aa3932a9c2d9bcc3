import type { HallModel } from '../hall/model';
import type { Ctx2D } from './canvas';
import { applyView, MIN_MARK_PX, SELECTION_MARK_RATIO } from './draw-seats';
import type { OutlinePaths } from './outlines';
import { seatColors } from './palette';
import type { View } from './view';

export interface OverlayParams {
  model: HallModel;
  paths: OutlinePaths;
  view: View;
  pixelRatio: number;
  hover: number | null;
  focusSeat: number | null;
  focusSector: number | null;
  /** Seats to mark selected here: below the LOD threshold only (the seat drawing marks its own). */
  selected: Iterable<number>;
}

const TAU = Math.PI * 2;

function ring(ctx: Ctx2D, x: number, y: number, radius: number, width: number, color: string): void {
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, TAU);
  ctx.stroke();
}

/**
 * What changes on a key press or under the mouse, drawn over the seats so that it never
 * waits for a new picture: the focused sector's outline, the hover ring and the keyboard
 * focus ring; below the LOD threshold also the white dots of selected seats (at seat level
 * the seats carry their own).
 */
export function drawOverlay(ctx: Ctx2D, p: OverlayParams): void {
  const { model, view } = p;
  applyView(ctx, view, p.pixelRatio);
  const px = 1 / view.k;

  if (p.focusSector !== null) {
    const path = p.paths.sectors[p.focusSector];
    if (path) {
      ctx.strokeStyle = seatColors.focus;
      ctx.lineWidth = 2 * px;
      ctx.stroke(path);
    }
  }

  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  for (const i of p.selected) {
    const r = model.r[i]!;
    if (r * view.k < MIN_MARK_PX) continue;
    ctx.moveTo(model.x[i]! + r * SELECTION_MARK_RATIO, model.y[i]!);
    ctx.arc(model.x[i]!, model.y[i]!, r * SELECTION_MARK_RATIO, 0, TAU);
  }
  ctx.fill();

  if (p.hover !== null) {
    const i = p.hover;
    ring(ctx, model.x[i]!, model.y[i]!, model.r[i]! + 1.5 * px, 1.5 * px, seatColors.hover);
  }
  if (p.focusSeat !== null) {
    const i = p.focusSeat;
    ring(ctx, model.x[i]!, model.y[i]!, model.r[i]! + 3 * px, 2.5 * px, seatColors.focus);
  }
}
