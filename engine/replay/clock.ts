import { SimulatedClock } from 'xstate';

type Timer = { due: number; timeout: number };

/**
 * A SimulatedClock that can run time forward timer by timer. `SimulatedClock.set(t)`
 * fires each due timer once, so a timer that re-arms itself (a one-second countdown
 * tick) fires only once however far the clock jumps; replays and tests need every
 * intermediate tick, hence `advanceTo`.
 */
export class SteppingClock extends SimulatedClock {
  private readonly live = new Map<number, Timer>();

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id: number = super.setTimeout((...args: unknown[]) => {
      this.live.delete(id);
      fn(...args);
    }, timeout);
    this.live.set(id, { due: this.now() + timeout, timeout });
    return id;
  }

  override clearTimeout(id: number): void {
    this.live.delete(id);
    super.clearTimeout(id);
  }

  /** The earliest pending deadline, optionally only among timers of one length. */
  nextDue(timeout?: number): number | undefined {
    let next: number | undefined;
    for (const timer of this.live.values()) {
      if (timeout !== undefined && timer.timeout !== timeout) continue;
      if (next === undefined || timer.due < next) next = timer.due;
    }
    return next;
  }

  advanceTo(time: number): void {
    for (;;) {
      const next = this.nextDue();
      if (next === undefined || next > time) break;
      this.set(Math.max(next, this.now()));
    }
    if (time > this.now()) this.set(time);
  }

  /**
   * Moves the time on without firing what fell due: those timers stay pending and fire at
   * the next `set` or `advanceTo`, as a browser fires a timer after the event it was busy with.
   */
  moveTo(time: number): void {
    if (time < this.now()) throw new Error('Unable to travel back in time');
    // SimulatedClock keeps the time in a private field and offers no way to move it quietly.
    (this as unknown as { _now: number })._now = time;
  }

  advanceBy(ms: number): void {
    this.advanceTo(this.now() + ms);
  }
}
