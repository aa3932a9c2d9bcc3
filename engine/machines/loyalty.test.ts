import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ErrorBody } from '../../contract/envelope';
import { SteppingClock } from '../replay/clock';
import { flush } from '../replay/driver';
import type { AddDiscountInput, AddDiscountOutput, DiscountData, LoyaltyEmitted } from './loyalty';
import { bonusesValid, loyaltyMachine } from './loyalty';

const card: DiscountData = { cardCode: 'C1', isBlocked: 0, availableBonuses: 300 };
type Answer<T> = T | Error;

function start(discount: DiscountData | null = card, answers: { add?: Array<Answer<AddDiscountOutput>>; cancel?: Array<Answer<Partial<ErrorBody> | null>> } = {}) {
  const calls = { add: [] as AddDiscountInput[], cancel: [] as Array<{ hash: string; lang?: string }> };
  const next = <T,>(list: Array<Answer<T>> | undefined, fallback: T): T => {
    const answer = list?.shift() ?? fallback;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const machine = loyaltyMachine.provide({
    actors: {
      addDiscount: fromPromise<AddDiscountOutput, AddDiscountInput>(async ({ input }) => {
        calls.add.push(input);
        return next(answers.add, { errorCode: 0, errorText: '' });
      }),
      cancelDiscount: fromPromise<Partial<ErrorBody> | null, { hash: string; lang?: string }>(async ({ input }) => {
        calls.cancel.push(input);
        return next(answers.cancel, null);
      }),
    },
  });
  const actor = createActor(machine, { input: { hash: 'order-hash-1', lang: 'ru', discount }, clock: new SteppingClock() });
  const emitted: LoyaltyEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, calls, emitted, state: () => actor.getSnapshot() };
}

