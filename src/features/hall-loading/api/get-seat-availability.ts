import { seatAvailabilitySchema, type SeatAvailability } from '../../../../contract/seat-availability';
import { apiGet, type RequestOptions } from '../../../api/client';

export const seatAvailabilityPath = (hash: string, calendarId: number) =>
  `/api/scheme/availability?${new URLSearchParams({ hash, calendar_id: String(calendarId) })}`;

/** GET /api/scheme/availability: the session's seat statuses by seat index (the reference server's addition). */
export function getSeatAvailability(hash: string, calendarId: number, options?: RequestOptions): Promise<SeatAvailability> {
  return apiGet(seatAvailabilityPath(hash, calendarId), seatAvailabilitySchema, options);
}
