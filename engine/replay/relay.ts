import type { AnyActorRef } from 'xstate';

// What a page-level recording needs to know of the wiring between flows (engine/machines/
// wiring.ts): which wiring joined which actors, and which events it passed. A page replay
// re-applies the same wiring to fresh actors and expects it to pass the same events again,
// instead of sending them from the trace (which would hide a wiring bug).

let relayDepth = 0;

/** Sends `event` to `target` as the wiring: a recorder marks the step `from: 'wiring'`. */
export function relay<A extends AnyActorRef>(target: A, event: Parameters<A['send']>[0]): void {
  relayDepth++;
  try {
    target.send(event);
  } finally {
    relayDepth--;
  }
}

/** Whether the event being sent now comes from the wiring (`relay`). */
export function relaying(): boolean {
  return relayDepth > 0;
}

/** The actors a wiring joined, by the role it names them with; absent roles are optional ones left out. */
export type WiringActors = Record<string, AnyActorRef | undefined>;
/** What the seat-selection wiring drives: the engine's map (SeatMap), or a replay's stand-in. */
export interface SelectionTarget {
  select(seatId: number): boolean;
  unselect(seatId: number): boolean;
}
/** Hears a wiring being made; may return what to do when it is undone. */
type WiringListener = (name: string, actors: WiringActors, map: SelectionTarget | undefined) => (() => void) | void;
const listeners = new Set<WiringListener>();

/**
 * Called by each wiring function as it joins its actors: listeners hear of it, and of its
 * undoing through the returned unsubscribe (React undoes and redoes effects).
 */
export function announceWiring(name: string, actors: WiringActors, unsubscribe: () => void, map?: SelectionTarget): () => void {
  const undone = [...listeners].map((listener) => listener(name, actors, map));
  return () => {
    unsubscribe();
    undone.forEach((undo) => undo?.());
  };
}

/** Hears every wiring made from now on (the development build's page recorder). */
export function onWiring(listener: WiringListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
