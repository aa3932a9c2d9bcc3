import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { HallModel, SeatMap, SeatStatusCode } from '../../../../engine';
import { formatPrice } from '../../../i18n/format';
import { seatOptionLabel } from '../components/seat-stepper';
import type { PricingContext } from '../model/seat-choice';
import { zonePrice } from '../model/seat-price';

/**
 * What a seat costs on the buyer's card (zone by zone) and what a screen reader hears of it
 * on the map. The engine keeps the first `seatLabel` it is given: it reads the current
 * names, prices and language, and the map's list is worded again when they change.
 */
export function useSeatWords(model: HallModel, pricing: PricingContext, sectorName: (sectorId: number | string) => string, map: SeatMap | null) {
  const { t } = useTranslation();

  const priceOfZone = useMemo(() => {
    const prices = new Map<number, number | null>();
    return (zone: number) => {
      if (!prices.has(zone)) prices.set(zone, zonePrice(pricing.priceList, pricing.priceTypeId, zone, pricing.card, pricing.lang)?.price ?? null);
      return prices.get(zone)!;
    };
  }, [pricing]);

  const wordSeat = useRef<(i: number) => string>(() => '');
  wordSeat.current = (i) => {
    const zone = model.cat[i] ?? -1;
    const price = zone >= 0 ? priceOfZone(zone) : null;
    return seatOptionLabel(t, {
      sector: sectorName(model.sectors[model.sector[i] ?? -1]?.id ?? ''),
      row: model.row[i] ?? '',
      seat: model.seat[i] ?? '',
      price: price === null ? null : formatPrice(price, pricing.lang),
      status: (model.status[i] ?? 0) as SeatStatusCode,
      kinds: model.kind?.[i] ?? 0,
    });
  };
  const seatLabel = useCallback((i: number) => wordSeat.current(i), []);
  useEffect(() => {
    map?.relabelSeats();
  }, [map, priceOfZone, t]);

  return { priceOfZone, seatLabel };
}
