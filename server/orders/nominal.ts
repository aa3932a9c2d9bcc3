import { ErrorCode } from '../../contract/envelope';
import type { Lang } from '../../contract/lang';
import type { NominalConfirmRequest } from '../../contract/order';
import { expand } from '../catalogue/l10n';
import { sanitize } from '../catalogue/sanitize';
import type { AppContext } from '../context';
import type { Db } from '../db/driver';
import { DomainError } from '../domain-error';
import { msg } from '../texts/messages';
import type { HolderProblem } from '../texts/after-sale';
import { checkConsents } from './buyer';
import { findOrder, reserveSecondsLeft } from './find';
import { holderRules, tidyName, validBirthDate, validDocNumber } from './holder-rules';
import { orderTickets } from './view';

/** What a nominal ticket asks for: a birth date (needage 2), a document, a country and its region. */
const NEEDS = { needage: 2, needmiddlename: 0, needdocument: 1, needcountry: 1, needregion: 1 } as const;

async function consentsOf(db: Db, eventId: number | null) {
  return db.all<{ id: number; name: string; filling: number }>(
    `SELECT c.id, c.name, c.filling FROM event_checkboxes ec JOIN checkboxes c ON c.id = ec.checkbox_id WHERE ec.event_id = ? ORDER BY c.id`,
    [eventId ?? -1],
  );
}

/** POST /api/order-data: `response` is the ticket list; text, consents and references sit beside it (docs/product/nominal.md). */
export async function orderData(ctx: AppContext, hash: string, lang: Lang) {
  const order = await findOrder(ctx.db, hash);
  const tickets = (await orderTickets(ctx, order.order_id)).filter((t) => t.package_id == null);
  const event = await ctx.db.get<{ usepushkarta: number; usenopushkarta: number }>('SELECT usepushkarta, usenopushkarta FROM events WHERE event_id = ?', [order.event_id ?? -1]);
  const [checkboxes, docTypes, countries, regions] = await Promise.all([
    consentsOf(ctx.db, order.event_id),
    ctx.db.all<{ id: number; country_id: number; name: string; note: string }>('SELECT * FROM doc_types ORDER BY id'),
    ctx.db.all<{ id: number; name: string }>('SELECT * FROM countries ORDER BY id'),
    ctx.db.all<{ id: number; country_id: number; name: string }>('SELECT * FROM regions ORDER BY id'),
  ]);
  const reservetime = reserveSecondsLeft(order, ctx.now());
  const saved = await savedHolders(ctx.db, order.order_id);
  return {
    response: tickets.map((t) => ({
      id: t.ticket_id,
      summa: Math.round((t.price + t.priceservise) * 100) / 100,
      ...NEEDS,
      ...expand('clientcategory', t.category_name),
      demandstatusid: order.status,
      hash_id: order.hash,
      ord_num: order.ord_num,
      reservetime,
      ...expand('action', t.event_name),
      day: t.day,
      time: t.time,
      country_id: null,
      usereturn: 1,
      usepushkarta: event?.usepushkarta ?? 0,
      usenopushkarta: event?.usenopushkarta ?? 1,
      tickethash_id: t.tickethash_id,
      holder: saved.get(t.ticket_id) ?? null,
    })),
    text: sanitize(
      { ru: 'Данные владельцев билетов обрабатываются для допуска на мероприятие.', en: 'Holder data is processed to admit you to the event.', kz: 'Билет иелерінің деректері іс-шараға кіру үшін өңделеді.', ch: '持票人信息仅用于活动入场。' }[lang],
    ),
    checkboxList: checkboxes.map((c) => ({ id: c.id, filling: c.filling, ...expand('name', c.name, sanitize) })),
    docTypes: docTypes.map((d) => ({ id: d.id, country_id: d.country_id, ...expand('name', d.name), ...expand('note', d.note) })),
    countries: countries.map((c) => ({ id: c.id, ...expand('name', c.name) })),
    regions: regions.map((r) => ({ id: r.id, country_id: r.country_id, ...expand('name', r.name) })),
  };
}

/**
 * The holders already confirmed for the order's tickets, in the confirm call's field names:
 * a buyer who opens the form again sees what was sent (the order hash is the key to it, as
 * to the order page that shows the holders' names).
 */
async function savedHolders(db: Db, orderId: number) {
  const rows = await db.all<{
    ticket_id: number;
    surname: string;
    name: string;
    middlename: string | null;
    birth_date: string | null;
    doc_type_id: number | null;
    doc_num: string | null;
    country_id: number | null;
    region_id: number | null;
  }>(
    `SELECT h.ticket_id, h.surname, h.name, h.middlename, h.birth_date, h.doc_type_id, h.doc_num, h.country_id, h.region_id
       FROM holders h JOIN tickets t ON t.ticket_id = h.ticket_id WHERE t.order_id = ?`,
    [orderId],
  );
  return new Map(
    rows.map((h) => [
      h.ticket_id,
      {
        surname: h.surname,
        name: h.name,
        middleName: h.middlename ?? '',
        date: h.birth_date ?? '',
        docTypeId: h.doc_type_id,
        docNum: h.doc_num ?? '',
        countryId: h.country_id,
        regionId: h.region_id,
      },
    ]),
  );
}

