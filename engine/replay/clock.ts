import type { ActorOptions, AnyActorLogic } from 'xstate';

/** XState's public clock interface: what `createActor(logic, { clock })` takes. */
type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

type Timer = { start: number; timeout: number; fn: () => void };

/**
 * A simulated clock for actors (handed to `createActor` as its `clock`) that can run time
 * forward timer by timer, and move it without firing anything. It keeps its own time rather
 * than extending XState's `SimulatedClock`, whose time is a private field: `moveTo` could only
 * be written by reaching into it. `set(t)` behaves as `SimulatedClock.set`: it fires each due
 * timer once, so a timer that re-arms itself (a one-second countdown tick) fires only once
 * however far the clock jumps; replays and tests need every intermediate tick, hence `advanceTo`.
 */
export class SteppingClock implements Clock {
  private readonly timers = new Map<number, Timer>();
  private time = 0;
  private lastId = 0;
  private flushing = false;
  /** A timer was set or cleared by a timer firing: the flush starts over on the new list. */
  private changedWhileFlushing = false;

  now(): number {
    return this.time;
  }

  setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    this.changedWhileFlushing = this.flushing;
    const id = this.lastId++;
    this.timers.set(id, { start: this.time, timeout, fn: () => fn() });
    return id;
  }

  clearTimeout(id: number): void {
    this.changedWhileFlushing = this.flushing;
    this.timers.delete(id);
  }

  /** Jumps to `time` and fires, in due order, each timer that fell due (once). */
  set(time: number): void {
    this.moveTo(time);
    this.fireDue();
  }

  increment(ms: number): void {
    this.set(this.time + ms);
  }

  /** The earliest pending deadline, optionally only among timers of one length. */
  nextDue(timeout?: number): number | undefined {
    let next: number | undefined;
    for (const timer of this.timers.values()) {
      if (timeout !== undefined && timer.timeout !== timeout) continue;
      const due = timer.start + timer.timeout;
      if (next === undefined || due < next) next = due;
    }
    return next;
  }

  advanceTo(time: number): void {
    for (;;) {
      const next = this.nextDue();
      if (next === undefined || next > time) break;
      this.set(Math.max(next, this.time));
    }
    if (time > this.time) this.set(time);
  }

  /**
   * Moves the time on without firing what fell due: those timers stay pending and fire at
   * the next `set` or `advanceTo`, as a browser fires a timer after the event it was busy with.
   */
  moveTo(time: number): void {
    if (time < this.time) throw new Error('Unable to travel back in time');
    this.time = time;
  }

  advanceBy(ms: number): void {
    this.advanceTo(this.time + ms);
  }

  private fireDue(): void {
    if (this.flushing) {
      this.changedWhileFlushing = true;
      return;
    }
    this.flushing = true;
    try {
      for (;;) {
        this.changedWhileFlushing = false;
        const byDue = [...this.timers].sort(([, a], [, b]) => (b.start + b.timeout > a.start + a.timeout ? -1 : 1));
        let restarted = false;
        for (const [id, timer] of byDue) {
          if (this.changedWhileFlushing) {
            restarted = true;
            break;
          }
          if (this.time - timer.start >= timer.timeout) {
            this.timers.delete(id);
            timer.fn();
          }
        }
        if (!restarted) return;
      }
    } finally {
      this.flushing = false;
    }
  }
}
