import { SOON_ON_SALE } from '../../contract/afisha';
import type { Db } from '../db/driver';
import type { CachedAnswer, ReadCache } from '../live/read-cache';
import { loadAvailability } from './availability';
import { ruDay } from './clock';
import { expand, sameForAll } from './l10n';
import { sanitize } from './sanitize';
import type { KeptAvailability } from './kept-availability';
import { buildSetup, type SetupOptions } from './setup';

interface EventRow {
  event_id: number;
  hash_id: string;
  menukind_id: number;
  mainmenu_id: number | null;
  submenu_id: number | null;
  sortnum: number;
  name: string;
  descript: string;
  descript_url: string | null;
  image_id: number | null;
  image_file: string | null;
  age_from: number;
  seatroot_id: number | null;
  useseatsvg: number;
  usepushkarta: number;
  usenopushkarta: number;
  signlang: number;
  showticketcount: number;
  showquant: number;
  maybefree: number;
  writeticketname: number;
  sale: string;
}

export const imageUrl = (file: string) => `/images/${encodeURIComponent(file)}`;

/** GET /api/afisha: the whole listing in one answer, every text in all four languages. */
export async function buildAfisha(db: Db, opts: SetupOptions, kept?: KeptAvailability) {
  const [setup, kinds, mains, subs, venues, tags, eventTags, images, events, compositions, availability] = await Promise.all([
    buildSetup(db, opts),
    db.all<Record<string, number | string | null>>(`SELECT * FROM menu_kinds ORDER BY sortnum, menukind_id`),
    db.all<Record<string, number | string | null>>(`SELECT * FROM main_menus ORDER BY sortnum, mainmenu_id`),
    db.all<Record<string, number | string | null>>(`SELECT * FROM sub_menus ORDER BY sortnum, submenu_id`),
    db.all<{ seatroot_id: number; name: string; address: string; urlyandexmap: string | null }>(`SELECT * FROM venues ORDER BY seatroot_id`),
    db.all<{ attr_id: number; name: string }>(`SELECT * FROM tags ORDER BY attr_id`),
    db.all<{ event_id: number; attr_id: number }>(`SELECT event_id, attr_id FROM event_tags ORDER BY event_id, attr_id`),
    db.all<{ image_id: number; file: string }>(`SELECT image_id, file FROM images ORDER BY image_id`),
    db.all<EventRow>(`SELECT e.*, i.file AS image_file FROM events e LEFT JOIN images i ON i.image_id = e.image_id ORDER BY e.sortnum, e.event_id`),
    db.all<{ event_id: number; eventstr: string; day: string; time: string; url: string | null; sortnum: number; seatroot_id: number | null; address: string | null }>(
      `SELECT c.*, v.address FROM compositions c LEFT JOIN venues v ON v.seatroot_id = c.seatroot_id ORDER BY c.event_id, c.sortnum`,
    ),
    loadAvailability(db, opts.now, { kept }),
  ]);

  const perEvent = new Map<number, number>();
  const calendar = [...availability.values()].map(({ session, total }) => {
    perEvent.set(session.event_id, (perEvent.get(session.event_id) ?? 0) + total);
    return { event_id: session.event_id, eventday: ruDay(session.day), eventtime: session.time, ticketcount: total };
  });

  const tagsByEvent = new Map<number, number[]>();
  for (const t of eventTags) tagsByEvent.set(t.event_id, [...(tagsByEvent.get(t.event_id) ?? []), t.attr_id]);

  return {
    setup,
    kind_menu: kinds.map((k) => ({
      menukind_id: k.menukind_id,
      ...expand('menukindname', k.name as string),
      menukindsortnum: k.sortnum,
      ...expand('title_h1', k.title_h1 as string),
      menucolumncount: k.menucolumncount,
      menurowcount: k.menurowcount,
      showfiltercalendar: k.showfiltercalendar,
      showattribute: k.showattribute,
      ticket_type: k.ticket_type,
    })),
    main_menu: mains.map((m) => ({
      mainmenu_id: m.mainmenu_id,
      menukind_id: m.menukind_id,
      ...expand('mainmenu', m.name as string),
      mainmenusortnum: m.sortnum,
      showimage: m.showimage,
      ...expand('title_h2', m.title_h2 as string),
    })),
    sub_menu: subs.map((s) => ({ submenu_id: s.submenu_id, mainmenu_id: s.mainmenu_id, ...expand('submenu', s.name as string), submenusortnum: s.sortnum })),
    calendar,
    venues: venues.map((v) => ({ seatroot_id: v.seatroot_id, ...expand('seatroot', v.name), ...expand('address', v.address), urlyandexmap: v.urlyandexmap })),
    action: events.map((e) => ({
      event_id: e.event_id,
      ...expand('event', e.name),
      ...expand('descript', e.descript, sanitize),
      ...expand('descript_url', e.descript_url),
      ...sameForAll('image_url', e.image_file ? imageUrl(e.image_file) : ''),
      ...sameForAll('image_id', e.image_id),
      age_from: e.age_from,
      totalticketcount: e.sale === 'soon' ? SOON_ON_SALE : (perEvent.get(e.event_id) ?? 0),
      showticketcount: e.showticketcount,
      showquant: e.showquant,
      usepushkarta: e.usepushkarta,
      usenopushkarta: e.usenopushkarta,
      signlang: e.signlang,
      seatroot_id: e.seatroot_id,
      hash_id: e.hash_id,
      eventsotrnum: e.sortnum,
      mainmenu_id: e.mainmenu_id,
      menukind_id: e.menukind_id,
      submenu_id: e.submenu_id,
      useseatsvg: e.useseatsvg,
      maybefree: e.maybefree,
      writeticketname: e.writeticketname,
    })),
    list_tags: tags.map((t) => ({ attr_id: t.attr_id, ...expand('attrname', t.name) })),
    event_tags: [...tagsByEvent].map(([event_id, ids]) => ({ event_id, attr_id: ids.join(',') })),
    images: images.map((i) => ({ image_id: i.image_id, url: imageUrl(i.file) })),
    composition: compositions.map((c) => ({
      event_id: c.event_id,
      ...expand('eventstr', c.eventstr),
      eventstr_day: ruDay(c.day),
      eventstr_time: c.time,
      str_day_ru: ruDay(c.day),
      url: c.url,
      eventstrsortnum: c.sortnum,
      seatroot: c.seatroot_id,
      ...expand('address', c.address),
    })),
  };
}

/** The afisha built once per change of what it shows (server/live/read-cache.ts): every session counts. */
export function cachedAfisha(cache: ReadCache, db: Db, opts: SetupOptions, kept: KeptAvailability): Promise<CachedAnswer> {
  return cache.get('afisha', async () => ({ response: await buildAfisha(db, opts, kept) }));
}
