import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { SteppingClock } from '../replay/clock';
import { countdownMachine } from './countdown';

describe('countdown', () => {
  it('counts every timer down once a second and finishes when all reach 0', () => {
    const clock = new SteppingClock();
    const actor = createActor(countdownMachine, { input: { timers: { a: 3, b: 1 } }, clock }).start();
    clock.advanceBy(1000);
    expect(actor.getSnapshot().context.remaining).toEqual({ a: 2, b: 0 });
    clock.advanceBy(1999);
    expect(actor.getSnapshot().context.remaining).toEqual({ a: 1, b: 0 });
    clock.advanceBy(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('tells its parent when each timer runs out, once', () => {
    const expired: string[] = [];
    const parent = setup({ actors: { countdown: countdownMachine } }).createMachine({
      invoke: { src: 'countdown', input: { timers: { reservation: 2, group: 1 } } },
      on: { 'COUNTDOWN.EXPIRED': { actions: ({ event }) => expired.push((event as unknown as { key: string }).key) } },
    });
    const clock = new SteppingClock();
    createActor(parent, { clock }).start();
    clock.advanceBy(10_000);
    expect(expired).toEqual(['group', 'reservation']);
  });

  it('finishes at once when nothing is left to count', () => {
    const actor = createActor(countdownMachine, { input: { timers: { a: 0 } }, clock: new SteppingClock() }).start();
    expect(actor.getSnapshot().status).toBe('done');
  });
});
