import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../contract/envelope';
import { schemeMapSchema, schemeSchema } from '../../contract/booking';
import { eventHash } from '../../server/seed/ids';
import { startServer, type TestServer } from './harness';
import { mapEventSlug } from './order-helpers';

// Seats a venue numbers by place have no row (docs/product/hall-import.md): the map's seat
// names leave the row word out rather than print «ряд» with nothing after it.
describe('a seat with no row on the map', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
    // Before the first map is asked for: the hall's geometry is built from these rows then.
    await server.db.run(`UPDATE hall_seats SET row_label = '' WHERE st_id = 0 AND seat_id % 2 = 0`);
  });
  afterAll(() => server.close());

  it('is named by sector and seat only, in every language', async () => {
    const hash = eventHash(mapEventSlug('theatre'));
    const client = server.client();
    const scheme = envelopeSchema(schemeSchema).parse((await client.post('/api/scheme', { hash })).body).response;
    const names: Record<string, string[]> = {};
    for (const lang of ['ru', 'en', 'kz', 'ch']) {
      const map = envelopeSchema(schemeMapSchema).parse((await client.post('/api/scheme/map', { hash, calendar_id: scheme.calendar[0]!.calendar_id, lang })).body).response;
      const noRow = map.seat_numbers.filter((s) => s.row === '');
      expect(noRow.length).toBeGreaterThan(0);
      names[lang] = noRow.map((s) => s.seat_name);
      const withRow = map.seat_numbers.find((s) => s.row !== '')!;
      expect(withRow.seat_name).toContain(` ${withRow.row}, `);
    }
    expect(names.ru!.every((n) => /, место \S+$/.test(n) && !n.includes('ряд'))).toBe(true);
    expect(names.en!.every((n) => /, seat \S+$/.test(n) && !n.includes('row'))).toBe(true);
    expect(names.kz!.every((n) => !n.includes('қатар'))).toBe(true);
    expect(names.ch!.every((n) => !n.includes('排'))).toBe(true);
  });
});
