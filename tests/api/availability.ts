import { expect } from 'vitest';
import { envelopeSchema } from '../../contract/envelope';
import { decodeStatuses, seatAvailabilitySchema } from '../../contract/seat-availability';
import type { ApiClient } from './harness';

/** A session's availability document at `url`, and its statuses decoded, as a map view reads them. */
export async function availabilityAt(client: ApiClient, url: string) {
  const res = await client.get(url);
  expect(res.status).toBe(200);
  const doc = envelopeSchema(seatAvailabilitySchema).parse(res.body).response;
  return { doc, statuses: decodeStatuses(doc.encoding, doc.statuses, doc.seatCount) };
}

/** The availability of an event's session (GET /api/scheme/availability). */
export const availabilityOf = (client: ApiClient, hash: string, calendarId: number) =>
  availabilityAt(client, `/api/scheme/availability?hash=${hash}&calendar_id=${calendarId}`);
