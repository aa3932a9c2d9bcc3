import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { PaymentMethodEmitted, PaymentMethodInput } from './paymentMethod';
import { paymentMethodMachine } from './paymentMethod';

function start(input: Partial<PaymentMethodInput>) {
  const emitted: PaymentMethodEmitted[] = [];
  const actor = createActor(paymentMethodMachine, { input: { usePushkin: true, useBank: true, cultureProgram: true, totalLimit: 6, ...input } });
  actor.on('card.changed', (e) => emitted.push(e));
  actor.start();
  return { actor, emitted };
}

describe('payment method', () => {
  it('is a choice only when both cards are allowed; the Pushkin card limits to 1, the bank card restores the limit', () => {
    const { actor, emitted } = start({});
    expect(actor.getSnapshot().value).toEqual({ choosing: 'bank' });
    actor.send({ type: 'CHOOSE', card: 'pushkin' });
    actor.send({ type: 'CHOOSE', card: 'bank' });
    expect(emitted).toEqual([
      { type: 'card.changed', card: 'bank', limit: 6 },
      { type: 'card.changed', card: 'pushkin', limit: 1 },
      { type: 'card.changed', card: 'bank', limit: 6 },
    ]);
  });

  it('a Pushkin-only event needs no choice', () => {
    const { actor } = start({ useBank: false });
    actor.send({ type: 'CHOOSE', card: 'bank' });
    expect(actor.getSnapshot().value).toBe('pushkinOnly');
    expect(actor.getSnapshot().context).toMatchObject({ card: 'pushkin', limit: 1 });
  });

  it('without the culture-programme setting card mode is off', () => {
    const { actor } = start({ cultureProgram: false });
    actor.send({ type: 'CHOOSE', card: 'pushkin' });
    expect(actor.getSnapshot().value).toBe('bankOnly');
    expect(actor.getSnapshot().context.card).toBe('bank');
  });
});
