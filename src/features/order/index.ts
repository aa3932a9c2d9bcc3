// The order page's own parts (docs/product/order.md): the order read, its header (number,
// badge, buyer, return and afisha links) and its tickets grouped by session. Payment,
// extras, loyalty and ticket files are features of their own; the page composes them.
//
//   const order = useOrderView(hash, lang);            // the cache the payment machine fills
//   loadOrder: ({ hash, lang }) => loadOrderInto(queryClient, hash, lang)
//   <OrderHeader order={order} lang={lang} setup={setup} />   <TicketGroups order={order} lang={lang} onShowCode={…} />
import './order.css';

export { getOrderView, getOrderViewQueryOptions, useOrderView, loadOrderInto } from './api/get-order-view';
export { getOrderNumber, getOrderNumberQueryOptions, useOrderNumber } from './api/get-order-number';
export { OrderHeader } from './components/order-header';
export { TicketGroups } from './components/ticket-groups';
export { DeclinedReasons } from './components/declined-reasons';
export { TicketCodeModal } from './components/ticket-code-modal';
export type { TicketCodeModalProps } from './components/ticket-code-modal';
export { orderBadge, type OrderBadge } from './model/order-badge';
export { ticketGroups, ticketsWithCode, ticketPlace, type TicketGroup } from './model/ticket-groups';