const fieldError = (i: number, problem: HolderProblem) => new DomainError('invalid', ErrorCode.badRequest, msg('holderField', { ticket: i + 1, problem }));
const present = <T>(v: T | '' | null | undefined): v is T => v !== '' && v !== null && v !== undefined;

/**
 * POST /api/confirm-nominal: the holders of every ticket, checked with docs/product/nominal.md's rules. One
 * transaction from the read of the order to the last holder, so a payment completing
 * meanwhile is seen (holders decide whether an order can be paid for).
 */
export function confirmNominal(ctx: AppContext, body: NominalConfirmRequest): Promise<{ hash: string }> {
  const now = ctx.now();
  return ctx.db.tx(async (tx) => {
    const order = await findOrder(tx, body.hash);
    if (order.status === 20 || order.status === 90) throw new DomainError('conflict', ErrorCode.limit, msg('orderClosed'));
    if (reserveSecondsLeft(order, now) === 0) throw new DomainError('conflict', ErrorCode.limit, msg('reservationOver'));
    const consents = await consentsOf(tx, order.event_id);
    checkConsents(consents.filter((c) => c.filling === 1).map((c) => c.id), body.checkboxList);
    const ticketIds = new Set((await tx.all<{ ticket_id: number }>('SELECT ticket_id FROM tickets WHERE order_id = ? AND package_id IS NULL', [order.order_id])).map((t) => t.ticket_id));
    const regions = await tx.all<{ id: number; country_id: number }>('SELECT id, country_id FROM regions');
    const docTypes = new Set((await tx.all<{ id: number }>('SELECT id FROM doc_types')).map((d) => d.id));
    // Every ticket is named at once, each once: the order is paid for only when all are.
    const named = new Set(body.id);
    if (named.size !== body.id.length || [...ticketIds].some((id) => !named.has(id))) {
      throw new DomainError('invalid', ErrorCode.badRequest, msg('nameEveryHolder'));
    }
    const holders = body.id.map((id, i) => {
      if (!ticketIds.has(id)) throw fieldError(i, 'ticket');
      const rawSurname = (body.surname[i] ?? '').trim();
      const rawName = (body.name[i] ?? '').trim();
      const rawMiddle = (body.middleName[i] ?? '').trim();
      if (!holderRules.surname(rawSurname)) throw fieldError(i, 'surname');
      if (!holderRules.name(rawName)) throw fieldError(i, 'name');
      if (rawMiddle && !holderRules.middleName(rawMiddle)) throw fieldError(i, 'middleName');
      const [surname, name, middle] = [tidyName(rawSurname), tidyName(rawName), tidyName(rawMiddle)];
      const date = (body.date[i] ?? '').trim();
      if (!validBirthDate(date, now)) throw fieldError(i, 'date');
      const docType = body.docTypeId[i];
      if (!present(docType) || !docTypes.has(docType)) throw fieldError(i, 'docType');
      const docNum = (body.docNum[i] ?? '').trim();
      if (!validDocNumber(docType, docNum)) throw fieldError(i, 'docNum');
      const country = body.countryId[i];
      if (!present(country)) throw fieldError(i, 'country');
      const own = regions.filter((r) => r.country_id === country);
      const region = body.regionId[i];
      if (!own.length) throw fieldError(i, 'countryUnknown');
      if (own.length > 1 && !(present(region) && own.some((r) => r.id === region))) throw fieldError(i, 'region');
      return [id, surname, name, middle || null, date, docType, docNum.replace(/\s+/g, ''), country, present(region) ? region : own[0]!.id] as const;
    });
    for (const [id, surname, name, middle, date, docType, docNum, country, region] of holders) {
      await tx.run(
        `INSERT INTO holders (ticket_id, surname, name, middlename, birth_date, doc_type_id, doc_num, country_id, region_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (ticket_id) DO UPDATE SET surname = excluded.surname, name = excluded.name, middlename = excluded.middlename, birth_date = excluded.birth_date,
           doc_type_id = excluded.doc_type_id, doc_num = excluded.doc_num, country_id = excluded.country_id, region_id = excluded.region_id`,
        [id, surname, name, middle, date, docType, docNum, country, region],
      );
      await tx.run('UPDATE tickets SET personname = ? WHERE ticket_id = ?', [`${surname} ${name}`, id]);
    }
    return { hash: order.hash };
  });
}
