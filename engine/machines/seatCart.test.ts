import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { schemeTickets, seatCartMachine, seatCartTotals, seatsAvailable } from './seatCart';
import { seat } from '../testing/samples';

const start = (limit = 3) => createActor(seatCartMachine, { input: { limit, calendarId: 11 } }).start();

describe('seat cart', () => {
  it('adds and removes seats; available = limit minus the cart', () => {
    const cart = start();
    cart.send({ type: 'ADD_SEAT', seat: seat(1) });
    cart.send({ type: 'ADD_SEAT', seat: seat(1) });
    cart.send({ type: 'ADD_SEAT', seat: seat(2) });
    expect(seatsAvailable(cart.getSnapshot().context)).toBe(1);
    expect(seatCartTotals(cart.getSnapshot().context)).toEqual({ count: 2, sum: 4000, fees: 200, total: 4200 });
    cart.send({ type: 'REMOVE', seatId: 1 });
    expect(cart.getSnapshot().context.items.map((i) => i.seat_id)).toEqual([2]);
    expect(cart.getSnapshot().value).toEqual({ cart: 'filled' });
  });

  it('cannot exceed its limit: the limit notice shows and the cart is unchanged', () => {
    const cart = start(1);
    cart.send({ type: 'ADD_SEAT', seat: seat(1) });
    expect(cart.getSnapshot().value).toEqual({ cart: 'full' });
    cart.send({ type: 'ADD_SEAT', seat: seat(2) });
    expect(cart.getSnapshot().value).toBe('limitReached');
    expect(cart.getSnapshot().context.error).toMatchObject({ key: 'error.limit', code: -9998 });
    cart.send({ type: 'DISMISS' });
    expect(cart.getSnapshot().context.items).toHaveLength(1);
  });

  it('standing places are bounded by the area, the limit and the space left', () => {
    const cart = start(4);
    const area = seat(900, { row: '', seat: '' });
    cart.send({ type: 'ADD_STANDING', place: area, quantity: 3, placeQuant: 2 });
    expect(cart.getSnapshot().context.items).toHaveLength(0);
    cart.send({ type: 'ADD_STANDING', place: area, quantity: 2, placeQuant: 5 });
    cart.send({ type: 'ADD_STANDING', place: area, quantity: 1, placeQuant: 5 });
    expect(cart.getSnapshot().context.items).toMatchObject([{ seat_id: 900, quantity: 3, standing: true }]);
    cart.send({ type: 'ADD_STANDING', place: area, quantity: 2, placeQuant: 5 });
    expect(cart.getSnapshot().value).toBe('limitReached');
    expect(schemeTickets(cart.getSnapshot().context)).toEqual([
      { seat_id: 900, quantity: 3, sector: 1, row: '', seat: '', price: 2000, priceservise: 100, calendar_id: 11 },
    ]);
  });

  it('the Pushkin card allows one ticket; a fuller cart waits for the buyer to drop seats', () => {
    const cart = start();
    cart.send({ type: 'ADD_SEAT', seat: seat(1) });
    cart.send({ type: 'ADD_SEAT', seat: seat(2) });
    cart.send({ type: 'CARD_CHANGED', card: 'pushkin' });
    expect(cart.getSnapshot().value).toEqual({ cart: 'overLimit' });
    expect(seatsAvailable(cart.getSnapshot().context)).toBe(0);
    cart.send({ type: 'REMOVE', seatId: 2 });
    expect(cart.getSnapshot().value).toEqual({ cart: 'full' });
  });

  it('is cleared by another calendar date and by a created order', () => {
    const cart = start();
    cart.send({ type: 'ADD_SEAT', seat: seat(1) });
    cart.send({ type: 'CALENDAR_CHANGED', calendarId: 11 });
    expect(cart.getSnapshot().context.items).toHaveLength(1);
    cart.send({ type: 'CALENDAR_CHANGED', calendarId: 12 });
    expect(cart.getSnapshot().value).toEqual({ cart: 'empty' });
    cart.send({ type: 'ADD_SEAT', seat: seat(1) });
    expect(cart.getSnapshot().context.items[0]!.calendar_id).toBe(12);
    cart.send({ type: 'ORDER_CREATED' });
    expect(cart.getSnapshot().value).toEqual({ cart: 'empty' });
  });

  it('announces places that leave the cart unordered (removed, or emptied by another date), never those an order took', () => {
    const cart = start(4);
    const left: { seats: number[]; calendarId: number | null }[] = [];
    cart.on('seats.left', (e) => left.push({ seats: e.seats.map((i) => i.seat_id), calendarId: e.calendarId }));
    for (const id of [1, 2, 3]) cart.send({ type: 'ADD_SEAT', seat: seat(id) });
    cart.send({ type: 'REMOVE', seatId: 2 });
    // A seat not in the cart changes nothing and announces nothing.
    cart.send({ type: 'REMOVE', seatId: 2 });
    expect(left).toEqual([{ seats: [2], calendarId: 11 }]);
    cart.send({ type: 'CALENDAR_CHANGED', calendarId: 12 });
    expect(left.at(-1)).toEqual({ seats: [1, 3], calendarId: 11 });
    cart.send({ type: 'ADD_SEAT', seat: seat(4) });
    cart.send({ type: 'ORDER_CREATED' });
    expect(cart.getSnapshot().context.items).toEqual([]);
    expect(left).toHaveLength(2);
  });
});
