import type { HallModel } from '../hall/model';
import { hitTest } from '../hit/hit-test';
import { SeatIndex } from '../spatial/seat-index';
import { levelOfDetail, medianSeatRadius } from '../lod/lod';
import { createSeatMapWith } from './seat-map-core';
import type { SeatMap, SeatMapOptions } from './types';

/**
 * The seat map for the shell: its canvases in `container`, d3-zoom on it, taps and
 * hover through the spatial index, an accessible list of the focused sector's seats.
 * The map owns `model.status` from now on: change it through `select`, `unselect` and
 * `setStatuses`. `dispose()` removes everything it added.
 */
export function createSeatMap(container: HTMLElement, model: HallModel, options: SeatMapOptions = {}): SeatMap {
  // The first frame of a big hall is the cached bitmap and needs no index: build it after
  // that frame (or at the first tap or crisp frame, whichever comes first).
  let index: SeatIndex | null = null;
  const seatIndex = () => (index ??= SeatIndex.fromModel(model));
  const radius = medianSeatRadius(model);
  return createSeatMapWith(
    container,
    model,
    {
      index: { search: (bounds) => seatIndex().search(bounds) },
      hitTest: (point, pxPerUnit, touch) => hitTest(model, seatIndex(), point, pxPerUnit, { touch }),
      levelOfDetail: (pxPerUnit) => levelOfDetail(pxPerUnit, model.meta, radius),
      seatRadius: radius,
      // The seat_id lookups too (a SeatIdIndex from the hall worker is filled on first use): the first tap's selection reads it.
      warmUp: () => {
        seatIndex();
        model.indexOf.has(-1);
      },
    },
    options,
  );
}
