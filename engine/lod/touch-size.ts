// How big a seat must be on screen for a finger to choose it. A fingertip covers about a
// centimetre; with seats packed a seat's width apart, a finger can still aim between
// neighbours of about 8 CSS px (Android's and iOS's smallest recommended touch spacing is
// larger, but a hall of seats that big would need far more zooming). Below it a tap
// would as likely pick the neighbour as the seat meant, so a tap zooms instead.

/** The smallest seat diameter on screen (CSS px) that a tap selects. */
export const FINGER_TARGET_PX = 8;

/** Whether a seat of this radius on screen (CSS px) is big enough for a finger. */
export function fingerSized(radiusPx: number): boolean {
  return 2 * radiusPx >= FINGER_TARGET_PX;
}

/** CSS px per hall unit at which a seat of `radius` hall units becomes finger-sized. */
export function fingerPxPerUnit(radius: number): number {
  return radius > 0 ? FINGER_TARGET_PX / (2 * radius) : Infinity;
}
