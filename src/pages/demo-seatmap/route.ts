// Loaded on demand by the router: the engine (Konva, d3-zoom, the parser) stays out of
// the storefront's main bundle until someone opens the demo.
export { DemoSeatmapPage as Component } from './demo-seatmap-page';
