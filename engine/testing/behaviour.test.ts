import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { orderPaymentMachine } from '../machines/orderPayment';
import { seatCartMachine } from '../machines/seatCart';
import { countdownMachine } from '../machines/countdown';
import { checkModel } from './modelTesting';
import { countdown, seatCart } from './models/booking';
import { orderPayment } from './models/order';

// The model-based tests compare each machine with its own transitions, which a changed
// machine always agrees with. What it must do is stated apart from it (models/*.ts:
// timers, effects, invariants), so a machine that does the wrong thing fails them: the two
// mutations of issue 19, and a countdown that ticks at the wrong pace.

describe('model-based tests catch wrong behaviour, not only lost coverage', () => {
  it('a QR status poll every 5 s instead of 10 s', async () => {
    const mutated = { ...orderPayment, machine: orderPaymentMachine.provide({ delays: { qrPoll: 5_000 } }) };
    await expect(checkModel(mutated)).rejects.toThrow(/timer 'qrPoll' armed for 5000 ms, the spec says 10000 ms/);
  }, 180_000);

  it('an ORDER_CREATED that keeps the seat cart', async () => {
    // The same machine, its ORDER_CREATED transition without the action that empties the cart.
    const { config, implementations } = seatCartMachine;
    let edited = 0;
    const edit = (node: unknown): unknown => {
      if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
      return Object.fromEntries(
        Object.entries(node).map(([k, v]) => {
          if (k !== 'ORDER_CREATED') return [k, edit(v)];
          edited++;
          return [k, { target: (v as { target: string }).target }];
        }),
      );
    };
    const withoutClear = edit(config);
    expect(edited).toBe(1);
    const mutated = { ...seatCart, machine: createMachine(withoutClear as never, implementations as never) };
    await expect(checkModel(mutated)).rejects.toThrow(/ORDER_CREATED did not do what it must: the cart still holds \d+ after the order/);
  });

  it('a countdown that ticks every 2 s, or takes two seconds off a tick', async () => {
    await expect(checkModel({ ...countdown, machine: countdownMachine.provide({ delays: { tick: 2000 } }) })).rejects.toThrow(/timer 'tick' armed for 2000 ms, the spec says 1000 ms/);
  });
});
