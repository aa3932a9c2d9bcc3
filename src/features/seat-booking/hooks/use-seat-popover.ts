import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { SeatMap } from '../../../../engine';
import { placePopover, POPOVER_BOX, POPOVER_MARGIN, type PopoverPlacement } from '../model/popover-placement';

export type SeatPopoverState = { index: number; seatId: number; placement: PopoverPlacement };

function viewportSize() {
  return { width: document.documentElement.clientWidth || window.innerWidth, height: window.innerHeight };
}

/**
 * The popover of a tapped seat: placed by the seat's point on screen, kept off the zoom
 * controls, following the seat as the map or the page moves, closed once the seat leaves
 * the map's box. `stage` is the box the map is in.
 */
export function useSeatPopover(stage: RefObject<HTMLElement | null>, map: SeatMap | null) {
  const [popover, setPopover] = useState<SeatPopoverState | null>(null);

  const place = useCallback(
    (m: SeatMap, seatId: number): PopoverPlacement | null => {
      const point = m.seatScreenPoint(seatId);
      const box = stage.current?.getBoundingClientRect();
      if (!point || !box) return null;
      // A seat panned out of the map's box has nothing to point at.
      if (point.x < box.left || point.x > box.right || point.y < box.top || point.y > box.bottom) return null;
      // The popover keeps off the zoom controls, or it would hide zoom-out and the scale.
      const zoom = stage.current?.querySelector('.seatmap-zoom')?.getBoundingClientRect();
      return placePopover(point, viewportSize(), POPOVER_BOX, POPOVER_MARGIN, zoom ? [zoom] : []);
    },
    [stage],
  );

  /** The popover follows its seat, and closes once the seat leaves the view. */
  const follow = useCallback(
    (m: SeatMap) =>
      setPopover((p) => {
        if (!p) return p;
        const placement = place(m, p.seatId);
        return placement ? { ...p, placement } : null;
      }),
    [place],
  );

  /** Opens on a tapped seat (nothing when it is out of the box). */
  const open = useCallback(
    (m: SeatMap, index: number, seatId: number) => {
      const placement = place(m, seatId);
      setPopover(placement ? { index, seatId, placement } : null);
    },
    [place],
  );

  const close = useCallback(() => setPopover(null), []);

  // The popover is fixed to the viewport: a page scroll moves the seat under it.
  const shown = popover !== null;
  useEffect(() => {
    if (!shown || !map) return;
    const onMove = () => follow(map);
    window.addEventListener('scroll', onMove, { passive: true });
    window.addEventListener('resize', onMove);
    return () => {
      window.removeEventListener('scroll', onMove);
      window.removeEventListener('resize', onMove);
    };
  }, [shown, map, follow]);

  return { popover, open, follow, close };
}
