import type { Bounds } from '../hall/model';

/**
 * World (the SVG's root user space) to screen (CSS pixels of the map's box):
 * `screen = world * k + (x, y)`. `k` is therefore pixels per hall unit.
 */
export interface View {
  k: number;
  x: number;
  y: number;
}

export function worldToScreen(view: View, wx: number, wy: number): { x: number; y: number } {
  return { x: wx * view.k + view.x, y: wy * view.k + view.y };
}

export function screenToWorld(view: View, sx: number, sy: number): { x: number; y: number } {
  return { x: (sx - view.x) / view.k, y: (sy - view.y) / view.k };
}

/** The part of the hall a `width`×`height` box shows, grown by `marginPx` on every side. */
export function visibleWorldBounds(view: View, width: number, height: number, marginPx = 0): Bounds {
  return {
    minX: (-marginPx - view.x) / view.k,
    minY: (-marginPx - view.y) / view.k,
    maxX: (width + marginPx - view.x) / view.k,
    maxY: (height + marginPx - view.y) / view.k,
  };
}

/** The view that turns what `from` drew into what `to` would draw: `to ∘ from⁻¹`. */
export function relativeView(from: View, to: View): View {
  const k = to.k / from.k;
  return { k, x: to.x - from.x * k, y: to.y - from.y * k };
}

export function sameView(a: View, b: View): boolean {
  return a.k === b.k && a.x === b.x && a.y === b.y;
}

export function intersects(a: Bounds, b: Bounds): boolean {
  return a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY;
}
