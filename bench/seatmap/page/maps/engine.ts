import { categoryColorsOf, createSeatMap, SeatStatus } from '../../../../engine';
import { installDebugHandle } from '../../../../src/features/seat-map-view/model/debug-handle';
import type { MapFactory } from './types';

/**
 * The engine, wired as the storefront's shell wires it: a tap toggles the seat. It gets
 * the demo page's `window.__seatmap` too, whose layer pictures the ghost check compares.
 */
export const engineMap: MapFactory = (container, hall) => {
  let resolvePaint: (at: number) => void = () => {};
  const firstPaint = new Promise<number>((resolve) => (resolvePaint = resolve));
  // `?draw=sprites` tries the engine's other seat drawing.
  const seatDrawing = new URLSearchParams(location.search).get('draw') === 'sprites' ? 'sprites' : 'arcs';
  const map = createSeatMap(container, hall.model, { label: 'Hall', categoryColors: categoryColorsOf(hall.zones), seatDrawing });
  const off = map.on('firstPaint', () => {
    off();
    // The event comes from inside the frame's rAF callback: the frame is on screen after it.
    setTimeout(() => resolvePaint(performance.now()), 0);
  });
  const toggle = (seatId: number) => void (map.select(seatId) || map.unselect(seatId));
  map.on('seatTap', ({ seatId }) => toggle(seatId));
  const uninstall = installDebugHandle(map, { loadMs: hall.fetchMs, parseMs: hall.parseMs, joinMs: hall.joinMs, dataAt: hall.responseAt }, toggle);
  return {
    firstPaint,
    toClient: (x, y) => map.hallToClient(x, y),
    scale: () => map.getScale(),
    isSelected: (i) => hall.model.status[i] === SeatStatus.selected,
    dispose() {
      uninstall();
      map.dispose();
    },
  };
};
