import type { PriceRow } from '../../../../contract/booking';
import { localized, type Lang } from '../../../../contract/lang';
import type { WaitlistZone } from '../components/waitlist-join';

/** The zones a session sells to a bank card, dearest first, each at its dearest price (as the map's legend shows them). */
export function sessionZones(priceList: readonly PriceRow[], pricetypeId: number, lang: Lang): WaitlistZone[] {
  const zones = new Map<number, WaitlistZone>();
  for (const row of priceList) {
    if (row.pricetype_id !== pricetypeId || row.useproculture === 1) continue;
    const known = zones.get(row.zonelevel_id);
    if (!known) zones.set(row.zonelevel_id, { id: row.zonelevel_id, label: localized(row, 'zonelevel', lang), price: row.price });
    else if (row.price > known.price) known.price = row.price;
  }
  return [...zones.values()].sort((a, b) => b.price - a.price || a.id - b.id);
}
