// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { machines, seatCartMachine, paymentMethodMachine } from '../../engine/machines';
import { replayTrace } from '../../engine/replay';
import type { ActorRefFrom } from 'xstate';
import { currentTraces, DEPARTED_KEPT, departedCount, departedTraces } from './flow-registry';
import { useFlowActor } from './use-flow-actor';

const seat = (id: number) => ({ seat_id: id, sector: 1, row: '3', seat: String(id), price: 2000, priceservise: 100, category: 'Stalls' });

let cart: ActorRefFrom<typeof seatCartMachine> | undefined;
function SeatCartPage() {
  cart = useFlowActor(seatCartMachine, { input: { limit: 4, calendarId: 11 } });
  return null;
}
function PaymentMethodBlock() {
  useFlowActor(paymentMethodMachine, { input: { usePushkin: true, useBank: true, cultureProgram: true, totalLimit: 4 } });
  return null;
}
/** Microtasks queued by an unmount (the registry forgets actors in one) run here. */
const settle = () => act(async () => {});

describe('flow registry', () => {
  it('keeps one recorder per actor under StrictMode, whose trace replays', async () => {
    const view = render(
      <StrictMode>
        <SeatCartPage />
      </StrictMode>,
    );
    await settle();
    act(() => {
      cart!.send({ type: 'ADD_SEAT', seat: seat(101) });
      cart!.send({ type: 'ADD_SEAT', seat: seat(102) });
      cart!.send({ type: 'REMOVE', seatId: 101 });
    });
    const traces = currentTraces();
    expect(traces).toHaveLength(1);
    const [trace] = traces;
    expect(trace!.machine).toBe('seatCart');
    // StrictMode starts, stops and restarts the actor: the trace still begins once.
    expect(trace!.steps.map((s) => s.event.type)).toEqual(['xstate.init', 'ADD_SEAT', 'ADD_SEAT', 'REMOVE']);
    expect(trace!.steps.at(-1)!.state).toEqual({ cart: 'filled' });
    expect((await replayTrace(trace!, machines)).ok).toBe(true);
    // StrictMode's unmount and remount did not count as leaving.
    expect(departedCount()).toBe(0);
    view.unmount();
    await settle();
    expect(currentTraces()).toEqual([]);
    // The trace of a flow that left is kept for download, as it ended.
    expect(departedTraces()).toEqual([trace]);
  });

  it('lists every flow on screen in the order they started, and forgets each one that leaves', async () => {
    const view = render(
      <StrictMode>
        <SeatCartPage />
        <PaymentMethodBlock />
      </StrictMode>,
    );
    await settle();
    expect(currentTraces().map((t) => t.machine)).toEqual(['seatCart', 'paymentMethod']);
    view.rerender(
      <StrictMode>
        <PaymentMethodBlock />
      </StrictMode>,
    );
    await settle();
    expect(currentTraces().map((t) => t.machine)).toEqual(['paymentMethod']);
    view.unmount();
    await settle();
    expect(currentTraces()).toEqual([]);
  });

  it(`keeps the last ${DEPARTED_KEPT} flows that left the screen`, async () => {
    const before = departedCount();
    for (let i = 0; i < DEPARTED_KEPT + 5; i++) {
      const view = render(<PaymentMethodBlock />);
      view.unmount();
    }
    await settle();
    expect(before).toBeGreaterThan(0);
    expect(departedCount()).toBe(DEPARTED_KEPT);
    expect(departedTraces().every((t) => t.machine === 'paymentMethod')).toBe(true);
  });
});
