// The React side of the engine's seat map: a canvas the engine draws into, the zoom
// buttons, and the `window.__seatmap` handle tests and benchmarks drive it by.
//
//   <SeatMapView model={hall.model} label={…} onReady={(map) => …} />   <ZoomControls map={map} percent={…} />
export { SeatMapView } from './components/seat-map-view';
export type { SeatMapViewProps } from './components/seat-map-view';
export { ZoomControls } from './components/zoom-controls';
export { installDebugHandle } from './model/debug-handle';
export type { SeatMapDebugHandle } from './model/debug-handle';
