// The scheme page's booking (docs/product/scheme.md): the hall map with its legend, zoom,
// seat popover, standing-place modal and stand-sale list, and the seat cart, driven by
// the date/time, payment-method, seat-cart, captcha and order-creation machines.
//
//   const scheme = useScheme(hash, lang);                          // POST /api/scheme
//   <SeatBooking hash={hash} lang={lang} scheme={scheme.data} setup={setup} date={…} time={…} />
import './seat-booking.css';

export { getScheme, getSchemeQueryOptions, useScheme } from './api/get-scheme';
export { createSchemeOrder } from './api/create-scheme-order';
export { SeatBooking } from './components/seat-booking';
export type { SeatBookingProps } from './components/seat-booking';
export { SeatBookingMap } from './components/seat-booking-map';
export { SeatCart } from './components/seat-cart';
export { SeatPopover } from './components/seat-popover';
export { StandingModal } from './components/standing-modal';
export { placePopover, POPOVER_BOX } from './model/popover-placement';
export { standingMax } from './model/standing-bounds';
export { zonePrice, serviceFee } from './model/seat-price';
