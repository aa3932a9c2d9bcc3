// A seat's status: one vocabulary, and the code each format gives it. The codes were never
// unified: each is fixed where it is read (open pages during an upgrade, the journal's stored
// rows), so each format keeps its own and this codebook names them side by side
// (docs/product/names.md). Code that writes or reads a format takes its table from here.

/** What a seat is in a session. `selected` exists only on the buyer's page (in their cart). */
export type SeatStatusName = 'unavailable' | 'free' | 'held' | 'sold' | 'selected';

/** The availability document (GET /api/scheme/availability), 2 bits a seat. */
export const SeatAvailabilityStatus = {
  /** Not on sale in this session (no price for its zone). */
  unavailable: 0,
  free: 1,
  /** In someone's unpaid order or offered to someone by best available. */
  held: 2,
  sold: 3,
} as const satisfies Partial<Record<SeatStatusName, number>>;
export type SeatAvailabilityStatusCode = (typeof SeatAvailabilityStatus)[keyof typeof SeatAvailabilityStatus];

/** The live stream's `[seat, status]` pairs (`event: seats`) and the server's seat_changes journal. */
export const LiveSeatStatus = {
  free: 0,
  held: 1,
  sold: 2,
} as const satisfies Partial<Record<SeatStatusName, number>>;
export type LiveSeatStatusCode = (typeof LiveSeatStatus)[keyof typeof LiveSeatStatus];

/** The seat map's drawn status (the engine's `SeatStatus`, HallModel.status): never sent. */
export const MapSeatStatus = {
  /** Drawn in the SVG, absent from the data: taken or not on sale. */
  unavailable: 0,
  free: 1,
  selected: 2,
} as const satisfies Partial<Record<SeatStatusName, number>>;
export type MapSeatStatusCode = (typeof MapSeatStatus)[keyof typeof MapSeatStatus];

/** The codebook: every format's table, by the format's name. */
export const SeatStatusCodes = {
  availability: SeatAvailabilityStatus,
  live: LiveSeatStatus,
  map: MapSeatStatus,
} as const;

/** A code's name in one format, or undefined when the format has no such code. */
export function seatStatusName(format: keyof typeof SeatStatusCodes, code: number): SeatStatusName | undefined {
  for (const [name, value] of Object.entries(SeatStatusCodes[format])) if (value === code) return name as SeatStatusName;
  return undefined;
}
