import type { AnyActorRef } from 'xstate';
import { createRecorder } from '../../../engine/machines';
import type { Trace } from '../../../engine/machines';

// Development builds record every flow actor a page runs, so that QA can download the
// traces of what they just did and replay them (`npm run replay`). One recorder per actor,
// however often React renders or re-runs effects.

type Entry = { recorder: ReturnType<typeof createRecorder>; mounted: number };
const entries = new Map<AnyActorRef, Entry>();

/** Starts recording `actor` (once); call before the actor starts so the trace has its init step. */
export function recordFlow(actor: AnyActorRef): void {
  if (entries.has(actor)) return;
  entries.set(actor, { recorder: createRecorder(actor as never), mounted: 0 });
}

/** Marks the actor as on screen; the returned function forgets it when the page leaves. */
export function mountFlow(actor: AnyActorRef): () => void {
  const entry = entries.get(actor);
  if (!entry) return () => {};
  entry.mounted++;
  return () => {
    entry.mounted--;
    // Strict mode unmounts and remounts at once: forget the actor only if it stays gone.
    queueMicrotask(() => {
      if (entry.mounted > 0 || entries.get(actor) !== entry) return;
      entry.recorder.stop();
      entries.delete(actor);
    });
  };
}

/** The traces of every flow on screen now, in the order they started. */
export function currentTraces(): Trace[] {
  return [...entries.values()].map((e) => e.recorder.trace());
}
