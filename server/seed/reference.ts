import type { Db } from '../db/driver';
import type { Reference } from '../../fixtures/reference/load';

const j = (v: unknown) => JSON.stringify(v);

export async function insertReference(db: Db, r: Reference): Promise<void> {
  await db.runMany('INSERT INTO payment_types (creditcompany_id, protocol_type, protocol_kind, name, descript, sortnum) VALUES (?, ?, ?, ?, ?, ?)',
    r.paymentTypes.map((p) => [p.creditcompany_id, p.protocol_type, p.protocol_kind, j(p.name), j(p.descript), p.sortnum]));
  await db.runMany('INSERT INTO return_reasons (id, name, descript) VALUES (?, ?, ?)', r.returnReasons.map((x) => [x.id, j(x.name), j(x.descript)]));
  await db.runMany('INSERT INTO countries (id, name) VALUES (?, ?)', r.countries.map((c) => [c.id, j(c.name)]));
  await db.runMany('INSERT INTO regions (id, country_id, name) VALUES (?, ?, ?)', r.regions.map((x) => [x.id, x.country_id, j(x.name)]));
  await db.runMany('INSERT INTO doc_types (id, country_id, name, note) VALUES (?, ?, ?, ?)', r.docTypes.map((d) => [d.id, d.country_id, j(d.name), j(d.note)]));
  for (const o of r.specialOffers) {
    const ev = await db.get<{ event_id: number }>('SELECT event_id FROM events WHERE slug = ?', [o.event_slug]);
    if (!ev) throw new Error(`fixtures/reference/offers-promos.json: special offer ${o.package_id} names unknown event "${o.event_slug}"`);
    await db.run('INSERT INTO special_offers (package_id, event_id, price_id, cost, name, per_ticket) VALUES (?, ?, ?, ?, ?, ?)', [o.package_id, ev.event_id, o.price_id, o.cost, j(o.name), o.per_ticket]);
  }
  await db.runMany('INSERT INTO promo_codes (code, percent, use_limit) VALUES (?, ?, ?)', r.promoCodes.map((p) => [p.code, p.percent, p.use_limit]));
}

/** The demo clients' documented sessions survive a logout: restored on every start. */
export async function restoreDemoSessions(db: Db, now: Date): Promise<void> {
  await db.run(
    `INSERT INTO crm_sessions (session_id, client_id, created_at) SELECT session_id, id, ? FROM clients WHERE true
     ON CONFLICT (session_id) DO NOTHING`,
    [now.toISOString()],
  );
}
