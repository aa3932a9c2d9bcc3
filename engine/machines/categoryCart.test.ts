import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ErrorCode } from '../../contract/envelope';
import type { CategoryCartInput } from './categoryCart';
import { cartTotals, categoryCartMachine, orderLines } from './categoryCart';
import { groupPrices, prices, row, session } from '../testing/samples';

function open(input: Partial<CategoryCartInput> = {}, s = session()) {
  const actor = createActor(categoryCartMachine, { input: { prices, ...input } }).start();
  actor.send({ type: 'SESSION_CHANGED', session: s });
  return actor;
}
const counts = (a: ReturnType<typeof open>) => a.getSnapshot().context.counts;

describe('category cart', () => {
  it('is closed until a session with prices is chosen', () => {
    const actor = createActor(categoryCartMachine, { input: { prices } }).start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'SESSION_CHANGED', session: session({ priceTypeId: 99 }) });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('shows the form once the total is above 0, and plus does nothing at the limit', () => {
    const actor = open({}, session({ limit: 2 }));
    expect(actor.getSnapshot().value).toEqual({ open: { editing: 'hidden' } });
    actor.send({ type: 'INCREMENT', key: '1:1' });
    actor.send({ type: 'INCREMENT', key: '2:1' });
    actor.send({ type: 'INCREMENT', key: '1:1' });
    expect(counts(actor)).toEqual({ '1:1': 1, '2:1': 1 });
    expect(actor.getSnapshot().value).toEqual({ open: { editing: 'shown' } });
  });

  it('keeps each row between its minimum and maximum and within the places left', () => {
    const actor = open({ prices: [row({ clientcategory_id: 1, minlimit: 2, maxlimit: 3 }), row({ clientcategory_id: 2, quantity: 1 })] }, session({ limit: 10 }));
    actor.send({ type: 'INCREMENT', key: '1:1' });
    expect(counts(actor)['1:1']).toBe(2);
    actor.send({ type: 'INCREMENT', key: '1:1' });
    actor.send({ type: 'INCREMENT', key: '1:1' });
    expect(counts(actor)['1:1']).toBe(3);
    actor.send({ type: 'DECREMENT', key: '1:1' });
    actor.send({ type: 'DECREMENT', key: '1:1' });
    expect(counts(actor)['1:1']).toBe(0);
    actor.send({ type: 'INCREMENT', key: '2:1' });
    actor.send({ type: 'INCREMENT', key: '2:1' });
    expect(counts(actor)['2:1']).toBe(1);
  });

  it('a row with needprice starts at its minimum and cannot go below it', () => {
    const actor = open({ prices: [row({ clientcategory_id: 5, needprice: 1, minlimit: 1 })] });
    expect(counts(actor)['5:1']).toBe(1);
    actor.send({ type: 'DECREMENT', key: '5:1' });
    expect(counts(actor)['5:1']).toBe(1);
  });

  it('the Pushkin card shows the rows allowed for it and caps the order at 1', () => {
    const actor = open({}, session({ limit: 5 }));
    actor.send({ type: 'CARD_CHANGED', card: 'pushkin' });
    actor.send({ type: 'INCREMENT', key: '2:1' });
    actor.send({ type: 'INCREMENT', key: '3:1' });
    actor.send({ type: 'INCREMENT', key: '1:1' });
    expect(counts(actor)).toEqual({ '3:1': 1 });
  });

  it('switching to the Pushkin card with more tickets hides the form until fewer are chosen', () => {
    const actor = open({}, session({ limit: 5 }));
    actor.send({ type: 'INCREMENT', key: '1:1' });
    actor.send({ type: 'INCREMENT', key: '1:1' });
    actor.send({ type: 'CARD_CHANGED', card: 'pushkin' });
    expect(actor.getSnapshot().value).toEqual({ open: { editing: 'overLimit' } });
    actor.send({ type: 'DECREMENT', key: '1:1' });
    expect(actor.getSnapshot().value).toEqual({ open: { editing: 'shown' } });
  });

  it('a new time that lowers the limit below the selection hides the form', () => {
    const actor = open({}, session({ limit: 3 }));
    actor.send({ type: 'INCREMENT', key: '1:1' });
    actor.send({ type: 'INCREMENT', key: '1:1' });
    actor.send({ type: 'SESSION_CHANGED', session: session({ limit: 1 }) });
    expect(actor.getSnapshot().value).toEqual({ open: { editing: 'overLimit' } });
  });

  it('a date change resets the counts', () => {
    const actor = open();
    actor.send({ type: 'INCREMENT', key: '1:1' });
    actor.send({ type: 'SELECTION_RESET' });
    expect(counts(actor)).toEqual({});
  });

  it('totals include fixed and percent service fees', () => {
    const actor = open({}, session({ limit: 5 }));
    actor.send({ type: 'INCREMENT', key: '1:1' });
    actor.send({ type: 'INCREMENT', key: '2:1' });
    expect(cartTotals(actor.getSnapshot().context)).toEqual({ count: 2, groupCount: 0, sum: 1500, fees: 100, total: 1600 });
  });

  it('a group line above the remaining limit opens the limit modal and changes nothing', () => {
    const actor = open({ groupPrices }, session({ limit: 4 }));
    actor.send({ type: 'SET_GROUP_QUANTITY', key: '9:2', quantity: 5 });
    expect(actor.getSnapshot().value).toEqual({ open: 'limitError' });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'error.limit', code: ErrorCode.limit });
    actor.send({ type: 'INCREMENT', key: '1:1' });
    expect(counts(actor)).toEqual({});
    actor.send({ type: 'DISMISS' });
    actor.send({ type: 'SET_GROUP_QUANTITY', key: '9:2', quantity: 2 });
    expect(actor.getSnapshot().value).toEqual({ open: { editing: 'shown' } });
  });

  it('an event with group rows sells individual tickets without a group (group rows apply only to a group)', () => {
    const actor = open({ groupPrices }, session({ limit: 4 }));
    actor.send({ type: 'INCREMENT', key: '1:1' });
    expect(actor.getSnapshot().value).toEqual({ open: { editing: 'shown' } });
  });

  it("a group's mandatory rows come with its participants, cannot be dropped, and go when the group does", () => {
    const guide = row({ clientcategory_id: 8, price: 5000, minlimit: 1, maxlimit: 1, needprice: 1 });
    const members = row({ clientcategory_id: 6, price: 600, minlimit: 5, maxlimit: 15 });
    const actor = open({ groupPrices: [guide, members] }, session({ limit: 10, quantity: 40 }));
    const groupCounts = () => actor.getSnapshot().context.groupCounts;
    // Not chosen alone.
    actor.send({ type: 'SET_GROUP_QUANTITY', key: '8:1', quantity: 1 });
    expect(groupCounts()).toEqual({});
    actor.send({ type: 'SET_GROUP_QUANTITY', key: '6:1', quantity: 5 });
    expect(groupCounts()).toEqual({ '6:1': 5, '8:1': 1 });
    expect(actor.getSnapshot().value).toEqual({ open: { editing: 'shown' } });
    expect(orderLines(actor.getSnapshot().context).map((l) => [l.categoryId, l.quantity])).toEqual([[8, 1], [6, 5]]);
    actor.send({ type: 'SET_GROUP_QUANTITY', key: '8:1', quantity: 0 });
    expect(groupCounts()).toEqual({ '6:1': 5, '8:1': 1 });
    // The guide counts towards the order's limit: 10 participants and the guide are 11.
    actor.send({ type: 'SET_GROUP_QUANTITY', key: '6:1', quantity: 10 });
    expect(actor.getSnapshot().value).toEqual({ open: 'limitError' });
    actor.send({ type: 'DISMISS' });
    actor.send({ type: 'SET_GROUP_QUANTITY', key: '6:1', quantity: 0 });
    expect(groupCounts()).toEqual({ '6:1': 0 });
    expect(actor.getSnapshot().value).toEqual({ open: { editing: 'hidden' } });
  });

  it('a card-only event opens once its card is known, when the session came first', () => {
    const actor = open({ prices: [row({ useproculture: 1, maxlimit: 1 })] });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'CARD_CHANGED', card: 'pushkin' });
    expect(actor.getSnapshot().value).toEqual({ open: { editing: 'hidden' } });
    actor.send({ type: 'INCREMENT', key: '1:1' });
    expect(actor.getSnapshot().value).toEqual({ open: { editing: 'shown' } });
  });

  it('subscription and free events show the form on the ticket count alone', () => {
    const sub = open({}, session({ subscriptionMode: true, limit: 2 }));
    sub.send({ type: 'INCREMENT', key: '1:1' });
    expect(sub.getSnapshot().value).toEqual({ open: { editing: 'shown' } });
    expect(cartTotals(sub.getSnapshot().context).total).toBe(0);
    expect(orderLines(sub.getSnapshot().context)).toEqual([
      { day: '01.08.2025', time: '14:00', actionId: 7, categoryId: 1, zoneId: 1, quantity: 1, sum: 0, seatId: 0 },
    ]);
    const free = open({ prices: [row({ price: 0 })], free: true });
    free.send({ type: 'INCREMENT', key: '1:1' });
    expect(free.getSnapshot().value).toEqual({ open: { editing: 'shown' } });
  });
});
