import type { AnyActorRef } from 'xstate';
import { createPageRecorder, type PageRecorder, type PageTrace, type RecordableSeatMap, type SelectionTarget, type Trace } from '../../engine/replay';

// Development builds record every flow actor a page runs, so that QA can download the
// traces of what they just did and replay them (`npm run replay`): the page as a whole
// (its flows on one clock, the wiring between them, the hall map's taps and selections) or
// each flow alone. One recorder per actor, however often React renders or re-runs effects.

/**
 * Every recording shares one clock and one numbering, so that a page's flows replay in the
 * order they ran. Made on first use: production builds never record, and a recorder made at
 * load would keep the whole of it in their bundle.
 */
let recorder: PageRecorder | undefined;
const page = () => (recorder ??= createPageRecorder({ now: () => performance.now() }));
type Entry = { mounted: number };
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
  page().addFlow(actor);
  entries.set(actor, { mounted: 0 });
}

/**
 * The hall map as the seat-selection wiring should drive it in a development build: what it
 * is told to select and free, and its taps, go into the page's recording.
 */
export function recordSeatMap(map: RecordableSeatMap): { target: SelectionTarget; stop(): void } {
  return page().map(map);
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
      const trace = page().flowTrace(actor);
      if (trace) departed.push(trace);
      departed.splice(0, Math.max(0, departed.length - DEPARTED_KEPT));
      page().removeFlow(actor);
      entries.delete(actor);
      changed();
    });
  };
}

// A render React throws away never mounts: its actor is recorded but not on screen.
const onScreen = () => [...entries.entries()].filter(([, e]) => e.mounted > 0).map(([actor]) => actor);

/** The traces of every flow on screen now, in the order they started. */
export function currentTraces(): Trace[] {
  return onScreen().flatMap((actor) => page().flowTrace(actor) ?? []);
}

/** The page on screen now as one trace: its flows, the wiring among them, and the map. */
export function currentPageTrace(meta: { recordedAt: string; page?: string }): PageTrace {
  return page().trace(meta, onScreen());
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
