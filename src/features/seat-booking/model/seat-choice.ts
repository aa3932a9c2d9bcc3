import type { PriceRow, SchemeMap } from '../../../../contract/booking';
import { localized, type Lang } from '../../../../contract/lang';
import type { HallModel } from '../../../../engine';
import type { CardKind, SeatChoice } from '../../../../engine/machines';
import { zonePrice } from './seat-price';

export interface PricingContext {
  priceList: readonly PriceRow[];
  priceTypeId: number;
  card: CardKind;
  lang: Lang;
}

/** Sector id → its name in the page's language (the SVG only carries the Russian one). */
export function sectorNames(map: Pick<SchemeMap, 'sectors'>, lang: Lang): Map<number, string> {
  return new Map(map.sectors.map((s) => [s.sector_id, localized(s, 'name', lang)]));
}

/** A zone's name from the map, for places whose price row has none. */
function zoneName(map: Pick<SchemeMap, 'zones'>, zone: number, lang: Lang): string {
  const z = map.zones.find((item) => item.zonelevel_id === zone);
  return z ? localized(z, 'name', lang) : '';
}

/** The seat at `index` as the cart takes it; null when it is not priced for this card. */
export function seatChoice(model: HallModel, map: Pick<SchemeMap, 'zones'>, index: number, pricing: PricingContext): SeatChoice | null {
  const zone = model.cat[index] ?? -1;
  const priced = zone >= 0 ? zonePrice(pricing.priceList, pricing.priceTypeId, zone, pricing.card, pricing.lang) : null;
  if (!priced) return null;
  const sectorIndex = model.sector[index] ?? -1;
  return {
    seat_id: model.ids[index]!,
    sector: model.sectors[sectorIndex]?.id ?? 0,
    row: model.row[index] ?? '',
    seat: model.seat[index] ?? '',
    price: priced.price,
    priceservise: priced.priceservise,
    category: priced.category || zoneName(map, zone, pricing.lang),
  };
}

export interface StandPlace {
  id: number;
  sectorId: number;
  name: string;
  quant: number;
  limit: number;
  zone: number;
}

/** Standing places of the hall that the session's data lists, in drawing order. */
export function standPlaces(model: HallModel): StandPlace[] {
  const out: StandPlace[] = [];
  for (const stand of model.stands) {
    const data = model.standData.get(stand.id);
    if (!data) continue;
    out.push({ id: stand.id, sectorId: stand.sectorId, name: data.name || stand.label, quant: data.quant, limit: data.limit, zone: data.cat });
  }
  return out;
}

/** A standing place as the cart takes it (no row, no seat). */
export function standChoice(place: StandPlace, map: Pick<SchemeMap, 'zones'>, pricing: PricingContext): SeatChoice | null {
  const priced = zonePrice(pricing.priceList, pricing.priceTypeId, place.zone, pricing.card, pricing.lang);
  if (!priced) return null;
  return {
    seat_id: place.id,
    sector: place.sectorId,
    row: '',
    seat: '',
    price: priced.price,
    priceservise: priced.priceservise,
    category: priced.category || zoneName(map, place.zone, pricing.lang),
  };
}
