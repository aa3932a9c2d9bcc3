import type { SeatMap } from '../../../engine';
import type { SessionHall } from '../../features/hall-loading';
import { installDebugHandle } from '../../features/seat-map-view';

declare global {
  interface Window {
    /** Set before the page loads (tests, a developer's console) to get `window.__seatmap` here too. */
    __seatmapDebug?: boolean;
  }
}

/**
 * The demo page's `window.__seatmap` on the scheme page, so that browser tests can find
 * seats on the canvas. Installed in development builds, or when the page was asked to.
 */
export function instrumentSeatMap(map: SeatMap, hall: SessionHall): () => void {
  if (!import.meta.env.DEV && window.__seatmapDebug !== true) return () => {};
  return installDebugHandle(map, hall.timings);
}
