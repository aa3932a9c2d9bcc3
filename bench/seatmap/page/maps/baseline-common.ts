import { select } from 'd3-selection';
import { zoom, type D3ZoomEvent } from 'd3-zoom';
import { categoryColorsOf, CLICK_DISTANCE_PX, SeatStatus, TAP_DISTANCE_PX, ZOOM_MIN } from '../../../../engine';
import type { HallModel } from '../../../../engine';
import { seatColors } from '../../../../engine/render/palette';
import { composeView, fitView } from '../../../../engine/zoom/fit';
import type { View } from '../../../../engine/render/view';
import { hallZoomLimits } from '../../plan';
import type { LoadedHall } from '../load';

/** Fill of every seat as the engine colours it: zone colour when free, grey when taken. */
export function seatFills(hall: LoadedHall): { fill: (i: number) => string; selected: string } {
  const colors = categoryColorsOf(hall.zones);
  const { model } = hall;
  return {
    fill: (i) =>
      model.status[i] === SeatStatus.free
        ? (colors.get(model.cat[i]!) ?? seatColors.free)
        : model.status[i] === SeatStatus.selected
          ? seatColors.selected
          : seatColors.unavailable,
    selected: seatColors.selected,
  };
}

/** A light tint of the zone colour of a sector's first seat, as sector backgrounds are drawn. */
export function sectorFill(hall: LoadedHall, seats: Int32Array): string {
  const first = seats[0];
  if (first === undefined) return '#eef0f3';
  return categoryColorsOf(hall.zones).get(hall.model.cat[first]!) ?? '#eef0f3';
}

/**
 * d3-zoom with the engine's constants, fit and limits, so that every map moves exactly
 * alike under the same touches and reaches the same seat level.
 */
export function baselineZoom(element: HTMLElement, model: HallModel, apply: (view: View) => void) {
  const width = element.clientWidth;
  const height = element.clientHeight;
  const fit = fitView(model.bounds, width, height);
  let view = composeView(fit, { k: 1, x: 0, y: 0 });
  let k = 1;
  const behavior = zoom<HTMLElement, unknown>()
    .scaleExtent([ZOOM_MIN, hallZoomLimits(model, width, height).maxScale])
    .extent([[0, 0], [width, height]])
    .translateExtent([[0, 0], [width, height]])
    .clickDistance(CLICK_DISTANCE_PX)
    .tapDistance(TAP_DISTANCE_PX)
    .on('zoom', (event: D3ZoomEvent<HTMLElement, unknown>) => {
      k = event.transform.k;
      view = composeView(fit, event.transform);
      apply(view);
    });
  element.style.touchAction = 'none';
  select(element).call(behavior).on('dblclick.zoom', null);
  apply(view);
  return {
    fit,
    view: () => view,
    scale: () => k,
    toClient(x: number, y: number) {
      const rect = element.getBoundingClientRect();
      return { x: rect.left + x * view.k + view.x, y: rect.top + y * view.k + view.y };
    },
    dispose: () => select(element).on('.zoom', null),
  };
}
