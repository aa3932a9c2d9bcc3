// Loading a hall: the map answer (POST /api/scheme/map, or the demo's GET /api/demo/hall),
// its SVG parsed into geometry in a Web Worker (the messages are engine/hall-transfer's),
// joined with the seat data into the engine's HallModel.
//
//   const hall = useSchemeHall(hash, calendarId, lang);      // → { model, map, timings }
//   const { model } = await buildHallModel(map, signal, createHallParser());
export { getSchemeMap } from './api/get-scheme-map';
export { getSchemeHall, getSchemeHallQueryOptions, useSchemeHall, SchemeMissingError } from './api/get-scheme-hall';
export type { SchemeHall } from './api/get-scheme-hall';
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
