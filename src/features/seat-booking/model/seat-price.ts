import type { PriceRow } from '../../../../contract/booking';
import { localized, type Lang } from '../../../../contract/lang';
import { allowedForCard, type CardKind } from '../../../../engine/machines';

export interface ZonePrice {
  price: number;
  /** The service fee in money (a percent row is turned into money). */
  priceservise: number;
  /** The zone's name for the cart's category column. */
  category: string;
}

/** currency_id 2 makes priceservise a percent of the price (docs/product/scheme.md); kopecks kept. */
export function serviceFee(row: Pick<PriceRow, 'price' | 'priceservise' | 'currency_id'>): number {
  const fee = row.currency_id === 2 ? (row.price * row.priceservise) / 100 : row.priceservise;
  return Math.round(fee * 100) / 100;
}

/**
 * What a seat of `zone` costs at a session: the highest price row of the zone for the
 * session's price type that the chosen card may pay (the server prices scheme orders the
 * same way). Null when the zone is not on sale for this card.
 */
export function zonePrice(rows: readonly PriceRow[], priceTypeId: number, zone: number, card: CardKind, lang: Lang): ZonePrice | null {
  let best: PriceRow | null = null;
  for (const row of rows) {
    if (row.pricetype_id !== priceTypeId || row.zonelevel_id !== zone || !allowedForCard(card, row)) continue;
    if (!best || row.price > best.price || (row.price === best.price && (row.price_id ?? 0) < (best.price_id ?? 0))) best = row;
  }
  if (!best) return null;
  return {
    price: best.price,
    priceservise: serviceFee(best),
    category: localized(best, 'zonelevel', lang) || localized(best, 'category', lang),
  };
}
