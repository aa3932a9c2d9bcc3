import type { ListedSession } from './listing-index';

export type TimeSummary = { kind: 'none' } | { kind: 'single'; time: string } | { kind: 'range'; from: string; to: string };

/** First and last day of the sessions (already sorted). */
export function dateSpan(sessions: readonly ListedSession[]): { first: string; last: string } | null {
  const first = sessions[0];
  const last = sessions[sessions.length - 1];
  return first && last ? { first: first.day, last: last.day } : null;
}

/** One time when all sessions share it, the earliest to the latest otherwise; none for all-day tickets. */
export function timeSummary(sessions: readonly ListedSession[]): TimeSummary {
  const times = [...new Set(sessions.map((s) => s.time).filter((t) => /^\d{2}:\d{2}$/.test(t)))].sort();
  const from = times[0];
  const to = times[times.length - 1];
  if (!from || !to) return { kind: 'none' };
  return from === to ? { kind: 'single', time: from } : { kind: 'range', from, to };
}

/**
 * The date Book carries into the route: the first day with tickets among the sessions in
 * view (those of the date filter), else the first day in view at all.
 */
export function bookingDate(sessions: readonly ListedSession[]): string | undefined {
  return (sessions.find((s) => s.ticketcount > 0) ?? sessions[0])?.day;
}
