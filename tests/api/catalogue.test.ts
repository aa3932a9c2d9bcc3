import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afishaResponseSchema, SOON_ON_SALE } from '../../contract/afisha';
import { setupSchema } from '../../contract/setup';
import { envelopeSchema } from '../../contract/envelope';
import { languages } from '../../contract/lang';
import { loadCatalogue } from '../../fixtures/catalogue/load';
import { addDays, isoDay, ruDay } from '../../server/catalogue/clock';
import { eventHash } from '../../server/seed/ids';
import { startServer, type TestServer } from './harness';

const catalogue = loadCatalogue();
const bySale = (sale: string) => catalogue.events.find((e) => e.sale === sale)!;

describe('catalogue API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('GET /api/setup answers the setup in the envelope, with today and captcha off', async () => {
    const res = await server.client().get('/api/setup');
    expect(res.status).toBe(200);
    const setup = envelopeSchema(setupSchema).parse(res.body).response;
    expect(setup.date).toBe(isoDay(new Date()));
    expect(setup.captcha.enabled).toBe(0);
    expect(setup.db.languages).toBe('ru,en,kz,ch');
    expect(setup.db.meta.map((m) => m.lang).sort()).toEqual([...languages].sort());
  });

  it('GET /api/afisha lists at least 30 events named in four languages', async () => {
    const res = await server.client().get('/api/afisha');
    const afisha = afishaResponseSchema.parse(res.body).response;
    expect(afisha.action.length).toBeGreaterThanOrEqual(30);
    for (const e of afisha.action) {
      for (const l of languages) expect(e[`event_${l}`], `event ${e.event_id} ${l}`).toBeTruthy();
      expect(e.hash_id).toMatch(/^[0-9a-f]{40}$/);
    }
    expect(afisha.kind_menu.length).toBeGreaterThanOrEqual(3);
    expect(afisha.main_menu.length).toBeGreaterThanOrEqual(6);
    expect(afisha.list_tags.length).toBeGreaterThanOrEqual(12);
  });

  it('sanitises descriptions: no script, no handlers, no javascript: links', async () => {
    const res = await server.client().get<{ action: Record<string, string>[] }>('/api/afisha');
    const html = res.body.response.action.flatMap((e) => languages.map((l) => e[`descript_${l}`] ?? '')).join('\n');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son\w+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toMatch(/<p>|<b>|<li>/);
  });

  it('marks the soon-on-sale event with -99999 and the sold-out event with 0', async () => {
    const afisha = afishaResponseSchema.parse((await server.client().get('/api/afisha')).body).response;
    const find = (slug: string) => afisha.action.find((e) => e.hash_id === eventHash(slug))!;
    expect(find(bySale('soon').slug).totalticketcount).toBe(SOON_ON_SALE);
    expect(find(bySale('soldout').slug).totalticketcount).toBe(0);
    const open = afisha.action.filter((e) => e.totalticketcount > 0);
    expect(open.length).toBeGreaterThan(20);
  });

  it('has calendars for the next 60 days with several times a day', async () => {
    const afisha = afishaResponseSchema.parse((await server.client().get('/api/afisha')).body).response;
    const today = isoDay(new Date());
    const days = new Set(afisha.calendar.map((c) => c.eventday));
    expect(days.has(ruDay(addDays(today, 1)))).toBe(true);
    expect(days.has(ruDay(addDays(today, 58)))).toBe(true);
    const perEventDay = new Map<string, number>();
    for (const c of afisha.calendar) perEventDay.set(`${c.event_id}:${c.eventday}`, (perEventDay.get(`${c.event_id}:${c.eventday}`) ?? 0) + 1);
    expect(Math.max(...perEventDay.values())).toBeGreaterThanOrEqual(3);
  });

  it('computes ticket counts from the database, not from fixtures', async () => {
    const hash = eventHash(catalogue.events.find((e) => e.sale === 'open' && !e.useseatsvg && e.maybefree === 0)!.slug);
    const before = afishaResponseSchema.parse((await server.client().get('/api/afisha')).body).response;
    const event = before.action.find((e) => e.hash_id === hash)!;
    const session = await server.db.get<{ calendar_id: number; zonelevel_id: number }>(
      `SELECT s.calendar_id, p.zonelevel_id FROM sessions s JOIN prices p ON p.event_id = s.event_id AND p.pricetype_id = s.pricetype_id
        WHERE s.event_id = ? AND s.day > ? ORDER BY s.day LIMIT 1`,
      [event.event_id, isoDay(new Date())],
    );
    const created = new Date().toISOString();
    const later = new Date(Date.now() + 3600_000).toISOString();
    const { lastInsertId } = await server.db.run(
      `INSERT INTO orders (hash, ord_num, status, created_at, reserve_until) VALUES ('t1', 'T1', 0, ?, ?)`,
      [created, later],
    );
    await server.db.run('INSERT INTO order_lines (order_id, calendar_id, zonelevel_id, quantity, price) VALUES (?, ?, ?, 3, 100)', [lastInsertId, session!.calendar_id, session!.zonelevel_id]);
    // The afisha is kept until the seat change journal reports the write (server/live/read-cache.ts).
    const count = async () => afishaResponseSchema.parse((await server.client().get('/api/afisha')).body).response.action.find((e) => e.hash_id === hash)!.totalticketcount;
    await expect.poll(count, { timeout: 10_000 }).toBe(event.totalticketcount - 3);
    // An expired reservation holds nothing.
    await server.db.run(`UPDATE orders SET reserve_until = ? WHERE order_id = ?`, [created, lastInsertId]);
    await expect.poll(count, { timeout: 10_000 }).toBe(event.totalticketcount);
  });

  it('serves catalogue images and the location pin', async () => {
    const afisha = afishaResponseSchema.parse((await server.client().get('/api/afisha')).body).response;
    const url = afisha.action[0]!.image_url_ru!;
    expect(url).toMatch(/^\/images\//);
    const img = await fetch(`${server.url}${url}`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toMatch(/^image\//);
    const pin = await fetch(`${server.url}/svg/location_point.svg`);
    expect(pin.status).toBe(200);
    expect(await pin.text()).toContain('<svg');
    expect((await fetch(`${server.url}/images/nope.svg`)).status).toBe(404);
  });
});
