/** Spec 2 §9: the seat popover is placed for a box of 250 by 150 px. */
export const POPOVER_BOX = { width: 250, height: 150 } as const;
/** Room kept between the popover and the viewport's edges, and between it and the seat. */
export const POPOVER_MARGIN = 8;

export interface PopoverPlacement {
  left: number;
  top: number;
  /** Where the box is relative to the seat. */
  side: 'above' | 'below';
}

/**
 * Places the popover box next to a seat at client point `seat` (radius `r`), inside a
 * viewport of `viewport`: above the seat when the box fits there, else below, and moved
 * sideways and up or down so that no part leaves the viewport (a viewport smaller than
 * the box pins it to the top-left margin).
 */
export function placePopover(
  seat: { x: number; y: number; r?: number },
  viewport: { width: number; height: number },
  box: { width: number; height: number } = POPOVER_BOX,
  margin = POPOVER_MARGIN,
): PopoverPlacement {
  const r = Number.isFinite(seat.r) ? Math.max(0, seat.r ?? 0) : 0;
  const x = Number.isFinite(seat.x) ? seat.x : viewport.width / 2;
  const y = Number.isFinite(seat.y) ? seat.y : viewport.height / 2;
  const aboveTop = y - r - margin - box.height;
  const belowTop = y + r + margin;
  const fitsAbove = aboveTop >= margin;
  const fitsBelow = belowTop + box.height <= viewport.height - margin;
  // Above by default (the finger covers what is below it); below when only that fits.
  const side: PopoverPlacement['side'] = fitsAbove || !fitsBelow ? 'above' : 'below';
  const clamp = (value: number, max: number) => Math.max(margin, Math.min(value, max));
  const left = clamp(x - box.width / 2, viewport.width - margin - box.width);
  const top = clamp(side === 'above' ? aboveTop : belowTop, viewport.height - margin - box.height);
  return { left: Math.round(left), top: Math.round(top), side };
}
