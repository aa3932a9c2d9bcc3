import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../contract/lang';
import { ruDay } from '../catalogue/clock';
import { expand, parseL10n } from '../catalogue/l10n';
import { setupFlags } from '../catalogue/setup';
import type { AppContext } from '../context';
import { amountDue, findOrder, reserveSecondsLeft, type OrderRow } from './find';
import { barcodeDataUrl, qrDataUrl } from './images';
import { discountData } from './discount-data';
import { paymentOptions } from './payment-options';

interface TicketRow {
  ticket_id: number;
  tickethash_id: string;
  ticketcode: string;
  price: number;
  priceservise: number;
  quant: number;
  parent_id: number | null;
  package_id: number | null;
  status: number;
  personname: string | null;
  calendar_id: number;
  day: string;
  time: string;
  event_name: string;
  age_from: number;
  ticket_type: number;
  venue_name: string | null;
  venue_address: string | null;
  zone_name: string | null;
  category_name: string | null;
  row_label: string | null;
  seat_label: string | null;
  sector_name: string | null;
  offer_name: string | null;
}

const WEEKDAYS: Record<Lang, string[]> = {
  ru: ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  kz: ['жексенбі', 'дүйсенбі', 'сейсенбі', 'сәрсенбі', 'бейсенбі', 'жұма', 'сенбі'],
  ch: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
};

export async function orderTickets(ctx: AppContext, orderId: number): Promise<TicketRow[]> {
  return ctx.db.all<TicketRow>(
    `SELECT t.ticket_id, t.tickethash_id, t.ticketcode, t.price, t.priceservise, t.quant, t.parent_id, t.package_id, t.status,
            COALESCE(h.surname || ' ' || h.name, t.personname) AS personname,
            s.calendar_id, s.day, s.time, e.name AS event_name, e.age_from, mk.ticket_type,
            v.name AS venue_name, v.address AS venue_address, z.name AS zone_name, c.name AS category_name,
            hs.row_label, hs.seat_label, sec.name AS sector_name, so.name AS offer_name
       FROM tickets t
       LEFT JOIN tickets parent ON parent.ticket_id = t.parent_id
       JOIN order_lines l ON l.line_id = COALESCE(t.line_id, parent.line_id)
       JOIN sessions s ON s.calendar_id = l.calendar_id
       JOIN events e ON e.event_id = s.event_id
       JOIN menu_kinds mk ON mk.menukind_id = e.menukind_id
       LEFT JOIN venues v ON v.seatroot_id = e.seatroot_id
       LEFT JOIN zones z ON z.zonelevel_id = l.zonelevel_id
       LEFT JOIN prices p ON p.price_id = l.price_id
       LEFT JOIN categories c ON c.clientcategory_id = p.clientcategory_id
       LEFT JOIN hall_seats hs ON hs.hall_id = v.hall_id AND hs.seat_id = l.seat_id AND hs.st_id = 0
       LEFT JOIN hall_sectors sec ON sec.hall_id = hs.hall_id AND sec.sector_id = hs.sector_id
       LEFT JOIN holders h ON h.ticket_id = t.ticket_id
       LEFT JOIN special_offers so ON so.package_id = t.package_id
      WHERE t.order_id = ? ORDER BY t.ticket_id`,
    [orderId],
  );
}

export async function buildTicketOut(t: TicketRow, lang: Lang, printable: boolean) {
  const local = (json: string | null) => parseL10n(json)[lang] ?? parseL10n(json).ru ?? '';
  // Subscription tickets (menu kind of ticket type 2) carry no code (docs/product/order.md).
  const tickettype = t.ticket_type === 2 ? 2 : 1;
  const withCodes = printable && tickettype !== 2 && t.status !== 70;
  return {
    id: t.ticket_id,
    price: t.price,
    cost: Math.round((t.price + t.priceservise) * 100) / 100,
    quant: t.quant,
    tickettype,
    tickethash_id: t.tickethash_id,
    personname: t.personname,
    rowname: t.row_label,
    sector: t.sector_name ? local(t.sector_name) : null,
    age_from: t.age_from,
    day: t.day,
    time: t.time,
    _qrcode: withCodes ? await qrDataUrl(t.ticketcode) : null,
    _barcode: withCodes ? await barcodeDataUrl(t.ticketcode) : null,
    ticketcode: printable ? t.ticketcode : null,
    candelete: t.package_id != null ? 1 : 0,
    parent_id: t.parent_id,
    action_group: t.calendar_id,
    ...expand('action', t.offer_name ?? t.event_name),
    ...expand('address', t.venue_address),
    ...expand('seatroot', t.venue_name),
    ...expand('zonelevel', t.zone_name),
    ...expand('clientcategory', t.category_name),
    day_str: ruDay(t.day),
    dayofweek: WEEKDAYS[lang][new Date(`${t.day}T00:00:00Z`).getUTCDay()]!,
    status: t.status,
    seat: t.seat_label,
  };
}

