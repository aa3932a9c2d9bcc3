// The mark of an accessible place, drawn over its seat so that it does not rely on colour: a
// wheelchair space carries a white square frame, a companion seat a white ring, both inside
// the seat and around its number. A small function of its own, so any seat painter can call it.
import { SeatKind } from '../../contract/seat-kind';
import { batchOf } from './batch';
import type { Ctx2D } from './canvas';
import { applyView, MIN_MARK_PX, type SeatDrawParams } from './draw-seats';

/** Half the side of the wheelchair square, and the companion ring's radius, as shares of the seat radius. */
export const WHEELCHAIR_MARK_RATIO = 0.62;
export const COMPANION_MARK_RATIO = 0.7;
const LINE_RATIO = 0.16;

/** Draws the marks of the wheelchair spaces and companion seats among the batched seats. */
export function drawSeatKindMarks(ctx: Ctx2D, p: SeatDrawParams): void {
  const kind = p.model.kind;
  if (!kind) return;
  applyView(ctx, p.view, p.pixelRatio);
  ctx.strokeStyle = '#ffffff';
  strokeMarks(ctx, p, kind, SeatKind.wheelchair);
  strokeMarks(ctx, p, kind, SeatKind.companion);
}

/** One path of the marks of one kind (a wheelchair space that is also a companion seat is marked as a space). */
function strokeMarks(ctx: Ctx2D, p: SeatDrawParams, kind: Uint8Array, mark: number): void {
  const { model, view, batches, palette } = p;
  let width = 0;
  ctx.beginPath();
  for (let key = 0; key < palette.colors.length; key++) {
    const seats = batchOf(batches, key);
    for (let j = 0; j < seats.length; j++) {
      const i = seats[j]!;
      const k = kind[i]!;
      if (!(k & mark) || (mark === SeatKind.companion && k & SeatKind.wheelchair)) continue;
      const r = model.r[i]!;
      if (r * view.k < MIN_MARK_PX) continue;
      width = Math.max(width, r * LINE_RATIO);
      const x = model.x[i]!;
      const y = model.y[i]!;
      if (mark === SeatKind.wheelchair) {
        const h = r * WHEELCHAIR_MARK_RATIO;
        ctx.rect(x - h, y - h, 2 * h, 2 * h);
      } else {
        const c = r * COMPANION_MARK_RATIO;
        ctx.moveTo(x + c, y);
        ctx.arc(x, y, c, 0, Math.PI * 2);
      }
    }
  }
  if (width === 0) return;
  ctx.lineWidth = width;
  ctx.stroke();
}
