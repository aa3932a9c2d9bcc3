import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ErrorBody } from '../../contract/envelope';
import { SteppingClock } from '../replay/clock';
import { flush } from '../replay/driver';
import type { AddOffersInput, RemoveOfferInput, SpecialOffer, SpecialOffersEmitted } from './specialOffers';
import { offerDisabled, offerUid, specialOffersMachine } from './specialOffers';

const offers: SpecialOffer[] = [
  { parent_id: 1, package_id: 1, price_id: 100, cost: 300, limit: 1 },
  { parent_id: 2, package_id: 1, price_id: 100, cost: 300, limit: 1 },
  { parent_id: 1, package_id: 2, price_id: 200, cost: 150, limit: 2 },
  { parent_id: 2, package_id: 2, price_id: 200, cost: 150, limit: 2 },
  { parent_id: 3, package_id: 2, price_id: 200, cost: 150, limit: 2 },
];
const [a, b, c, d, e] = offers.map(offerUid) as [string, string, string, string, string];

type Answer<T> = T | Error;
function start(answers: { add?: Array<Answer<ErrorBody>>; remove?: Array<Answer<Partial<ErrorBody> | null>> } = {}) {
  const calls = { add: [] as AddOffersInput[], remove: [] as RemoveOfferInput[] };
  const next = <T,>(list: Array<Answer<T>> | undefined, fallback: T): T => {
    const answer = list?.shift() ?? fallback;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const machine = specialOffersMachine.provide({
    actors: {
      addOffers: fromPromise<ErrorBody, AddOffersInput>(async ({ input }) => {
        calls.add.push(input);
        return next(answers.add, { errorCode: 0, errorText: '' });
      }),
      removeOffer: fromPromise<Partial<ErrorBody> | null, RemoveOfferInput>(async ({ input }) => {
        calls.remove.push(input);
        return next(answers.remove, null);
      }),
    },
  });
  const actor = createActor(machine, { input: { hash: 'order-hash-1', offers, added: [{ id: 77, candelete: 1 }, { id: 78, candelete: 0 }] }, clock: new SteppingClock() });
  const emitted: SpecialOffersEmitted[] = [];
  actor.on('*', (ev) => emitted.push(ev));
  actor.start();
  return { actor, calls, emitted, state: () => actor.getSnapshot() };
}

describe('special offers', () => {
  it("an offer is disabled once the selected offers of its price_id for its ticket reach the limit; another ticket's choice never counts", () => {
    const { actor, state } = start();
    const disabled = () => offers.filter((o) => offerDisabled(state().context, o)).map(offerUid);
    actor.send({ type: 'TOGGLE', uid: a });
    // Ticket 2's champagne stays free: the limit is per ticket.
    expect(disabled()).toEqual([]);
    actor.send({ type: 'TOGGLE', uid: b });
    actor.send({ type: 'TOGGLE', uid: c });
    actor.send({ type: 'TOGGLE', uid: d });
    actor.send({ type: 'TOGGLE', uid: e });
    expect(state().context.selected).toEqual([a, b, c, d, e]);
    actor.send({ type: 'TOGGLE', uid: c });
    expect(state().context.selected).toEqual([a, b, d, e]);
    actor.send({ type: 'TOGGLE', uid: 'no-such-offer' });
    expect(state().context.selected).toEqual([a, b, d, e]);

    // Two packages of one price_id for one ticket with one left: choosing one disables the other.
    const glass = { parent_id: 1, package_id: 3, price_id: 100, cost: 350, limit: 1 };
    const list = [...offers, glass];
    expect(offerDisabled({ offers: list, selected: [a] }, glass)).toBe(true);
    expect(offerDisabled({ offers: list, selected: [b] }, glass)).toBe(false);
  });

  it('adds only with something selected, sends the offers, and has the order reloaded', async () => {
    const { actor, state, calls, emitted } = start();
    actor.send({ type: 'ADD' });
    expect(state().value).toBe('ready');
    actor.send({ type: 'TOGGLE', uid: a });
    actor.send({ type: 'TOGGLE', uid: c });
    actor.send({ type: 'ADD' });
    expect(state().value).toBe('adding');
    await flush();
    expect(calls.add).toEqual([
      {
        hash: 'order-hash-1',
        data: [
          { uid: a, parent_id: 1, package_id: 1, price_id: 100, cost: 300 },
          { uid: c, parent_id: 1, package_id: 2, price_id: 200, cost: 150 },
        ],
      },
    ]);
    expect(state().value).toBe('ready');
    expect(state().context.selected).toEqual([]);
    expect(emitted).toEqual([{ type: 'order.changed' }]);
  });

  it('a refusal shows the server text and keeps the selection; a network failure is only logged', async () => {
    const { actor, state, emitted } = start({ add: [{ errorCode: -9999, errorText: 'Нет мест' }, new Error('network down')] });
    actor.send({ type: 'TOGGLE', uid: a });
    actor.send({ type: 'ADD' });
    await flush();
    expect(state().value).toBe('failed');
    expect(state().context.error).toEqual({ key: 'error.offers', code: -9999, serverText: 'Нет мест' });
    expect(state().context.selected).toEqual([a]);
    actor.send({ type: 'DISMISS' });
    expect(state().context.error).toBeNull();
    actor.send({ type: 'ADD' });
    await flush();
    expect(state().value).toBe('ready');
    expect(emitted).toEqual([{ type: 'failure', actor: 'addOffers', message: 'network down' }]);
  });

  it('removes only an extra marked removable (candelete 1)', async () => {
    const { actor, state, calls, emitted } = start({ remove: [null, { errorCode: -9999, errorText: 'Нельзя' }] });
    actor.send({ type: 'REMOVE', id: 78 });
    actor.send({ type: 'REMOVE', id: 5 });
    expect(state().value).toBe('ready');
    actor.send({ type: 'REMOVE', id: 77 });
    await flush();
    expect(calls.remove).toEqual([{ hash: 'order-hash-1', id: 77 }]);
    expect(emitted).toEqual([{ type: 'order.changed' }]);
    actor.send({ type: 'REMOVE', id: 77 });
    await flush();
    expect(state().value).toBe('failed');
    expect(state().context.error).toMatchObject({ code: -9999, serverText: 'Нельзя' });
  });

  it('a reloaded order brings fresh offers and drops selections no longer offered', () => {
    const { actor, state } = start();
    actor.send({ type: 'TOGGLE', uid: a });
    actor.send({ type: 'TOGGLE', uid: c });
    actor.send({ type: 'ORDER_RELOADED', offers: offers.slice(1), added: [] });
    expect(state().context.selected).toEqual([c]);
    expect(state().context.added).toEqual([]);
    actor.send({ type: 'REMOVE', id: 77 });
    expect(state().value).toBe('ready');
  });
});
