import { assign, emit, setup } from 'xstate';
import { ErrorCode } from '../../contract/envelope';
import type { CardKind } from './categoryCart';
import { PUSHKIN_LIMIT } from './paymentMethod';
import type { FlowError } from './shared';

/** A seat or standing place as the cart shows it (sector, row, place, category, price). */
export type SeatChoice = {
  seat_id: number;
  sector: number | string;
  row: string;
  seat: string;
  price: number;
  priceservise: number;
  category: string | null;
};
export type CartSeat = SeatChoice & { quantity: number; standing: boolean; calendar_id: number | null };

export type SeatCartInput = { limit: number; card?: CardKind; calendarId?: number | null };

export type SeatCartContext = {
  items: CartSeat[];
  totalLimit: number;
  card: CardKind;
  calendarId: number | null;
  error: FlowError | null;
};

export type SeatCartEvent =
  | { type: 'ADD_SEAT'; seat: SeatChoice }
  /** placeQuant: places left in the standing area (the seat's quant). */
  | { type: 'ADD_STANDING'; place: SeatChoice; quantity: number; placeQuant: number }
  | { type: 'REMOVE'; seatId: number }
  | { type: 'CALENDAR_CHANGED'; calendarId: number | null }
  | { type: 'CARD_CHANGED'; card: CardKind }
  | { type: 'ORDER_CREATED' }
  | { type: 'DISMISS' };

/**
 * Places that left the cart without being ordered: the buyer removed them, or a new date or
 * time emptied the cart (calendarId is the session they were in). An order's clearing is not
 * announced: those places are the order's now.
 */
export type SeatCartEmitted = { type: 'seats.left'; seats: CartSeat[]; calendarId: number | null };

export function seatLimit(c: SeatCartContext): number {
  return c.card === 'pushkin' ? Math.min(PUSHKIN_LIMIT, c.totalLimit) : c.totalLimit;
}
export const seatCount = (c: SeatCartContext) => c.items.reduce((n, i) => n + i.quantity, 0);
/** 'Tickets available' in the cart header: the limit minus what is in the cart. */
export const seatsAvailable = (c: SeatCartContext) => Math.max(0, seatLimit(c) - seatCount(c));

export function seatCartTotals(c: SeatCartContext) {
  const sum = c.items.reduce((s, i) => s + i.quantity * i.price, 0);
  const fees = c.items.reduce((s, i) => s + i.quantity * i.priceservise, 0);
  return { count: seatCount(c), sum, fees, total: sum + fees };
}

/** The tickets of the create-order (scheme) call. */
export function schemeTickets(c: SeatCartContext) {
  return c.items.map((i) => ({
    seat_id: i.seat_id,
    ...(i.standing ? { quantity: i.quantity } : {}),
    sector: i.sector,
    row: i.row,
    seat: i.seat,
    price: i.price,
    priceservise: i.priceservise,
    ...(i.calendar_id !== null ? { calendar_id: i.calendar_id } : {}),
  }));
}

const inCart = (c: SeatCartContext, seatId: number) => c.items.find((i) => i.seat_id === seatId);

/** A whole number of places, at least one, that the area still holds beside those in the cart. */
function standingWithinPlace(c: SeatCartContext, e: Extract<SeatCartEvent, { type: 'ADD_STANDING' }>): boolean {
  const held = inCart(c, e.place.seat_id)?.quantity ?? 0;
  return Number.isInteger(e.quantity) && e.quantity >= 1 && held + e.quantity <= e.placeQuant;
}

