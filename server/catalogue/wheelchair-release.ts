// The operator's per-session hold-back of wheelchair spaces (docs/product/accessible-seating.md):
// until `wheelchair_release_hours` before the show, wheelchair spaces are off general sale (only
// best available with "I need a wheelchair space" offers them); from then on they sell like any
// seat. Pure: the session's row and the server's clock in, a moment out.

const HOUR = 3_600_000;

/** When the session starts (UTC, the platform's timezone); a session without a time starts at its day's midnight. */
export function sessionStartsAt(day: string, time: string): number {
  return Date.parse(`${day}T${/^\d{2}:\d{2}$/.test(time) ? time : '00:00'}:00Z`);
}

/**
 * Until when (ms since the epoch) the session keeps its wheelchair spaces off general sale at
 * `now`; 0 when it does not (no setting, or the moment has passed).
 */
export function wheelchairHeldUntil(session: { day: string; time: string; wheelchair_release_hours: number | null }, now: Date): number {
  const hours = session.wheelchair_release_hours;
  if (hours === null || hours === undefined || !(Number(hours) > 0)) return 0;
  const at = sessionStartsAt(session.day, session.time) - Number(hours) * HOUR;
  return Number.isFinite(at) && now.getTime() < at ? at : 0;
}
