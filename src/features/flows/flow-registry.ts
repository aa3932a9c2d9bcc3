import type { AnyActorRef } from 'xstate';
import { createRecorder } from '../../../engine/machines';
import type { Trace } from '../../../engine/machines';

// Development builds record every flow actor a page runs, so that QA can download the
// traces of what they just did and replay them (`npm run replay`). One recorder per actor,
// however often React renders or re-runs effects.

type Entry = { recorder: ReturnType<typeof createRecorder>; mounted: number };
const entries = new Map<AnyActorRef, Entry>();
/**
 * Traces of flows that have left the screen, newest last: a created order takes the buyer
 * to another page, and the trace that led there is the one QA wants.
 */
const departed: Trace[] = [];
export const DEPARTED_KEPT = 20;
const listeners = new Set<() => void>();
let notifyQueued = false;

// Recording starts during a render; telling listeners then would update another
// component mid-render, so they hear of it once the render is over.
function changed(): void {
  if (notifyQueued) return;
  notifyQueued = true;
  queueMicrotask(() => {
    notifyQueued = false;
    listeners.forEach((listener) => listener());
  });
}

/** Starts recording `actor` (once); call before the actor starts so the trace has its init step. */
export function recordFlow(actor: AnyActorRef): void {
  if (entries.has(actor)) return;
  // Full contexts as well as digests: a divergence then names the context keys that differ.
  entries.set(actor, { recorder: createRecorder(actor as never, { context: true }), mounted: 0 });
}

/** Marks the actor as on screen; the returned function forgets it when the page leaves. */
export function mountFlow(actor: AnyActorRef): () => void {
  const entry = entries.get(actor);
  if (!entry) return () => {};
  if (++entry.mounted === 1) changed();
  return () => {
    entry.mounted--;
    // Strict mode unmounts and remounts at once: forget the actor only if it stays gone.
    queueMicrotask(() => {
      if (entry.mounted > 0 || entries.get(actor) !== entry) return;
      departed.push(entry.recorder.trace());
      departed.splice(0, Math.max(0, departed.length - DEPARTED_KEPT));
      entry.recorder.stop();
      entries.delete(actor);
      changed();
    });
  };
}

// A render React throws away never mounts: its actor is recorded but not on screen.
const onScreen = () => [...entries.values()].filter((e) => e.mounted > 0);

/** The traces of every flow on screen now, in the order they started. */
export function currentTraces(): Trace[] {
  return onScreen().map((e) => e.recorder.trace());
}

/** The traces of the last flows that left the screen (at most DEPARTED_KEPT), oldest first. */
export function departedTraces(): Trace[] {
  return departed.map((t) => ({ ...t, steps: [...t.steps] }));
}

/** How many flows are on screen; for useSyncExternalStore with `subscribeFlows`. */
export function flowCount(): number {
  return onScreen().length;
}

export function departedCount(): number {
  return departed.length;
}

export function subscribeFlows(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
