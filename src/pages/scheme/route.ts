// Loaded on demand by the router: the engine (Konva, d3-zoom, the parser) stays out of
// the storefront's main bundle until a scheme page is opened.
export { SchemePage as Component } from './scheme-page';
