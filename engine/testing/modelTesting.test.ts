import { describe, expect, it } from 'vitest';
import { checkModel, ev } from './modelTesting';
import type { Model } from './modelTesting';
import { paymentMethod } from './models/booking';

// The checks of model.test.ts must be able to say no: a model too poor to reach part of
// the machine is reported, and so is a business rule the machine breaks.

describe('the model-based coverage check', () => {
  it('passes on the full paymentMethod model', async () => {
    const { gaps } = await checkModel(paymentMethod);
    expect(gaps).toEqual({ states: [], transitions: [] });
  });

  it('reports the transition a model never offers the event for', async () => {
    // Nobody switches back to the bank card.
    const { gaps } = await checkModel({ ...paymentMethod, events: { CHOOSE: [ev('CHOOSE', { card: 'pushkin' })] } });
    expect(gaps).toEqual({ states: [], transitions: ['paymentMethod.choosing.pushkin CHOOSE #0'] });
  });

  it('reports the states and transitions only an omitted input reaches', async () => {
    const { gaps } = await checkModel({ ...paymentMethod, inputs: paymentMethod.inputs.filter((i) => (i as { useBank: boolean }).useBank) });
    expect(gaps.states).toEqual(['paymentMethod.pushkinOnly']);
    expect(gaps.transitions).toEqual(['paymentMethod.start always #1']);
  });

  it('fails on a business rule the machine breaks, naming the path', async () => {
    const strict: Model = { ...paymentMethod, invariant: (snap) => (snap.context.limit > 4 ? 'more than four tickets' : undefined) };
    await expect(checkModel(strict)).rejects.toThrow(/paymentMethod: path .*: invariant broken in .*: more than four tickets/);
  });
});
