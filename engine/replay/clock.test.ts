import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { SteppingClock } from './clock';

/** A timer that re-arms itself every `every` ms, as a countdown's tick does. */
function ticker(clock: SteppingClock, every: number, fired: number[]) {
  const tick = () => {
    fired.push(clock.now());
    clock.setTimeout(tick, every);
  };
  clock.setTimeout(tick, every);
}

describe('SteppingClock', () => {
  it('set fires a re-arming timer once however far it jumps; advanceTo fires every intermediate tick at its own time', () => {
    const jumped = new SteppingClock();
    const jumpedFired: number[] = [];
    ticker(jumped, 1000, jumpedFired);
    jumped.set(3500);
    expect(jumpedFired).toEqual([3500]);

    const stepped = new SteppingClock();
    const steppedFired: number[] = [];
    ticker(stepped, 1000, steppedFired);
    stepped.advanceTo(3500);
    expect(steppedFired).toEqual([1000, 2000, 3000]);
    expect(stepped.now()).toBe(3500);
    expect(stepped.nextDue()).toBe(4000);
  });

  it('fires due timers in due order, and a timer set while firing that is already due in the same set', () => {
    const clock = new SteppingClock();
    const order: string[] = [];
    clock.setTimeout(() => order.push('late'), 300);
    clock.setTimeout(() => {
      order.push('early');
      clock.setTimeout(() => order.push('chained'), 0);
    }, 100);
    const cancelled = clock.setTimeout(() => order.push('cancelled'), 200);
    clock.clearTimeout(cancelled);
    clock.set(500);
    expect(order).toEqual(['early', 'late', 'chained']);
    expect(clock.nextDue()).toBeUndefined();
  });

  it('moveTo moves the time without firing; the timer stays pending and fires at the next set, armed from its start', () => {
    const clock = new SteppingClock();
    const fired: number[] = [];
    clock.setTimeout(() => fired.push(clock.now()), 1000);
    clock.moveTo(1500);
    expect(clock.now()).toBe(1500);
    expect(fired).toEqual([]);
    expect(clock.nextDue()).toBe(1000);
    clock.set(1600);
    expect(fired).toEqual([1600]);
    expect(() => clock.moveTo(1000)).toThrow('Unable to travel back in time');
    expect(() => clock.set(1000)).toThrow('Unable to travel back in time');
  });

  it('keeps firing timers after one of them threw (XState\'s SimulatedClock stays stuck mid-flush)', () => {
    const clock = new SteppingClock();
    const fired: number[] = [];
    clock.setTimeout(() => {
      throw new Error('a broken action');
    }, 100);
    expect(() => clock.set(100)).toThrow('a broken action');
    clock.setTimeout(() => fired.push(clock.now()), 100);
    clock.set(200);
    expect(fired).toEqual([200]);
  });

  it('nextDue can look at timers of one length only', () => {
    const clock = new SteppingClock();
    clock.setTimeout(() => undefined, 5000);
    clock.setTimeout(() => undefined, 1000);
    expect(clock.nextDue()).toBe(1000);
    expect(clock.nextDue(5000)).toBe(5000);
    expect(clock.nextDue(42)).toBeUndefined();
  });

  it('drives an actor’s delayed transitions as its clock', () => {
    const machine = setup({}).createMachine({
      initial: 'waiting',
      states: { waiting: { after: { 2000: 'late' } }, late: { after: { 1000: 'gone' } }, gone: {} },
    });
    const clock = new SteppingClock();
    const actor = createActor(machine, { clock }).start();
    clock.moveTo(2500);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.advanceBy(0);
    expect(actor.getSnapshot().value).toBe('late');
    clock.advanceBy(999);
    expect(actor.getSnapshot().value).toBe('late');
    clock.advanceBy(1);
    expect(actor.getSnapshot().value).toBe('gone');
  });
});
