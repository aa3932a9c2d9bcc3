// The engine's public surface for the shell, benchmarks and tests. Everything else in
// engine/ is internal and may change.

export type { Bounds, HallGeometry, HallModel, SeatMapSettings, SeatStatusCode } from './hall/model';
export { SeatStatus, defaultSeatMapSettings } from './hall/model';
export { parseHallSvg, HallParseError, DEFAULT_MAX_BYTES } from './hall/parse';
export { MAX_COORDINATE, MAX_IMPORT_SEATS, MAX_IMPORT_SHAPES } from './hall/limits';
export type { HallParseErrorCode } from './hall/parse';
export { joinSeatData } from './hall/join';

export { createSeatMap } from './seatmap/seat-map';
// While a hall loads: Konva's first-use costs paid ahead of the map's first paint.
export { prepareCanvasHost as prepareSeatMapHost } from './render/stage-parts';
// Work kept out of the frames a buyer watches (the shell's decoration waits for it too).
export { whenIdle } from './render/idle';
export type { Hit, LevelOfDetail, ScreenPoint, SeatMap, SeatMapEvents, SeatMapOptions } from './seatmap/types';
export { priceLegend, categoryColorsOf } from './seatmap/legend';
export type { LegendEntry, LegendZone } from './seatmap/legend';

export type { FrameStatsSnapshot } from './render/frame-stats';
export type { SeatDrawMethod } from './render/draw-seats';
export { MAX_PIXEL_RATIO, cappedPixelRatio } from './render/pixel-ratio';
export {
  BUTTON_STEP,
  CLICK_DISTANCE_PX,
  TAP_DISTANCE_PX,
  WHEEL_SPEED,
  ZOOM_MAX,
  ZOOM_MIN,
  scalePercent,
} from './zoom/constants';

// The seat list beside the map (the accessible view and the stepper): rows of seats side by side, and its keys.
export { adjacentRuns, countRuns, hallRows, sectorRows } from './a11y/adjacent';
export type { SeatRow } from './a11y/adjacent';
export { listKey, noTypeAhead, typeAhead } from './a11y/list-keys';
// Hall loading in the shell: pictures embedded in the hall, and the server's seat columns joined to the drawing.
export { decodeDataUrl, imagePlacement } from './hall/images';
export { joinColumns } from './hall/join-columns';
export type { ZoomState } from './zoom/fit';