describe('loyalty and promo code', () => {
  it('bonuses are a whole number above 0 and not above the card balance', () => {
    for (const value of ['', '0', '-5', '1.5', '1e2', 'abc', '301', ' 12a']) expect(bonusesValid(value, 300), value).toBe(false);
    for (const value of ['1', '300', ' 150 ']) expect(bonusesValid(value, 300), value).toBe(true);
    expect(bonusesValid('1', 0)).toBe(false);
  });

  it('applies valid bonuses only, and marks them applied on success', async () => {
    const { actor, state, calls, emitted } = start();
    for (const value of ['0', '301', '2.5']) {
      actor.send({ type: 'SET_BONUSES', value });
      actor.send({ type: 'APPLY_BONUSES' });
      expect(state().value).toEqual({ active: { bonuses: 'idle', promo: 'none' } });
    }
    actor.send({ type: 'SET_BONUSES', value: '300' });
    actor.send({ type: 'APPLY_BONUSES' });
    expect(state().value).toEqual({ active: { bonuses: 'applying', promo: 'none' } });
    await flush();
    expect(calls.add).toEqual([{ hash: 'order-hash-1', lang: 'ru', bonuses: 300, cardCode: 'C1' }]);
    expect(state().context.bonusesApplied).toBe(true);
    expect(state().context.bonuses).toBe('');
    expect(emitted).toEqual([{ type: 'order.changed' }]);
  });

  it('a refused bonus write-off shows the server text until the amount changes', async () => {
    const { actor, state } = start(card, { add: [{ errorCode: -9999, errorText: 'Карта недоступна' }] });
    actor.send({ type: 'SET_BONUSES', value: '100' });
    actor.send({ type: 'APPLY_BONUSES' });
    await flush();
    expect(state().context.bonusesApplied).toBe(false);
    expect(state().context.bonusError).toEqual({ key: 'error.bonuses', code: -9999, serverText: 'Карта недоступна' });
    actor.send({ type: 'SET_BONUSES', value: '50' });
    expect(state().context.bonusError).toBeNull();
  });

  it('promo code: at least 3 characters; none → applied, or invalid until changed or removed', async () => {
    const { actor, state, calls, emitted } = start(card, {
      add: [{ errorCode: -1, errorText: 'Invalid promo code' }, { errorCode: 0, errorText: '', promoCode: 'AUTUMN' }],
    });
    const promo = () => (state().value as { active: { promo: string } }).active.promo;
    actor.send({ type: 'SET_PROMO', code: ' AB ' });
    actor.send({ type: 'APPLY_PROMO' });
    expect(promo()).toBe('none');
    actor.send({ type: 'SET_PROMO', code: 'SUMMER' });
    actor.send({ type: 'APPLY_PROMO' });
    expect(promo()).toBe('applying');
    await flush();
    expect(promo()).toBe('invalid');
    expect(state().context.promoError).toEqual({ key: 'error.promoInvalid', code: -1, serverText: 'Invalid promo code' });
    actor.send({ type: 'REMOVE_PROMO' });
    expect(promo()).toBe('none');
    expect(state().context.promo).toBe('');
    expect(state().context.promoError).toBeNull();
    actor.send({ type: 'SET_PROMO', code: 'AUTUMN' });
    actor.send({ type: 'APPLY_PROMO' });
    await flush();
    expect(promo()).toBe('applied');
    expect(calls.add).toEqual([
      { hash: 'order-hash-1', lang: 'ru', promoCode: 'SUMMER' },
      { hash: 'order-hash-1', lang: 'ru', promoCode: 'AUTUMN' },
    ]);
    actor.send({ type: 'REMOVE_PROMO' });
    await flush();
    expect(calls.cancel).toEqual([{ hash: 'order-hash-1', lang: 'ru' }]);
    expect(promo()).toBe('none');
    expect(emitted).toEqual([{ type: 'order.changed' }, { type: 'order.changed' }]);
  });

  it('typing a new code clears the invalid notice', async () => {
    const { actor, state } = start(card, { add: [{ errorCode: -1, errorText: '' }] });
    actor.send({ type: 'SET_PROMO', code: 'SUMMER' });
    actor.send({ type: 'APPLY_PROMO' });
    await flush();
    actor.send({ type: 'SET_PROMO', code: 'SUMMER2' });
    expect(state().value).toEqual({ active: { bonuses: 'idle', promo: 'none' } });
    expect(state().context.promoError).toBeNull();
    expect(state().context.promo).toBe('SUMMER2');
  });

  it('an order that carries a promo code starts with it applied; a failed cancel keeps it', async () => {
    const { actor, state, emitted } = start({ ...card, promoCode: 'OLD' }, { cancel: [new Error('network down'), { errorCode: -9999, errorText: '' }] });
    expect(state().value).toEqual({ active: { bonuses: 'idle', promo: 'applied' } });
    expect(state().context.promo).toBe('OLD');
    actor.send({ type: 'REMOVE_PROMO' });
    await flush();
    actor.send({ type: 'REMOVE_PROMO' });
    await flush();
    expect(state().value).toEqual({ active: { bonuses: 'idle', promo: 'applied' } });
    expect(emitted).toEqual([{ type: 'failure', actor: 'cancelDiscount', message: 'network down' }]);
  });

  it('a blocked card (isBlocked 1) or no card hides the block; a reloaded order decides again', () => {
    const { actor, state, calls } = start({ ...card, isBlocked: 1 });
    expect(state().value).toBe('hidden');
    actor.send({ type: 'SET_BONUSES', value: '100' });
    actor.send({ type: 'APPLY_BONUSES' });
    expect(calls.add).toEqual([]);
    actor.send({ type: 'ORDER_RELOADED', discount: card });
    expect(state().value).toEqual({ active: { bonuses: 'idle', promo: 'none' } });
    actor.send({ type: 'ORDER_RELOADED', discount: null });
    expect(state().value).toBe('hidden');
    expect(start(null).state().value).toBe('hidden');
  });
});