export const seatCartMachine = setup({
  types: {
    input: {} as SeatCartInput,
    context: {} as SeatCartContext,
    events: {} as SeatCartEvent,
    emitted: {} as SeatCartEmitted,
  },
  guards: {
    isEmpty: ({ context }) => context.items.length === 0,
    overLimit: ({ context }) => seatCount(context) > seatLimit(context),
    isFull: ({ context }) => seatsAvailable(context) === 0,
    seatInCart: ({ context, event }) => (event.type === 'ADD_SEAT' || event.type === 'REMOVE') && !!inCart(context, event.type === 'ADD_SEAT' ? event.seat.seat_id : event.seatId),
    seatFits: ({ context }) => seatsAvailable(context) >= 1,
    standingBeyondPlace: ({ context, event }) => event.type === 'ADD_STANDING' && !standingWithinPlace(context, event),
    standingFits: ({ context, event }) => event.type === 'ADD_STANDING' && event.quantity <= seatsAvailable(context),
    otherCalendar: ({ context, event }) => event.type === 'CALENDAR_CHANGED' && event.calendarId !== context.calendarId,
  },
  actions: {
    addSeat: assign({
      items: ({ context, event }) =>
        event.type === 'ADD_SEAT'
          ? [...context.items, { ...event.seat, quantity: 1, standing: false, calendar_id: context.calendarId }]
          : context.items,
    }),
    // One line per standing area, its quantity growing, rather than a line per place.
    addStanding: assign({
      items: ({ context, event }) => {
        if (event.type !== 'ADD_STANDING') return context.items;
        const held = inCart(context, event.place.seat_id);
        if (held) return context.items.map((i) => (i === held ? { ...i, quantity: i.quantity + event.quantity } : i));
        return [...context.items, { ...event.place, quantity: event.quantity, standing: true, calendar_id: context.calendarId }];
      },
    }),
    remove: assign({
      items: ({ context, event }) => (event.type === 'REMOVE' ? context.items.filter((i) => i.seat_id !== event.seatId) : context.items),
    }),
    clear: assign({ items: [] }),
    // Announced before the change, from the cart as it was (best available gives the seats back).
    announceRemoved: emit(({ context, event }) => ({
      type: 'seats.left' as const,
      seats: event.type === 'REMOVE' ? context.items.filter((i) => i.seat_id === event.seatId) : [],
      calendarId: context.calendarId,
    })),
    announceCleared: emit(({ context }) => ({ type: 'seats.left' as const, seats: context.items, calendarId: context.calendarId })),
    setCalendar: assign({ calendarId: ({ context, event }) => (event.type === 'CALENDAR_CHANGED' ? event.calendarId : context.calendarId) }),
    setCard: assign({ card: ({ context, event }) => (event.type === 'CARD_CHANGED' ? event.card : context.card) }),
    raiseLimitError: assign({ error: { key: 'error.limit', code: ErrorCode.limit } }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'seatCart',
  context: ({ input }) => ({ items: [], totalLimit: input.limit, card: input.card ?? 'bank', calendarId: input.calendarId ?? null, error: null }),
  initial: 'cart',
  states: {
    cart: {
      initial: 'evaluate',
      on: {
        ADD_SEAT: [
          { guard: 'seatInCart' },
          { guard: 'seatFits', target: '.evaluate', actions: 'addSeat' },
          { target: 'limitReached', actions: 'raiseLimitError' },
        ],
        ADD_STANDING: [
          // The stepper never offers more than the area holds; a stale count is ignored.
          { guard: 'standingBeyondPlace' },
          { guard: 'standingFits', target: '.evaluate', actions: 'addStanding' },
          { target: 'limitReached', actions: 'raiseLimitError' },
        ],
        REMOVE: { guard: 'seatInCart', target: '.evaluate', actions: ['announceRemoved', 'remove'] },
        CALENDAR_CHANGED: { guard: 'otherCalendar', target: '.evaluate', actions: ['announceCleared', 'setCalendar', 'clear'] },
        CARD_CHANGED: { target: '.evaluate', actions: 'setCard' },
        ORDER_CREATED: { target: '.evaluate', actions: 'clear' },
      },
      states: {
        evaluate: {
          always: [
            { guard: 'isEmpty', target: 'empty' },
            // Switching to the Pushkin card with several seats held: the buyer chooses which to
            // drop; the submit stays disabled meanwhile.
            { guard: 'overLimit', target: 'overLimit' },
            { guard: 'isFull', target: 'full' },
            { target: 'filled' },
          ],
        },
        empty: {},
        filled: {},
        full: {},
        overLimit: {},
      },
    },
    // The 'limit reached' modal (docs/product/scheme.md); the cart is unchanged.
    limitReached: { on: { DISMISS: { target: 'cart', actions: 'clearError' } } },
  },
});
