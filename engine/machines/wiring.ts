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
import { announceWiring, relay, type SelectionTarget, type WiringActors } from '../replay/relay';

// The machines are independent (each records and replays alone); these helpers carry the
// few facts one flow tells another, so that pages only render. Each returns an unsubscribe.

type Unsubscribe = () => void;
const all = (subs: Array<{ unsubscribe(): void }>): Unsubscribe => () => subs.forEach((s) => s.unsubscribe());

/** Tells a page recorder which actors a wiring joined (and when it lets go): a page replay wires them again. */
function wired(name: string, actors: WiringActors, unsubscribe: Unsubscribe, map?: SelectionTarget): Unsubscribe {
  return announceWiring(name, actors, unsubscribe, map);
}

/** Sends `items` to the order only when they changed, so the order's trace stays short. */
function itemsForwarder(order: ActorRefFrom<typeof orderCreationMachine>) {
  let last = '';
  return (items: OrderItems) => {
    const key = canonicalJson(items);
    if (key === last) return;
    last = key;
    relay(order, { type: 'SET_ITEMS', items });
  };
}

/** Events page: session and card reach the cart; the cart's lines reach the order. */
export function wireCategoryBooking(p: {
  dateTime: ActorRefFrom<typeof dateTimeMachine>;
  cart: ActorRefFrom<typeof categoryCartMachine>;
  paymentMethod?: ActorRefFrom<typeof paymentMethodMachine>;
  order?: ActorRefFrom<typeof orderCreationMachine>;
}): Unsubscribe {
  const { dateTime, cart, paymentMethod, order } = p;
  const subs = [
    dateTime.on('session.changed', (e) => {
      relay(cart, { type: 'SESSION_CHANGED', session: e.session });
      if (e.session && order) relay(order, { type: 'SET_SUBSCRIPTION_MODE', on: e.session.subscriptionMode });
    }),
    dateTime.on('selection.reset', () => relay(cart, { type: 'SELECTION_RESET' })),
  ];
  if (paymentMethod) {
    subs.push(
      paymentMethod.on('card.changed', (e) => {
        relay(cart, { type: 'CARD_CHANGED', card: e.card });
        if (order) relay(order, { type: 'SET_CARD', card: e.card });
      }),
    );
  }
  const unwire = wired('categoryPage', { dateTime, cart, paymentMethod, order }, all(subs));
  if (order) {
    const forward = itemsForwarder(order);
    const items = (s: ReturnType<typeof cart.getSnapshot>) => forward({ count: s.matches({ open: { editing: 'shown' } }) ? ticketCount(s.context) : 0, lines: orderLines(s.context) });
    subs.push(cart.subscribe(items));
    // What the cart holds now, not at its next change: a wiring made again (React redoes
    // effects) tells the order at once, the same in the browser and in a replay.
    items(cart.getSnapshot());
  }
  return unwire;
}

/**
 * Scheme page: the session and the card to the seat cart (another date or time is another
 * session: the cart starts again, docs/product/scheme.md), seats to the order, a created order
 * clears the cart.
 */
export function wireSeatBooking(p: {
  dateTime?: ActorRefFrom<typeof dateTimeMachine>;
  seatCart: ActorRefFrom<typeof seatCartMachine>;
  paymentMethod?: ActorRefFrom<typeof paymentMethodMachine>;
  order: ActorRefFrom<typeof orderCreationMachine>;
}): Unsubscribe {
  const { dateTime, seatCart, paymentMethod, order } = p;
  const forward = itemsForwarder(order);
  const seats = (s: ReturnType<typeof seatCart.getSnapshot>) =>
    forward({ count: s.matches({ cart: 'overLimit' }) ? 0 : seatCount(s.context), tickets: schemeTickets(s.context), calendarId: s.context.calendarId });
  const subs = [seatCart.subscribe(seats), order.on('order.created', () => relay(seatCart, { type: 'ORDER_CREATED' }))];
  if (dateTime) {
    subs.push(dateTime.on('session.changed', (e) => relay(seatCart, { type: 'CALENDAR_CHANGED', calendarId: e.session?.calendarId ?? null })));
  }
  if (paymentMethod) {
    subs.push(
      paymentMethod.on('card.changed', (e) => {
        relay(seatCart, { type: 'CARD_CHANGED', card: e.card });
        relay(order, { type: 'SET_CARD', card: e.card });
      }),
    );
  }
  const unwire = wired('schemePage', { dateTime, seatCart, paymentMethod, order }, all(subs));
  // What the cart holds now, not at its next change: a wiring made again (React redoes
  // effects) tells the order at once, the same in the browser and in a replay.
  seats(seatCart.getSnapshot());
  return unwire;
}

