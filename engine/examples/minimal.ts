// The smallest program that shows a hall and lets a buyer pick seats, for engine/README.md.
// It is type-checked with the project and run by minimal.test.ts, so it cannot drift from
// the engine's public surface (engine/index.ts). In a page:
//
//   const { map } = mountMinimalSeatMap(document.querySelector('#hall')!);
//   // … later: map.dispose();

import { createSeatMap, joinSeatData, parseHallSvg } from '../index';
import type { SeatMap } from '../index';

/** A hall in the convention of fixtures/README.md: a stage, one sector, two rows of three. */
export const MINIMAL_HALL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 8" data-hall="minimal">
  <rect data-role="stage" x="2" y="0.5" width="6" height="1.5"/>
  <g data-sector-id="1" data-sector-name="Партер">
    <polygon data-role="outline" points="2,3 8,3 8,7 2,7"/>
    <g data-row="1" transform="translate(0 4)">
      <circle data-seat-id="101" cx="3.8" cy="0" r="0.45"/>
      <circle data-seat-id="102" cx="5" cy="0" r="0.45"/>
      <circle data-seat-id="103" cx="6.2" cy="0" r="0.45"/>
    </g>
    <g data-row="2" transform="translate(0 5.3)">
      <circle data-seat-id="104" cx="3.8" cy="0" r="0.45"/>
      <circle data-seat-id="105" cx="5" cy="0" r="0.45"/>
      <circle data-seat-id="106" cx="6.2" cy="0" r="0.45"/>
    </g>
  </g>
</svg>`;

const seat = (seat_id: number, row: string, place: string, cat: number) => ({ seat_id, sector: 1, row, seat: place, st_id: 0, quant: 1, limit: 6, seat_name: `Ряд ${row}, место ${place}`, cat });

/**
 * The session's seat data as `POST /api/scheme/map` sends it (the parts the join reads).
 * Seat 105 is not listed: sold or held, it is drawn unavailable.
 */
export const MINIMAL_SEAT_DATA: Parameters<typeof joinSeatData>[1] = {
  seat_numbers: [seat(101, '1', '1', 21), seat(102, '1', '2', 21), seat(103, '1', '3', 21), seat(104, '2', '1', 22), seat(106, '2', '3', 22)],
  seat_stand: [],
  zoomporog: 500,
  zoommax: 24,
  usestrokesector: 0,
  showseatnumber: 1,
};

/** Zone colours by zone id (`cat`); `categoryColorsOf(zones)` builds this from the map call. */
export const MINIMAL_ZONE_COLORS = new Map([
  [21, '#d9534f'],
  [22, '#337ab7'],
]);

/**
 * Parses the hall, joins the session's data, draws the map in `container` (which must
 * have a size) and toggles a seat on every tap. The engine only reports taps: what a tap
 * means (the cart, a limit, a popover) is the caller's.
 */
export function mountMinimalSeatMap(container: HTMLElement): { map: SeatMap; selected: () => number[] } {
  const model = joinSeatData(parseHallSvg(MINIMAL_HALL_SVG), MINIMAL_SEAT_DATA);
  const map = createSeatMap(container, model, { label: 'Hall map', categoryColors: MINIMAL_ZONE_COLORS });
  const selected = new Set<number>();
  map.on('seatTap', ({ seatId }) => {
    if (selected.delete(seatId)) map.unselect(seatId);
    else if (map.select(seatId)) selected.add(seatId);
  });
  return { map, selected: () => [...selected] };
}
