// Live availability (issue 16): the open map's seat changes over Server-Sent Events,
// repainting only the changed seats and taking seats someone else bought out of the cart.
//
//   useLiveSeats({ hash, lang, calendarId, hall, map, seatCart, order, onTaken, onStands });
export { useLiveSeats } from './model/use-live-seats';
export type { LiveSeatsOptions } from './model/use-live-seats';
export { liveUpdates, stepOf } from './model/seat-changes';
export type { StreamStep, LiveUpdate } from './model/seat-changes';
export { openSeatChanges, seatChangesUrl } from './api/seat-changes';
export type { LiveBaseline } from './api/seat-changes';
