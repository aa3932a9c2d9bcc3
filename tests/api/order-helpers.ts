import { envelopeSchema } from '../../contract/envelope';
import { noSchemeSchema, schemeSchema, schemeMapSchema, type NoScheme } from '../../contract/booking';
import { loadCatalogue } from '../../fixtures/catalogue/load';
import { eventHash } from '../../server/seed/ids';
import type { ApiClient } from './harness';

export const catalogue = loadCatalogue();
export const buyer = { fio: 'Анна Петрова', phone: '+7 916 123-45-67', email: 'anna@example.ru', re_email: 'anna@example.ru' };

/** The fixture hall an event's venue draws (`seatroot_id`), by name. */
export const hallOf = (seatrootId: number) => catalogue.venues.find((v) => v.seatroot_id === seatrootId)?.hall;
export const mapEventSlug = (hall: string) => catalogue.events.find((e) => e.useseatsvg === 1 && e.sale === 'open' && hallOf(e.seatroot_id) === hall && e.usenopushkarta === 1)!.slug;
/** An open, paid, bank-card category event without group rows or mandatory rows. */
export const plainEvent = catalogue.events.find(
  (e) => e.useseatsvg === 0 && e.sale === 'open' && e.maybefree === 0 && e.usenopushkarta === 1 && !e.group && e.writeticketname === 0 &&
    e.prices.every((p) => p.needprice === 0 && p.price > 0),
)!;

export const consents = (data: { checkboxList: { id: number }[] }) => data.checkboxList.map((c) => ({ id: c.id, checked: 1 as const }));

export async function loadNoScheme(client: ApiClient, slug: string): Promise<NoScheme> {
  return envelopeSchema(noSchemeSchema).parse((await client.post('/api/no-scheme', { hash: eventHash(slug) })).body).response;
}

/** An order body for `qty` tickets of the first bank-card row at the first session with room. */
export async function categoryOrderBody(client: ApiClient, slug = plainEvent.slug, qty = 1, extra: Record<string, unknown> = {}) {
  const data = await loadNoScheme(client, slug);
  const day = data.calendar.find((d) => d._time.some((t) => t.quantity >= qty))!;
  const time = day._time.find((t) => t.quantity >= qty)!;
  const row = data.price.find((p) => p.pricetype_id === time.pricetype_id && p.useproculture !== 1 && p.minlimit <= qty && p.maxlimit >= qty)!;
  return {
    ...buyer,
    hash: data.action.hash_id,
    lang: 'ru',
    checkboxList: consents(data),
    crmClient: { REFERRAL: '' },
    data: [{ day: day.day, time: time.time, actionId: data.action.action_id, categoryId: row.clientcategory_id, zoneId: row.zonelevel_id, quantity: qty, sum: row.price * qty }],
    ...extra,
  };
}

/** A demo client of the personal account, as their account session tells the storefront. */
export interface AccountClient { id: number; hash_id: string; card_code: string; bonuses: number }

/** The order fields of a buyer signed in to the personal account (the storefront sends these from its session). */
export const signedIn = (c: AccountClient) => ({ crmClient: { CRMFAN_ID: c.id, CRMFAN_HASH_ID: c.hash_id, CRMFAN_CARD_CODE: c.card_code } });

export async function schemeSession(client: ApiClient, slug: string) {
  const hash = eventHash(slug);
  const scheme = envelopeSchema(schemeSchema).parse((await client.post('/api/scheme', { hash })).body).response;
  const session = scheme.calendar.at(-1)!;
  const map = envelopeSchema(schemeMapSchema).parse((await client.post('/api/scheme/map', { hash, calendar_id: session.calendar_id })).body).response;
  return { hash, scheme, session, map };
}

export function schemeOrderBody(s: Awaited<ReturnType<typeof schemeSession>>, seatIds: number[], extra: Record<string, unknown> = {}) {
  return {
    ...buyer,
    hash: s.hash,
    lang: 'ru',
    calendarId: s.session.calendar_id,
    checkboxList: consents(s.scheme),
    crmClient: {},
    tickets: seatIds.map((seat_id) => ({ seat_id })),
    ...extra,
  };
}
