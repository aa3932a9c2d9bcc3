import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../contract/envelope';
import { orderViewSchema } from '../../contract/order';
import { eventHash } from '../../server/seed/ids';
import { startServer, type TestServer } from './harness';
import { categoryOrderBody, plainEvent } from './order-helpers';
import { confirmPaid, openInvoice } from './payment-helpers';

// A page that shows one order, event or ticket by its hash answers 404 when there is no such
// thing, as an unknown path does: the app shows its "not found" either way, and crawlers,
// link checkers and monitors read the status.

const html = (server: TestServer, path: string) => fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });

describe('page status of hash-addressed pages', () => {
  let server: TestServer;
  let order: string;
  let ticket: string;
  beforeAll(async () => {
    server = await startServer({
      clientFiles: { 'index.html': '<!doctype html><html><head><title>storefront</title></head><body><div id="root"></div></body></html>' },
    });
    const c = server.client();
    order = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c))).body.response.hash;
    expect(await confirmPaid(server, await openInvoice(c, order))).toBeTruthy();
    const view = envelopeSchema(orderViewSchema).parse((await c.post('/api/order/view', { hash: order })).body).response;
    expect(view.printingAllowed).toBe(true);
    ticket = view.main[0]!.tickethash_id;
  });
  afterAll(() => server.close());

  it('answers 200 for an order, its return, declined and nominal pages, an event, its scheme and a paid ticket that exist', async () => {
    const event = eventHash(plainEvent.slug);
    for (const path of [`/order/${order}`, `/order/return/${order}`, `/order/declined/${order}`, `/nominal-tickets/${order}`, `/event/${event}`, `/event/${event}/2026-11-27/19:00`, `/scheme/${event.toUpperCase()}`, `/ticket/${ticket}`, '/', '/contacts']) {
      const res = await html(server, path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('<div id="root">');
    }
  });

  it('answers 404, still with the page, for an order, event or ticket that does not exist', async () => {
    const missing = 'f'.repeat(40);
    for (const path of [`/order/${missing}`, `/order/return/${missing}`, `/order/declined/${missing}`, `/nominal-tickets/${missing}`, `/event/${missing}`, `/event/${missing}/2026-11-27`, `/scheme/${missing}`, `/ticket/${missing}`, '/order/return']) {
      const res = await html(server, path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(await res.text(), path).toContain('<div id="root">');
    }
  });

  it('a ticket of an unpaid order is not found, as its call answers', async () => {
    const c = server.client();
    const unpaid = (await c.post<{ hash: string }>('/api/order/create', await categoryOrderBody(c))).body.response.hash;
    const view = envelopeSchema(orderViewSchema).parse((await c.post('/api/order/view', { hash: unpaid })).body).response;
    expect((await html(server, `/order/${unpaid}`)).status).toBe(200);
    expect((await html(server, `/ticket/${view.main[0]!.tickethash_id}`)).status).toBe(404);
  });
});
