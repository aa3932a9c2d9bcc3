import type { HallModel } from '../hall/model';
import { numberFontPx } from '../lod/lod';
import { batchOf, type ColorBatches } from './batch';
import { createCanvas, context2d, type AnyCanvas, type Ctx2D } from './canvas';
import { darken, KEY_SELECTED, textColorOn, type SeatPalette } from './palette';
import type { View } from './view';

const TAU = Math.PI * 2;
/** Below this radius in device pixels an arc is indistinguishable from a square. */
const SQUARE_BELOW_PX = 1.25;
/** The platform's seat stroke: 0.35 × r (docs/product/scheme.md). */
export const SEAT_STROKE_RATIO = 0.35;
/** A selected seat carries a white dot of this share of its radius: selection must not rely on colour alone. */
export const SELECTION_MARK_RATIO = 0.38;
/** Below this screen radius (CSS px) a mark inside the seat is not legible. */
export const MIN_MARK_PX = 3;

export type SeatDrawMethod = 'arcs' | 'sprites';

export interface SeatDrawParams {
  model: HallModel;
  batches: ColorBatches;
  palette: SeatPalette;
  view: View;
  /** Backing pixels per CSS pixel. */
  pixelRatio: number;
  /** `usestrokesector`: a darker ring of 0.35 × r around every seat. */
  stroke: boolean;
}

/** Sets the context to draw in world units on a canvas whose backing scale is `pixelRatio`. */
export function applyView(ctx: Ctx2D, view: View, pixelRatio: number): void {
  ctx.setTransform(view.k * pixelRatio, 0, 0, view.k * pixelRatio, view.x * pixelRatio, view.y * pixelRatio);
}

/** One path and one fill per colour: a few hundred thousand arcs cost one state change per colour. */
export function drawSeatsAsArcs(ctx: Ctx2D, p: SeatDrawParams): void {
  const { model, batches, palette, view, pixelRatio } = p;
  const { x, y, r } = model;
  applyView(ctx, view, pixelRatio);
  const devicePxPerUnit = view.k * pixelRatio;
  for (let key = 0; key < palette.colors.length; key++) {
    const seats = batchOf(batches, key);
    if (seats.length === 0) continue;
    const color = palette.colors[key]!;
    ctx.fillStyle = color;
    ctx.beginPath();
    for (let j = 0; j < seats.length; j++) {
      const i = seats[j]!;
      const ri = r[i]!;
      if (ri * devicePxPerUnit < SQUARE_BELOW_PX) {
        // Same area as the circle: the hall's density reads the same at any zoom.
        const h = ri * 0.886;
        ctx.rect(x[i]! - h, y[i]! - h, 2 * h, 2 * h);
      } else {
        ctx.moveTo(x[i]! + ri, y[i]!);
        ctx.arc(x[i]!, y[i]!, ri, 0, TAU);
      }
    }
    ctx.fill();
    if (p.stroke && seats.length > 0) {
      ctx.strokeStyle = darken(color);
      ctx.lineWidth = SEAT_STROKE_RATIO * r[seats[0]!]!;
      ctx.stroke();
    }
  }
}

/** A filled circle pre-rendered at device resolution, drawn with one 1:1 `drawImage` per seat. */
export interface Sprite {
  canvas: AnyCanvas;
  /** Device pixels from the sprite's corner to the seat centre. */
  half: number;
}

export function renderSprite(color: string, radiusPx: number, strokePx: number): Sprite {
  const half = Math.ceil(radiusPx + strokePx / 2 + 1);
  const canvas = createCanvas(half * 2, half * 2);
  const ctx = context2d(canvas);
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.arc(half, half, radiusPx, 0, TAU);
  ctx.fill();
  if (strokePx > 0) {
    ctx.strokeStyle = darken(color);
    ctx.lineWidth = strokePx;
    ctx.stroke();
  }
  return { canvas, half };
}

/** Sprites by colour and device radius (quantised to ¼ px), reused across frames. */
export class SpriteCache {
  private sprites = new Map<string, Sprite>();

