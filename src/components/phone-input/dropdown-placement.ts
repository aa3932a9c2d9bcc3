import { DROPDOWN_MIN_SPACE_BELOW } from './constants';

export type Placement = 'below' | 'above';

/** Below the anchor when more than DROPDOWN_MIN_SPACE_BELOW px are free under it, else above. */
export function placementUnder(anchor: Element | null | undefined): Placement {
  const rect = anchor?.getBoundingClientRect();
  const spaceBelow = rect ? window.innerHeight - rect.bottom : Infinity;
  return spaceBelow > DROPDOWN_MIN_SPACE_BELOW ? 'below' : 'above';
}
