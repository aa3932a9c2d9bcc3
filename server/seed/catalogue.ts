import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/driver';
import type { Catalogue, EventFixture } from '../../fixtures/catalogue/schema';
import { fixtureHall } from '../../fixtures/halls';
import { addDays } from '../catalogue/clock';
import { insertHall } from './halls';
import { eventHash } from './ids';

export const imagesDir = fileURLToPath(new URL('../../fixtures/images/', import.meta.url));

const CONTENT_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp' };
const j = (v: unknown) => (v == null ? null : JSON.stringify(v));

async function insertImages(db: Db, files: string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  let next = 1;
  for (const file of files) {
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()];
    if (!type) throw new Error(`fixtures/images/${file}: unsupported image type`);
    await db.run('INSERT INTO images (image_id, file, content_type, body) VALUES (?, ?, ?, ?)', [next, file, type, fs.readFileSync(path.join(imagesDir, file))]);
    ids.set(file, next++);
  }
  return ids;
}

async function insertEvent(db: Db, e: EventFixture, imageIds: Map<string, number>, today: string): Promise<void> {
  await db.run(
    `INSERT INTO events (event_id, hash_id, slug, menukind_id, mainmenu_id, submenu_id, sortnum, name, descript, note, descript_url, image_id,
       age_from, duration, seatroot_id, useseatsvg, usepushkarta, usenopushkarta, signlang, showticketcount, showquant, maybefree,
       writeticketname, mailconfirm, demquantlimit, rowcount, sale, group_info)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [e.event_id, eventHash(e.slug), e.slug, e.menukind_id, e.mainmenu_id, e.submenu_id, e.sortnum, j(e.name), j(e.descript), j(e.note), j(e.descript_url),
      imageIds.get(e.image) ?? null, e.age_from, e.duration, e.seatroot_id, e.useseatsvg, e.usepushkarta, e.usenopushkarta, e.signlang,
      e.showticketcount, e.showquant, e.maybefree, e.writeticketname, e.mailconfirm, e.demquantlimit, e.rowcount, e.sale, j(e.group?.info)],
  );
  await db.runMany('INSERT INTO event_tags (event_id, attr_id) VALUES (?, ?)', e.tags.map((t) => [e.event_id, t]));
  await db.runMany('INSERT INTO event_checkboxes (event_id, checkbox_id) VALUES (?, ?)', e.checkboxes.map((c) => [e.event_id, c]));
  await db.runMany(
    'INSERT INTO compositions (event_id, sortnum, eventstr, day, time, url, seatroot_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
    e.composition.map((c, i) => [e.event_id, i + 1, j(c.eventstr), addDays(today, c.day_offset), c.time, c.url, c.seatroot_id]),
  );
  await db.run('INSERT INTO schedules (event_id, start_offset, days, weekdays, times) VALUES (?, ?, ?, ?, ?)', [
    e.event_id, e.schedule.start_offset, e.schedule.days, j(e.schedule.weekdays), j(e.schedule.times),
  ]);
  await db.runMany('INSERT INTO zone_quotas (event_id, zonelevel_id, quantity) VALUES (?, ?, ?)', e.quotas.map((q) => [e.event_id, q.zonelevel_id, q.quantity]));
  const prices = [...e.prices.map((p) => ({ ...p, is_group: 0 })), ...(e.group?.prices ?? []).map((p) => ({ ...p, is_group: 1 }))];
  await db.runMany(
    `INSERT INTO prices (price_id, event_id, pricetype_id, clientcategory_id, zonelevel_id, price, priceservise, currency_id, minlimit, maxlimit,
       needprice, passagequant, useproculture, usecard, usepromo, is_group) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    prices.map((p) => [p.price_id, e.event_id, p.pricetype_id, p.clientcategory_id, p.zonelevel_id, p.price, p.priceservise, p.currency_id,
      p.minlimit, p.maxlimit, p.needprice, p.passagequant, p.useproculture, p.usecard, p.usepromo, p.is_group]),
  );
}

/** Writes the whole demo catalogue; the caller runs it inside one transaction. */
export async function insertCatalogue(db: Db, c: Catalogue, today: string): Promise<void> {
  await db.run(`INSERT INTO settings (key, value) VALUES ('setup', ?)`, [JSON.stringify(c.setup)]);
  const imageIds = await insertImages(db, fs.readdirSync(imagesDir).filter((f) => CONTENT_TYPES[path.extname(f).toLowerCase()]).sort());

  await db.runMany('INSERT INTO menu_kinds (menukind_id, name, sortnum, title_h1, menucolumncount, menurowcount, showfiltercalendar, showattribute, ticket_type) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    c.menus.kind_menu.map((k) => [k.menukind_id, j(k.name), k.sortnum, j(k.title_h1), k.menucolumncount, k.menurowcount, k.showfiltercalendar, k.showattribute, k.ticket_type]));
  await db.runMany('INSERT INTO main_menus (mainmenu_id, menukind_id, name, sortnum, showimage, title_h2) VALUES (?, ?, ?, ?, ?, ?)',
    c.menus.main_menu.map((m) => [m.mainmenu_id, m.menukind_id, j(m.name), m.sortnum, m.showimage, j(m.title_h2)]));
  await db.runMany('INSERT INTO sub_menus (submenu_id, mainmenu_id, name, sortnum) VALUES (?, ?, ?, ?)',
    c.menus.sub_menu.map((s) => [s.submenu_id, s.mainmenu_id, j(s.name), s.sortnum]));

  const hallIds = new Map<string, number>();
  for (const v of c.venues) {
    if (v.hall && !hallIds.has(v.hall)) {
      const id = hallIds.size + 1;
      await insertHall(db, id, fixtureHall(v.hall));
      hallIds.set(v.hall, id);
    }
  }
  await db.runMany('INSERT INTO venues (seatroot_id, name, address, urlyandexmap, hall_id) VALUES (?, ?, ?, ?, ?)',
    c.venues.map((v) => [v.seatroot_id, j(v.name), j(v.address), v.urlyandexmap, v.hall ? hallIds.get(v.hall) : null]));
  await db.runMany('INSERT INTO tags (attr_id, name) VALUES (?, ?)', c.tags.map((t) => [t.attr_id, j(t.name)]));
  await db.runMany('INSERT INTO zones (zonelevel_id, name, color) VALUES (?, ?, ?)', c.zones.map((z) => [z.zonelevel_id, j(z.name), z.color]));
  await db.runMany('INSERT INTO categories (clientcategory_id, name, descript) VALUES (?, ?, ?)', c.categories.map((k) => [k.clientcategory_id, j(k.name), j(k.descript)]));
  await db.runMany('INSERT INTO checkboxes (id, name, filling) VALUES (?, ?, ?)', c.checkboxes.map((k) => [k.id, j(k.name), k.filling]));

  for (const e of c.events) await insertEvent(db, e, imageIds, today);

  const eventIdBySlug = new Map(c.events.map((e) => [e.slug, e.event_id]));
  for (const cl of c.clients) {
    await db.run(
      'INSERT INTO clients (id, hash_id, session_id, card_code, lastname, firstname, middlename, phone, email, blocked, bonuses) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [cl.id, cl.hashId, cl.sessionId, cl.cardCode, cl.lastname, cl.firstname, cl.middlename, cl.phone, cl.email, cl.blocked, cl.bonuses],
    );
    await db.runMany('INSERT INTO client_subscriptions (subscrit_id, client_id, event_id, quant) VALUES (?, ?, ?, ?)',
      cl.subscriptions.map((s) => [s.subscrit_id, cl.id, eventIdBySlug.get(s.event_slug), s.quant]));
  }
}