  get(color: string, radiusPx: number, strokePx: number): Sprite {
    const rq = Math.round(radiusPx * 4) / 4;
    const key = `${color}|${rq}|${strokePx > 0 ? Math.round(strokePx * 4) / 4 : 0}`;
    let sprite = this.sprites.get(key);
    if (!sprite) {
      // Radii change with every zoom step: keep only the current generation.
      if (this.sprites.size > 64) this.clear();
      sprite = renderSprite(color, rq, strokePx);
      this.sprites.set(key, sprite);
    }
    return sprite;
  }

  clear(): void {
    for (const s of this.sprites.values()) {
      s.canvas.width = 0;
      s.canvas.height = 0;
    }
    this.sprites.clear();
  }
}

/**
 * Sprites assume one radius per hall (every fixture and most venue exports); `radius` is
 * that radius in hall units. Positions snap to device pixels so each copy is 1:1.
 */
export function drawSeatsAsSprites(ctx: Ctx2D, p: SeatDrawParams, sprites: SpriteCache, radius: number): void {
  const { model, batches, palette, view, pixelRatio } = p;
  const { x, y } = model;
  const k = view.k * pixelRatio;
  const ox = view.x * pixelRatio;
  const oy = view.y * pixelRatio;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const radiusPx = radius * k;
  const strokePx = p.stroke ? SEAT_STROKE_RATIO * radius * k : 0;
  for (let key = 0; key < palette.colors.length; key++) {
    const seats = batchOf(batches, key);
    if (seats.length === 0) continue;
    const sprite = sprites.get(palette.colors[key]!, radiusPx, strokePx);
    const { canvas, half } = sprite;
    for (let j = 0; j < seats.length; j++) {
      const i = seats[j]!;
      ctx.drawImage(canvas, Math.round(x[i]! * k + ox) - half, Math.round(y[i]! * k + oy) - half);
    }
  }
}

/** The label drawn on a seat: the data's seat label, else the number text of the export. */
export function seatNumberText(model: HallModel, i: number): string {
  return model.seat[i] || model.numberText[i] || '';
}

export function drawSeatNumbers(ctx: Ctx2D, p: SeatDrawParams): void {
  const { model, batches, palette, view, pixelRatio } = p;
  const { x, y, r } = model;
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  let font = '';
  for (let key = 0; key < palette.colors.length; key++) {
    const seats = batchOf(batches, key);
    if (seats.length === 0) continue;
    ctx.fillStyle = textColorOn(palette.colors[key]!);
    for (let j = 0; j < seats.length; j++) {
      const i = seats[j]!;
      // The LOD's own rule, per seat: a hall of mixed sizes numbers the seats that fit.
      const size = numberFontPx(r[i]! * view.k);
      if (size === 0) continue;
      const text = seatNumberText(model, i);
      if (!text) continue;
      const want = `600 ${size}px system-ui, sans-serif`;
      // Setting `font` parses CSS each time: only when the size changes.
      if (want !== font) ctx.font = font = want;
      ctx.fillText(text, x[i]! * view.k + view.x, y[i]! * view.k + view.y, r[i]! * view.k * 1.8);
    }
  }
}

/** White dots in the selected seats among these, where they are big enough to carry one. */
export function drawSelectionMarks(ctx: Ctx2D, p: SeatDrawParams): void {
  const seats = batchOf(p.batches, KEY_SELECTED);
  if (seats.length === 0) return;
  const { model, view } = p;
  applyView(ctx, view, p.pixelRatio);
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  for (let j = 0; j < seats.length; j++) {
    const i = seats[j]!;
    const r = model.r[i]!;
    if (r * view.k < MIN_MARK_PX) continue;
    ctx.moveTo(model.x[i]! + r * SELECTION_MARK_RATIO, model.y[i]!);
    ctx.arc(model.x[i]!, model.y[i]!, r * SELECTION_MARK_RATIO, 0, TAU);
  }
  ctx.fill();
}
