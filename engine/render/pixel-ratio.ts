/**
 * Backing-store pixels per CSS pixel. A DPR-3 phone would otherwise fill 9× the pixels
 * of DPR 1 for no visible gain on seat dots; 2 keeps edges sharp at less than half the
 * fill cost.
 */
export const MAX_PIXEL_RATIO = 2;

export function cappedPixelRatio(devicePixelRatio: number | undefined, cap = MAX_PIXEL_RATIO): number {
  const dpr = devicePixelRatio && Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  return Math.min(dpr, cap);
}
