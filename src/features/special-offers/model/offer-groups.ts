import type { z } from 'zod';
import { localized, type Lang } from '../../../../contract/lang';
import type { OrderTicket, OrderView, specialOfferSchema } from '../../../../contract/order';
import type { Setup } from '../../../../contract/setup';
import { offerUid, type SpecialOffer } from '../../../../engine/machines';

/** An available offer as the order view sends it: the machine's fields and its localized names. */
export type OfferRow = z.infer<typeof specialOfferSchema>;

/** The offers of one ticket of the order (the server lists every offer once per ticket). */
export interface OfferGroup {
  parentId: number;
  /** The ticket the offers attach to, when it is in the order's `main`. */
  ticket: OrderTicket | undefined;
  /** 1-based position of the ticket in the order, 0 when unknown. */
  number: number;
  offers: Array<{ uid: string; offer: SpecialOffer; name: string }>;
}

/**
 * The machine's offers (what TOGGLE knows) grouped by their ticket, in the server's order,
 * each named from the order view's localized fields.
 */
export function offerGroups(offers: readonly SpecialOffer[], order: Pick<OrderView, 'addToping' | 'main'>, lang: Lang): OfferGroup[] {
  const rows = new Map(order.addToping.map((o) => [offerUid(o), o]));
  const tickets = new Map(order.main.map((t, i) => [t.id, { ticket: t, number: i + 1 }]));
  const groups = new Map<number, OfferGroup>();
  for (const offer of offers) {
    const uid = offerUid(offer);
    let group = groups.get(offer.parent_id);
    if (!group) {
      const parent = tickets.get(offer.parent_id);
      group = { parentId: offer.parent_id, ticket: parent?.ticket, number: parent?.number ?? 0, offers: [] };
      groups.set(offer.parent_id, group);
    }
    // The wiring passes the order's offers through, names included; the row is the fallback.
    group.offers.push({ uid, offer, name: localized(rows.get(uid) ?? offer, 'action', lang) });
  }
  return [...groups.values()];
}

/** Position (1-based) of a ticket in the order's `main`, 0 when it is not there. */
export function ticketNumber(order: Pick<OrderView, 'main'>, id: number | null | undefined): number {
  return id == null ? 0 : order.main.findIndex((t) => t.id === id) + 1;
}

/** Category, sector, row and seat of a ticket, as far as it has them. */
export function ticketDetails(t: OrderTicket, lang: Lang): { category: string; sector: string; row: string; seat: string } {
  return {
    category: localized(t, 'zonelevel', lang) || localized(t, 'clientcategory', lang),
    sector: t.sector?.trim() ?? '',
    row: t.rowname?.trim() ?? '',
    seat: t.seat?.trim() ?? '',
  };
}

/** The operator's own names for the extras (setup.db topingbuttonname, topingname), '' when unset. */
export function operatorLabels(setup: Pick<Setup, 'db'> | null | undefined, lang: Lang): { button: string; title: string } {
  if (!setup) return { button: '', title: '' };
  return { button: localized(setup.db, 'topingbuttonname', lang).trim(), title: localized(setup.db, 'topingname', lang).trim() };
}

/** The button and the panel are there only when something can be added or was added. */
export function hasExtras(order: Pick<OrderView, 'addToping' | 'toping'>): boolean {
  return order.addToping.length > 0 || order.toping.length > 0;
}
