import { StateMachine, createActor, fromPromise } from 'xstate';
import type { Actor, AnyEventObject, AnyStateMachine, InspectionEvent } from 'xstate';
import { SteppingClock } from './clock';

/** How an invoked network actor ended, as a trace records it. */
export type ActorResult =
  | { actor: string; status: 'done'; output: unknown }
  | { actor: string; status: 'error'; error: { name: string; message: string } };

type Held = { resolve: (value: unknown) => void; reject: (reason: unknown) => void };

/** Lets a macrotask pass, so that settled promises reach the machine. */
export function flush(): Promise<void> {
  const g = globalThis as { setImmediate?: (fn: () => void) => void };
  return new Promise((resolve) => (g.setImmediate ? g.setImmediate(resolve) : setTimeout(resolve, 0)));
}

/**
 * Runs a flow machine the way tests, the trace generator and the replay need it: on a
 * simulated clock, with every network actor held open until the driver settles it.
 * Child machines (the countdown) keep their real logic; they are not network calls.
 */
export function createDriver<M extends AnyStateMachine>(
  machine: M,
  options: { input?: unknown; clock?: SteppingClock; inspect?: (event: InspectionEvent) => void } = {},
) {
  const clock = options.clock ?? new SteppingClock();
  const held = new Map<string, Held[]>();
  const heldActor = fromPromise<unknown, unknown>(
    ({ self, signal }) =>
      new Promise((resolve, reject) => {
        const entry: Held = { resolve, reject };
        held.set(self.id, [...(held.get(self.id) ?? []), entry]);
        // A state left before the answer came stops its actor: it no longer waits.
        signal.addEventListener('abort', () => held.set(self.id, (held.get(self.id) ?? []).filter((e) => e !== entry)));
      }),
  );
  const network = Object.entries(machine.implementations.actors ?? {})
    .filter(([, logic]) => !(logic instanceof StateMachine))
    .map(([name]) => [name, heldActor] as const);
  const logic = machine.provide({ actors: Object.fromEntries(network) } as never) as M;
  // An inspector given here sees the initial microsteps too (transient start states).
  const actor: Actor<M> = createActor(logic, { input: options.input, clock, ...(options.inspect ? { inspect: options.inspect } : {}) } as never);

  return {
    actor,
    clock,
    start() {
      actor.start();
    },
    send(event: AnyEventObject) {
      actor.send(event as never);
    },
    /** Whether the invoked actor `id` is running and waiting for its answer. */
    isHeld(id: string) {
      return (held.get(id)?.length ?? 0) > 0;
    },
    /** Hands the waiting actor `id` its answer; false when no such actor waits. */
    async settle(result: ActorResult): Promise<boolean> {
      const [first, ...rest] = held.get(result.actor) ?? [];
      if (!first) return false;
      held.set(result.actor, rest);
      if (result.status === 'done') first.resolve(result.output);
      else first.reject(Object.assign(new Error(result.error.message), { name: result.error.name }));
      await flush();
      await flush();
      return true;
    },
    /**
     * Runs the clock to the deadline of the machine's pending delayed event `type`
     * (xstate.after.<delay>.<state>), firing what falls due on the way. Returns false,
     * without moving the clock, when no such event is pending or it is due after `notAfter`.
     */
    async fire(type: string, notAfter = Infinity): Promise<boolean> {
      const scheduled = Object.values(actor.system.getSnapshot()._scheduledEvents).find((s) => s.event.type === type && s.source === actor);
      const due = scheduled ? clock.nextDue(scheduled.delay) : undefined;
      if (due === undefined || due > notAfter) return false;
      clock.advanceTo(due);
      await flush();
      return true;
    },
    async advanceTo(time: number) {
      clock.advanceTo(time);
      await flush();
    },
    async advanceBy(ms: number) {
      clock.advanceBy(ms);
      await flush();
    },
    stop() {
      actor.stop();
    },
  };
}

export type Driver = ReturnType<typeof createDriver>;
