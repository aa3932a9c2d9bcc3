import { categoryColorsOf, createSeatMap } from '../../../../engine';
import type { MapFactory } from './types';
import { SeatStatus } from '../../../../engine';

/** The engine, wired as the storefront's shell wires it: a tap toggles the seat. */
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
  map.on('seatTap', ({ seatId }) => {
    if (!map.select(seatId)) map.unselect(seatId);
  });
  return {
    firstPaint,
    toClient: (x, y) => map.hallToClient(x, y),
    scale: () => map.getScale(),
    seatsTappable: () => map.getLod() !== 'sectors',
    isSelected: (i) => hall.model.status[i] === SeatStatus.selected,
    dispose: () => map.dispose(),
  };
};