/** The order asks for a captcha; the captcha answers with a proof or a failure. */
export function wireCaptcha(order: ActorRefFrom<typeof orderCreationMachine>, captcha: ActorRefFrom<typeof captchaMachine>): Unsubscribe {
  return wired('captcha', { order, captcha }, all([
    order.on('captcha.required', (e) => {
      // A fresh attempt each time, whatever the last one ended in.
      relay(captcha, { type: 'RESET' });
      relay(captcha, { type: 'REQUEST', mode: e.mode });
    }),
    order.on('captcha.reset', () => relay(captcha, { type: 'RESET' })),
    captcha.on('captcha.passed', (e) => relay(order, { type: 'CAPTCHA_PASSED', proof: e.proof })),
    captcha.on('captcha.failed', () => relay(order, { type: 'CAPTCHA_FAILED' })),
  ]));
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
    if (offers) relay(offers, { type: 'ORDER_RELOADED', offers: order.addToping, added: order.toping });
    if (loyalty) relay(loyalty, { type: 'ORDER_RELOADED', discount: order.discountData ?? null });
  };
  const subs: Array<{ unsubscribe(): void }> = [];
  // Announced before the first forward, so that a page recording has the wiring before what it passes.
  const unwire = wired('orderPage', { payment, offers, loyalty }, all(subs));
  // An order already loaded when the wiring starts reaches them too.
  forward(payment.getSnapshot().context.order);
  subs.push(payment.subscribe((s) => forward(s.context.order)));
  if (offers) subs.push(offers.on('order.changed', () => relay(payment, { type: 'RELOAD' })));
  if (loyalty) subs.push(loyalty.on('order.changed', () => relay(payment, { type: 'RELOAD' })));
  return unwire;
}

/**
 * The hall map shows what the seat cart holds: seats added are selected on the map, seats
 * removed (by the buyer, a race, a created order or another session) are freed. The cart
 * is the one owner of the selection; the map is told, never asked.
 */
export function wireSeatSelection(seatCart: ActorRefFrom<typeof seatCartMachine>, map: SelectionTarget): Unsubscribe {
  let shown = new Set<number>();
  const show = (items: ReadonlyArray<{ seat_id: number; standing?: boolean }>) => {
    const want = new Set(items.filter((i) => !i.standing).map((i) => i.seat_id));
    for (const id of shown) if (!want.has(id)) map.unselect(id);
    for (const id of want) if (!shown.has(id)) map.select(id);
    shown = want;
  };
  const subs: Array<{ unsubscribe(): void }> = [];
  const unwire = wired('seatSelection', { seatCart }, all(subs), map);
  show(seatCart.getSnapshot().context.items);
  subs.push(seatCart.subscribe((s) => show(s.context.items)));
  return unwire;
}

type AnyWiring = (actors: WiringActors, map?: SelectionTarget) => Unsubscribe;
const as = <T>(actor: unknown) => actor as T;

/**
 * Every wiring by the name it announces itself with: a page replay joins fresh actors the
 * way the recorded page did. The roles are the names each wiring gives its actors.
 */
export const pageWirings = {
  categoryPage: (a) => wireCategoryBooking({ dateTime: as(a.dateTime), cart: as(a.cart), paymentMethod: as(a.paymentMethod), order: as(a.order) }),
  schemePage: (a) => wireSeatBooking({ dateTime: as(a.dateTime), seatCart: as(a.seatCart), paymentMethod: as(a.paymentMethod), order: as(a.order) }),
  captcha: (a) => wireCaptcha(as(a.order), as(a.captcha)),
  orderPage: (a) => wireOrderPage({ payment: as(a.payment), offers: as(a.offers), loyalty: as(a.loyalty) }),
  seatSelection: (a, map) => {
    if (!map) throw new Error('the seatSelection wiring needs a map');
    return wireSeatSelection(as(a.seatCart), map);
  },
} satisfies Record<string, AnyWiring>;
