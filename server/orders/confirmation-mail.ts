import { defaultLang, parseLang, type Lang } from '../../contract/lang';
import { parseL10n } from '../catalogue/l10n';
import type { AppContext } from '../context';
import type { Db } from '../db/driver';
import { mailable, queueMail, siteLink } from '../mail/outbox';
import { orderMail, placeWords, WEEKDAY_SHORT, type OrderMailSession } from '../mail/texts';
import { orderPageLink } from './links';
import { orderTickets } from './view';

interface OrderForMail {
  order_id: number;
  hash: string;
  ord_num: string;
  status: number;
  lang: string;
  email: string | null;
  paid_amount: number;
  source: string;
}

/** `27.11.2026 (пт) 19:00` in the order's language; no time for a day-long session. */
function sessionWhen(day: string, time: string, lang: Lang): string {
  const [y, m, d] = day.split('-');
  const weekday = WEEKDAY_SHORT[lang][new Date(`${day}T00:00:00Z`).getUTCDay()] ?? '';
  return `${d}.${m}.${y} (${weekday})${time ? ` ${time}` : ''}`;
}

/**
 * Queues the order's confirmation with a link per ticket, once the order is paid or
 * confirmed free: inside the transaction that confirms it. Once per order (dedupe key);
 * nothing for an order that is not confirmed, has no address, or is a seeded demo sale.
 */
export async function queueOrderConfirmation(tx: Db, ctx: Pick<AppContext, 'config'>, orderId: number, now: Date): Promise<boolean> {
  const order = await tx.get<OrderForMail>('SELECT order_id, hash, ord_num, status, lang, email, paid_amount, source FROM orders WHERE order_id = ?', [orderId]);
  if (!order || order.status !== 20 || order.source === 'demo' || !mailable(order.email)) return false;
  const lang = parseLang(order.lang);
  const local = (json: string | null) => {
    const t = parseL10n(json);
    return t[lang] || t.en || t.ru || '';
  };
  const words = placeWords[lang];
  const tickets = (await orderTickets({ db: tx } as AppContext, orderId)).filter((t) => t.package_id == null);
  const sessions = new Map<number, OrderMailSession>();
  for (const t of tickets) {
    let s = sessions.get(t.calendar_id);
    if (!s) {
      s = { event: local(t.event_name), when: sessionWhen(t.day, t.time, lang), venue: [local(t.venue_name), local(t.venue_address)].filter(Boolean).join(', '), tickets: [] };
      sessions.set(t.calendar_id, s);
    }
    const place = [t.sector_name && `${words.sector} ${local(t.sector_name)}`, t.row_label && `${words.row} ${t.row_label}`, t.seat_label && `${words.seat} ${t.seat_label}`].filter(Boolean);
    const label = [local(t.category_name) || local(t.zone_name), place.join(', ')].filter(Boolean).join(', ');
    s.tickets.push({ label, holder: t.personname, link: siteLink(ctx.config.publicUrl, `/ticket/${t.tickethash_id}${lang === defaultLang ? '' : `?lang=${lang}`}`) });
  }
  const data = { ordNum: order.ord_num, amount: order.paid_amount, orderLink: siteLink(ctx.config.publicUrl, orderPageLink(order.hash, lang)), sessions: [...sessions.values()] };
  const t = orderMail[lang];
  return queueMail(tx, { kind: 'order', orderId, lang, recipient: order.email, subject: t.subject(data), body: t.body(data), dedupeKey: `order:${orderId}` }, now);
}
