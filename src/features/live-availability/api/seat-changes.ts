import { LiveSeatsEvent, seatsMessageSchema, type SeatsMessage } from '../../../../contract/live-seats';

/** Where the map's data came from: a change id to resume after, or when it was requested. */
export type LiveBaseline = { since: number } | { ageMs: number };

export interface SeatChangeHandlers {
  onSeats(message: SeatsMessage): void;
  /** The server cannot replay far enough back (or the page must reload its statuses). */
  onReset(): void;
}

/** GET /api/scheme/live: the session's seat changes as Server-Sent Events. */
export function seatChangesUrl(calendarId: number, baseline: LiveBaseline): string {
  const q = new URLSearchParams({ calendar_id: String(calendarId) });
  if ('since' in baseline) q.set('since', String(baseline.since));
  else q.set('age', String(Math.max(0, Math.min(600_000, Math.round(baseline.ageMs)))));
  return `/api/scheme/live?${q}`;
}

/**
 * Opens the stream; the browser reconnects by itself after a drop and resumes with
 * Last-Event-ID. A malformed message is not guessed at: the page reloads its statuses.
 * Returns the function that closes it.
 */
export function openSeatChanges(calendarId: number, baseline: LiveBaseline, handlers: SeatChangeHandlers): () => void {
  // Without EventSource (a test DOM, an old browser) the map works as before, without live changes.
  if (typeof EventSource === 'undefined') return () => undefined;
  const source = new EventSource(seatChangesUrl(calendarId, baseline));
  source.addEventListener(LiveSeatsEvent.seats, (e) => {
    let message: SeatsMessage;
    try {
      message = seatsMessageSchema.parse(JSON.parse((e as MessageEvent<string>).data));
    } catch (error) {
      console.error('[live] a malformed seat change message', error);
      handlers.onReset();
      return;
    }
    handlers.onSeats(message);
  });
  source.addEventListener(LiveSeatsEvent.reset, () => handlers.onReset());
  return () => source.close();
}
