// Loading a hall. On the reference server, the split hall: the session's availability
// (GET /api/scheme/availability, 2-bit statuses by seat index) and the hall's geometry at its
// immutable content-addressed URL, read and parsed in a Web Worker (model/hall.worker.ts) and
// kept in IndexedDB by its hash (model/hall-store.ts), so that a repeat visit neither
// downloads nor parses it (the hall of the event's last visit is read back on the page, with
// no worker started); the two are fetched in parallel once the event's geometry hash is
// remembered, and joined by index (engine/hall/join-columns.ts). A server without those
// documents (the platform's) refuses the availability: then the scheme map answer (POST
// /api/scheme/map, or the demo's GET /api/demo/hall), its SVG parsed in a worker (the
// messages are engine/hall-transfer's) and joined with the seat data.
//
//   const hall = useSessionHall(hash, calendarId, lang);      // → { model, map, timings, changeId }
//   const { model } = await buildHallModel(map, signal, createHallParser());
export { getSchemeMap } from './api/get-scheme-map';
export { getSessionHall, getSessionHallQueryOptions, useSessionHall, SchemeMissingError } from './api/get-session-hall';
export type { SessionHall } from './api/get-session-hall';
export { fetchDemoHall, demoHallPath } from './api/get-demo-hall';
export type { DemoHallQuery } from './api/get-demo-hall';
export { buildHallModel } from './model/load-hall';
export type { LoadedHall } from './model/load-hall';
export { createHallParser, parseHall, decodeHallImages } from './model/parse-hall';
export type { HallParser, ParsedHall } from './model/parse-hall';
export { schemeMapForGeometry, OWN_HALL_ZONE, OWN_HALL_COLOR } from './model/own-hall';
export type { OwnHallNames } from './model/own-hall';
export { getSeatAvailability, seatAvailabilityPath } from './api/get-seat-availability';
export { getHallGeometry, hallGeometryPath } from './api/get-hall-geometry';
export type { HallGeometryLoad } from './api/get-hall-geometry';
// Fresh statuses against a loaded hall: what to repaint and which cart places are gone.
export { refreshStatuses } from './model/seat-statuses';
export type { StatusRefresh } from './model/seat-statuses';
