import type { PaymentActor, PaymentSnapshot } from './payment-actor';

/** How often the order is read again while the bank's confirmation is awaited. */
export const RETURN_POLL_MS = 3_000;
/** How long it is awaited before the page says it has not come yet. */
export const RETURN_TIMEOUT_MS = 60_000;

export type ReturnPhase = 'waiting' | 'timedOut';

/**
 * The order is not known to be paid yet, and the payment machine takes RELOAD there (the
 * order form, an expired reservation, a failed load).
 */
export const reloadable = (s: PaymentSnapshot) => s.matches({ payable: 'choosing' }) || s.matches('expired') || s.matches('loadFailed');
/** …or the order is being read. */
export const awaitingConfirmation = (s: PaymentSnapshot) => s.matches('loading') || reloadable(s);

/**
 * Back from the bank with `?state=success`, the bank's server-to-server confirmation may
 * arrive after the buyer does. This asks the payment machine to read the order again every
 * few seconds until it is paid, for at most RETURN_TIMEOUT_MS; then it says so and waits
 * for the buyer to check again.
 *
 * One per payment actor, shared by everything that renders the return (the page's badge,
 * the notice, the payment block), so that the order is polled once however many read it.
 * It runs only while someone holds it (`retain`): an unmounted page polls nothing.
 */
export class ReturnWatch {
  private phase: ReturnPhase = 'waiting';
  private deadline: number | null = null;
  private holders = 0;
  private poll: ReturnType<typeof setInterval> | null = null;
  private expiry: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly actor: PaymentActor) {}

  getPhase = (): ReturnPhase => this.phase;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts the watch (the first holder); the returned function lets go of it. */
  retain(): () => void {
    if (++this.holders === 1) this.run();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--this.holders === 0) this.halt();
    };
  }

  /** After the time-out: ask now, and wait another RETURN_TIMEOUT_MS. */
  checkAgain(): void {
    this.halt();
    this.deadline = Date.now() + RETURN_TIMEOUT_MS;
    this.set('waiting');
    this.reload();
    if (this.holders > 0) this.run();
  }

  private run(): void {
    if (this.phase === 'timedOut' || this.done()) return;
    this.deadline ??= Date.now() + RETURN_TIMEOUT_MS;
    const left = this.deadline - Date.now();
    if (left <= 0) return this.timeOut();
    this.expiry = setTimeout(() => this.timeOut(), left);
    this.poll = setInterval(() => {
      if (this.done()) this.halt();
      else this.reload();
    }, RETURN_POLL_MS);
  }

  private halt(): void {
    if (this.poll !== null) clearInterval(this.poll);
    if (this.expiry !== null) clearTimeout(this.expiry);
    this.poll = null;
    this.expiry = null;
  }

  private timeOut(): void {
    this.halt();
    // Paid meanwhile: nothing to say.
    if (!this.done()) this.set('timedOut');
  }

  private done(): boolean {
    const s = this.actor.getSnapshot();
    return s.status !== 'active' || !awaitingConfirmation(s);
  }

  private reload(): void {
    if (reloadable(this.actor.getSnapshot())) this.actor.send({ type: 'RELOAD' });
  }

  private set(phase: ReturnPhase): void {
    if (this.phase === phase) return;
    this.phase = phase;
    this.listeners.forEach((l) => l());
  }
}

const watches = new WeakMap<PaymentActor, ReturnWatch>();

export function returnWatch(actor: PaymentActor): ReturnWatch {
  let watch = watches.get(actor);
  if (!watch) watches.set(actor, (watch = new ReturnWatch(actor)));
  return watch;
}
