import type { TFunction } from 'i18next';
import { seatKindsOf } from '../../../../../contract/seat-kind';
import { SeatStatus, type SeatStatusCode } from '../../../../../engine';

/** "ряд 3, место 12": what the cart and the popover say; empty parts left out. */
export function placeText(t: TFunction, row: string, seat: string): string {
  return [row && t('scheme.place.row', { row }), seat && t('scheme.place.seat', { seat })].filter(Boolean).join(', ');
}

const statusKey = {
  [SeatStatus.unavailable]: 'seatmap.a11y.unavailable',
  [SeatStatus.free]: 'seatmap.a11y.free',
  [SeatStatus.selected]: 'seatmap.a11y.selected',
} as const;

export interface SeatWords {
  sector: string;
  row: string;
  seat: string;
  /** Formatted price, or null when the seat is not sold to this buyer's card. */
  price: string | null;
  status: SeatStatusCode;
  /** What the seat is for (contract/seat-kind.ts bits), 0 or absent for an ordinary seat. */
  kinds?: number;
}

const kindKey = {
  wheelchair: 'seatmap.a11y.wheelchair',
  companion: 'seatmap.a11y.companion',
  aisle: 'seatmap.a11y.aisle',
  'restricted-view': 'seatmap.a11y.restrictedView',
  'hearing-loop': 'seatmap.a11y.hearingLoop',
} as const;

/** "место для коляски, у прохода": what a seat is for, in the buyer's language; '' for an ordinary seat. */
export function seatKindText(t: TFunction, kinds: number | undefined): string {
  return kinds ? seatKindsOf(kinds).map((k) => t(kindKey[k])).join(', ') : '';
}

/**
 * A seat as a screen reader hears it on the map: "Партер, ряд 3, место 12, 2 500 ₽,
 * свободно". A taken seat has no price to offer; a free one the card cannot pay says so.
 */
export function seatOptionLabel(t: TFunction, w: SeatWords): string {
  const price = w.status === SeatStatus.unavailable ? '' : (w.price ?? t('seatmap.a11y.notForCard'));
  return [w.sector, placeText(t, w.row, w.seat), seatKindText(t, w.kinds), price, t(statusKey[w.status])].filter(Boolean).join(', ');
}
