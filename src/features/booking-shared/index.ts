// The pieces both booking pages use (events page, scheme page). Import from here only.
//
//   const booking = useNoScheme(hash, lang);                           // POST /api/no-scheme
//   <EventHeader action={…} composition={…} lang={lang} />
//   <DateTimePicker actor={dateTime} lang={lang} priceLimit={setup.db.price_limit} />
//   <DateTimeNotice actor={dateTime} />   <PushkinNotice actor={payment} />   <PaymentMethodChooser actor={payment} />
//   calendarFromScheme(scheme.calendar) → the date/time machine's calendar for the scheme page
import './booking.css';

export { getNoScheme, getNoSchemeQueryOptions, useNoScheme } from './api/get-no-scheme';
export { createOrder } from './api/create-order';

export { isoFromRuDay, ruDayFromIso, routeTime } from './model/dates';
export { calendarFromScheme, dayHasTickets, initialDate } from './model/calendar';
export { slidesPerViewAt, useSlidesPerView, SLIDE_BREAKPOINTS, SLIDES_PER_VIEW } from './model/slides-per-view';
export type { CompositionItem } from './model/types';
export { knownClientOrder, subscriptionFor } from './model/known-client';
export { orderSettings } from './model/order-settings';

export { EventHeader } from './components/event-header';
export { CompositionList } from './components/composition-list';
export { AgeBadge } from './components/age-badge';
export { DateCarousel } from './components/date-carousel';
export { TimeChips } from './components/time-chips';
export { DateTimePicker, DEFAULT_PRICE_LIMIT } from './components/date-time-picker';
export { DateTimeNotice, dateTimeMessage } from './components/date-time-notice';
export { BookingNotice } from './components/booking-notice';
export type { BookingMessage } from './components/booking-notice';
export { PaymentMethodChooser, PushkinNotice, pushkinNotice } from './components/payment-method-chooser';
export { QuantityCounter } from './components/quantity-counter';
export { PriceTable, DEFAULT_ROWCOUNT } from './components/price-table';
export { GroupPrices } from './components/group-prices';

export { useOrderCreation, sendCategoryOrder, redirectPath } from './hooks/use-order-creation';
export type { SendOrder } from './hooks/use-order-creation';
export { usePaymentMethodFlow } from './hooks/use-payment-method-flow';
export { useDateTimeRoute } from './hooks/use-date-time-route';
export { OrderDialogs } from './components/order-dialogs';
export { OrderTotal } from './components/order-total';
export { OrderSubmit } from './components/order-submit';
export { OrderSendFailure } from './components/order-send-failure';
