import type { ActorRefFrom } from 'xstate';
import type { captchaMachine } from './captcha';
import type { categoryCartMachine } from './categoryCart';
import { orderLines, ticketCount } from './categoryCart';
import type { dateTimeMachine } from './dateTime';
import type { loyaltyMachine } from './loyalty';
import type { orderCreationMachine, OrderItems } from './orderCreation';
import type { orderPaymentMachine } from './orderPayment';
import type { paymentMethodMachine } from './paymentMethod';
import type { seatCartMachine } from './seatCart';
import { schemeTickets, seatCount } from './seatCart';
import type { specialOffersMachine } from './specialOffers';
import { canonicalJson } from '../replay/digest';

// The machines are independent (each records and replays alone); these helpers carry the
// few facts one flow tells another, so that pages only render. Each returns an unsubscribe.

type Unsubscribe = () => void;
const all = (subs: Array<{ unsubscribe(): void }>): Unsubscribe => () => subs.forEach((s) => s.unsubscribe());

/** Sends `items` to the order only when they changed, so the order's trace stays short. */
function itemsForwarder(order: ActorRefFrom<typeof orderCreationMachine>) {
  let last = '';
  return (items: OrderItems) => {
    const key = canonicalJson(items);
    if (key === last) return;
    last = key;
    order.send({ type: 'SET_ITEMS', items });
  };
}

/** Events page: session and card reach the cart; the cart's lines reach the order. */
export function wireCategoryPage(p: {
  dateTime: ActorRefFrom<typeof dateTimeMachine>;
  cart: ActorRefFrom<typeof categoryCartMachine>;
  paymentMethod?: ActorRefFrom<typeof paymentMethodMachine>;
  order?: ActorRefFrom<typeof orderCreationMachine>;
}): Unsubscribe {
  const { dateTime, cart, paymentMethod, order } = p;
  const subs = [
    dateTime.on('session.changed', (e) => {
      cart.send({ type: 'SESSION_CHANGED', session: e.session });
      if (e.session) order?.send({ type: 'SET_SUBSCRIPTION_MODE', on: e.session.subscriptionMode });
    }),
    dateTime.on('selection.reset', () => cart.send({ type: 'SELECTION_RESET' })),
  ];
  if (paymentMethod) {
    subs.push(
      paymentMethod.on('card.changed', (e) => {
        cart.send({ type: 'CARD_CHANGED', card: e.card });
        order?.send({ type: 'SET_CARD', card: e.card });
      }),
    );
  }
  if (order) {
    const forward = itemsForwarder(order);
    subs.push(cart.subscribe((s) => forward({ count: s.matches({ open: { editing: 'shown' } }) ? ticketCount(s.context) : 0, lines: orderLines(s.context) })));
  }
  return all(subs);
}

/**
 * Scheme page: the session and the card to the seat cart (another date or time is another
 * session: the cart starts again, spec 2 §4 Scheme), seats to the order, a created order
 * clears the cart.
 */
export function wireSchemePage(p: {
  dateTime?: ActorRefFrom<typeof dateTimeMachine>;
  seatCart: ActorRefFrom<typeof seatCartMachine>;
  paymentMethod?: ActorRefFrom<typeof paymentMethodMachine>;
  order: ActorRefFrom<typeof orderCreationMachine>;
}): Unsubscribe {
  const { dateTime, seatCart, paymentMethod, order } = p;
  const forward = itemsForwarder(order);
  const subs = [
    seatCart.subscribe((s) =>
      forward({ count: s.matches({ cart: 'overLimit' }) ? 0 : seatCount(s.context), tickets: schemeTickets(s.context), calendarId: s.context.calendarId }),
    ),
    order.on('order.created', () => seatCart.send({ type: 'ORDER_CREATED' })),
  ];
  if (dateTime) {
    subs.push(dateTime.on('session.changed', (e) => seatCart.send({ type: 'CALENDAR_CHANGED', calendarId: e.session?.calendarId ?? null })));
  }
  if (paymentMethod) {
    subs.push(
      paymentMethod.on('card.changed', (e) => {
        seatCart.send({ type: 'CARD_CHANGED', card: e.card });
        order.send({ type: 'SET_CARD', card: e.card });
      }),
    );
  }
  return all(subs);
}

/** The order asks for a captcha; the captcha answers with a proof or a failure. */
export function wireCaptcha(order: ActorRefFrom<typeof orderCreationMachine>, captcha: ActorRefFrom<typeof captchaMachine>): Unsubscribe {
  return all([
    order.on('captcha.required', () => {
      // A fresh attempt each time, whatever the last one ended in.
      captcha.send({ type: 'RESET' });
      captcha.send({ type: 'REQUEST' });
    }),
    order.on('captcha.reset', () => captcha.send({ type: 'RESET' })),
    captcha.on('captcha.passed', (e) => order.send({ type: 'CAPTCHA_PASSED', proof: e.proof })),
    captcha.on('captcha.failed', () => order.send({ type: 'CAPTCHA_FAILED' })),
  ]);
}

/** Order view: extras and discounts change the order, which reloads and feeds them back. */
export function wireOrderPage(p: {
  payment: ActorRefFrom<typeof orderPaymentMachine>;
  offers?: ActorRefFrom<typeof specialOffersMachine>;
  loyalty?: ActorRefFrom<typeof loyaltyMachine>;
}): Unsubscribe {
  const { payment, offers, loyalty } = p;
  let lastOrder: unknown = null;
  const forward = (order: ReturnType<typeof payment.getSnapshot>['context']['order']) => {
    if (!order || order === lastOrder) return;
    lastOrder = order;
    offers?.send({ type: 'ORDER_RELOADED', offers: order.addToping, added: order.toping });
    loyalty?.send({ type: 'ORDER_RELOADED', discount: order.discountData ?? null });
  };
  // An order already loaded when the wiring starts reaches them too.
  forward(payment.getSnapshot().context.order);
  const subs = [payment.subscribe((s) => forward(s.context.order))];
  if (offers) subs.push(offers.on('order.changed', () => payment.send({ type: 'RELOAD' })));
  if (loyalty) subs.push(loyalty.on('order.changed', () => payment.send({ type: 'RELOAD' })));
  return all(subs);
}
