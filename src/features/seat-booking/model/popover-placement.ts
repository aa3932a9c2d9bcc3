// Kept by hand rather than given to Floating UI (which places the modal's and the phone
// input's panels): the popover must stay off the zoom controls, a rectangle inside the
// viewport, and must then still leave the tapped seat uncovered. Floating UI's flip and shift
// keep a panel inside a clipping box and beside its anchor, but have no notion of an
// obstacle to step around; this search over sides and shifts does, and its tests pin it.

/** The seat popover is placed for a box of 250 by 150 px. */
export const POPOVER_BOX = { width: 250, height: 150 } as const;
/** Room kept between the popover and the viewport's edges, and between it and the seat. */
export const POPOVER_MARGIN = 8;

export interface PopoverPlacement {
  left: number;
  top: number;
  /** Where the box is relative to the seat. */
  side: 'above' | 'below';
}

/** A client rectangle the popover should not cover (the zoom controls). */
export interface Obstacle {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const finite = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);

function overlaps(a: Obstacle, b: Obstacle): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Places the popover box next to a seat at client point `seat` (radius `r`), inside a
 * viewport of `viewport`: above the seat when the box fits there, else below, and moved
 * sideways and up or down so that no part leaves the viewport (a viewport smaller than
 * the box pins it to the top-left margin).
 *
 * Where that box would cover an obstacle (the zoom controls: a popover over them hides the
 * zoom-out button and the scale), the other side, a shift beside the obstacle or below it
 * is tried, keeping the seat itself uncovered; when nothing else fits, the first box stays.
 */
export function placePopover(
  seat: { x: number; y: number; r?: number },
  viewport: { width: number; height: number },
  box: { width: number; height: number } = POPOVER_BOX,
  margin = POPOVER_MARGIN,
  obstacles: readonly Obstacle[] = [],
): PopoverPlacement {
  const r = Number.isFinite(seat.r) ? Math.max(0, seat.r ?? 0) : 0;
  const x = finite(seat.x, viewport.width / 2);
  const y = finite(seat.y, viewport.height / 2);
  const aboveTop = y - r - margin - box.height;
  const belowTop = y + r + margin;
  const fitsAbove = aboveTop >= margin;
  const fitsBelow = belowTop + box.height <= viewport.height - margin;
  // Above by default (the finger covers what is below it); below when only that fits.
  const side: PopoverPlacement['side'] = fitsAbove || !fitsBelow ? 'above' : 'below';
  const maxLeft = viewport.width - margin - box.width;
  const maxTop = viewport.height - margin - box.height;
  const clamp = (value: number, max: number) => Math.max(margin, Math.min(value, max));
  const at = (left: number, top: number): PopoverPlacement => {
    const l = clamp(left, maxLeft);
    const t = clamp(top, maxTop);
    return { left: Math.round(l), top: Math.round(t), side: t + box.height / 2 < y ? 'above' : 'below' };
  };
  const first = { ...at(x - box.width / 2, side === 'above' ? aboveTop : belowTop), side };

  const walls = obstacles.filter((o) => [o.left, o.top, o.right, o.bottom].every(Number.isFinite) && o.right > o.left && o.bottom > o.top);
  const rect = (p: PopoverPlacement): Obstacle => ({ left: p.left, top: p.top, right: p.left + box.width, bottom: p.top + box.height });
  const seatRect: Obstacle = { left: x - r, top: y - r, right: x + r, bottom: y + r };
  const free = (p: PopoverPlacement) => !walls.some((o) => overlaps(rect(p), o));
  if (free(first)) return first;

  const centred = x - box.width / 2;
  const lefts = [centred, ...walls.flatMap((o) => [o.left - margin - box.width, o.right + margin])];
  const tops = [side === 'above' ? aboveTop : belowTop, side === 'above' ? belowTop : aboveTop, ...walls.flatMap((o) => [o.bottom + margin, o.top - margin - box.height])];
  for (const top of tops) {
    for (const left of lefts) {
      const p = at(left, top);
      if (free(p) && !overlaps(rect(p), seatRect)) return p;
    }
  }
  return first;
}
