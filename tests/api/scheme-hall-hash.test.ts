// The seat page's load names the hall's geometry (issue 16): a first visit, which has no hash
// remembered from before, fetches the geometry alongside the session's availability.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../contract/envelope';
import { schemeSchema } from '../../contract/booking';
import { seatAvailabilitySchema } from '../../contract/seat-availability';
import { startServer, type TestServer } from './harness';
import { mapEventSlug, schemeSession } from './order-helpers';

describe('POST /api/scheme names the hall geometry', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('answers hall_hash, the same as the session availability names, and the geometry is served at it', async () => {
    for (const hall of ['theatre', 'chamber']) {
      const client = server.client();
      const s = await schemeSession(client, mapEventSlug(hall));
      const scheme = envelopeSchema(schemeSchema).parse((await client.post('/api/scheme', { hash: s.hash })).body).response;
      expect(scheme.hall_hash).toMatch(/^[0-9a-f]{32}$/);
      const availability = envelopeSchema(seatAvailabilitySchema).parse((await client.get(`/api/scheme/availability?hash=${s.hash}&calendar_id=${s.session.calendar_id}`)).body).response;
      expect(scheme.hall_hash).toBe(availability.hall);
      const geometry = await fetch(`${server.url}/api/scheme/hall/${scheme.hall_hash}`);
      expect(geometry.status).toBe(200);
      expect(geometry.headers.get('cache-control')).toContain('immutable');
    }
  });
});