/**
 * The site's base for payment and return links: the configured PUBLIC_URL, never the
 * request's Host or X-Forwarded-Host, which a client (or a proxy passing them on) controls.
 */
export const originOf = (req: FastifyRequest) => req.server.storefront.config.publicUrl;

/** POST /api/order/view/: everything the order page shows (docs/product/order.md). */
export async function buildOrderView(ctx: AppContext, hash: string, lang: Lang) {
  const order = await findOrder(ctx.db, hash);
  const now = ctx.now();
  const tickets = await orderTickets(ctx, order.order_id);
  const printable = order.status === 20;
  const reservetime = reserveSecondsLeft(order, now);
  const due = amountDue(order);
  const payable = order.status === 0 && reservetime > 0;
  const main = await Promise.all(tickets.filter((t) => t.package_id == null).map((t) => buildTicketOut(t, lang, printable)));
  const toping = await Promise.all(tickets.filter((t) => t.package_id != null).map((t) => buildTicketOut(t, lang, printable)));
  const service = new Map<number, number>();
  for (const t of tickets) service.set(t.calendar_id, (service.get(t.calendar_id) ?? 0) + t.priceservise);
  const offers = payable ? await availableOffers(ctx, order, main.map((t) => t.id)) : [];
  const pay = await paymentOptions(ctx, order);
  const usereturn = (await setupFlags(ctx.db)).orderReturn ? 1 : 0;
  return {
    errorCode: '0',
    errorText: '',
    ord_num: order.ord_num,
    hash: order.hash,
    status: order.status,
    reservetime,
    main,
    toping,
    service: [...service].map(([action_group, sum]) => ({ action_group, sum: Math.round(sum * 100) / 100 })),
    addToping: offers,
    discountData: await discountData(ctx, order),
    printingAllowed: printable,
    paymentAllowed: payable && due > 0,
    demsumma: due,
    urnPay: pay.urnPay,
    payments: pay.payments,
    creditCompanyId: pay.payments[0]?.creditcompany_id ?? null,
    payment_qr: null,
    name: order.fio,
    email: order.email,
    phone: order.phone,
    usereturn,
  };
}

async function availableOffers(ctx: AppContext, order: OrderRow, ticketIds: number[]) {
  const offers = await ctx.db.all<{ package_id: number; price_id: number; cost: number; name: string; per_ticket: number }>(
    'SELECT package_id, price_id, cost, name, per_ticket FROM special_offers WHERE event_id = ? ORDER BY package_id',
    [order.event_id ?? -1],
  );
  if (!offers.length || !ticketIds.length) return [];
  // What each ticket already has of each price_id: an offer is listed only while its ticket
  // may take more of it, and its limit is what is left (addOffers refuses the rest).
  const taken = await ctx.db.all<{ parent_id: number; price_id: number; n: number }>(
    `SELECT t.parent_id, so.price_id, COUNT(*) AS n FROM tickets t JOIN special_offers so ON so.package_id = t.package_id
      WHERE t.order_id = ? AND t.parent_id IS NOT NULL GROUP BY t.parent_id, so.price_id`,
    [order.order_id],
  );
  const takenOf = new Map(taken.map((r) => [`${r.parent_id}:${r.price_id}`, Number(r.n)]));
  return ticketIds.flatMap((parent_id) =>
    offers.flatMap((o) => {
      const left = o.per_ticket - (takenOf.get(`${parent_id}:${o.price_id}`) ?? 0);
      return left > 0 ? [{ parent_id, package_id: o.package_id, price_id: o.price_id, cost: o.cost, limit: left, ...expand('action', o.name) }] : [];
    }),
  );
}

/** The number QR polling waits for: 1 paid, 2 declined or cancelled, 0 still waiting. */
export async function paymentStatus(ctx: AppContext, hash: string): Promise<number> {
  const order = await findOrder(ctx.db, hash);
  if (order.status === 20) return 1;
  if (order.status === 90) return 2;
  const last = await ctx.db.get<{ status: string }>('SELECT status FROM payments WHERE order_id = ? ORDER BY payment_id DESC LIMIT 1', [order.order_id]);
  return last?.status === 'declined' ? 2 : 0;
}
