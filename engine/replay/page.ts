import type { AnyActor, AnyActorRef } from 'xstate';
import { createRecorder } from './recorder';
import type { Trace } from './recorder';
import { onWiring, type SelectionTarget } from './relay';

/** What the hall map did: a seat or standing area tapped, or a seat selected or freed by the seat-selection wiring. */
export type SeatMapStep = { seq: number; at: number } & ({ tap: number; stand?: true } | { select: number } | { unselect: number });

/** A wiring between the page's flows: its name (engine/machines/wiring.ts `pageWirings`) and which flow plays each role. */
export type WiringStep = { seq: number; at: number; name: string; flows: Record<string, number>; map?: true } | { seq: number; at: number; unwire: number };

/**
 * A whole page as QA lived it: every flow's trace on one clock and in one order (each step's
 * `seq`), the wiring that joined them, and what the hall map was tapped and told to select.
 * `replayPage` runs the flows together through the same wiring again.
 */
export type PageTrace = {
  kind: 'page-trace';
  version: 1;
  recordedAt: string;
  page?: string;
  flows: Trace[];
  wirings: WiringStep[];
  map: SeatMapStep[];
};

export const PAGE_TRACE_KIND = 'page-trace';

/** The part of the engine's SeatMap a recording listens to and drives. */
export interface RecordableSeatMap extends SelectionTarget {
  on(event: 'seatTap', handler: (e: { seatId: number }) => void): () => void;
  on(event: 'standTap', handler: (e: { id: number }) => void): () => void;
}

/**
 * Records a page: call `addFlow` before each actor starts, hand the map to the wiring
 * through `map()`, and take `trace()` whenever QA asks. `now` is the clock of the steps'
 * `at` (milliseconds, any origin).
 */
export function createPageRecorder(options: { now: () => number }) {
  const { now } = options;
  const epoch = now();
  let counter = 0;
  let flowCount = 0;
  const sequence = () => counter++;
  const flows = new Map<AnyActorRef, { index: number; recorder: ReturnType<typeof createRecorder> }>();
  const wirings: WiringStep[] = [];
  const map: Array<{ step: SeatMapStep; mapIndex: number }> = [];
  // Which recorded map each stand-in target is, and which map each wiring drives.
  const mapOf = new WeakMap<SelectionTarget, number>();
  const wiredMap = new Map<number, number>();
  let mapCount = 0;
  const at = () => now() - epoch;

  const stopWiring = onWiring((name, actors, target) => {
    const roles: Record<string, number> = {};
    for (const [role, actor] of Object.entries(actors)) {
      if (!actor) continue;
      const flow = flows.get(actor);
      // A wiring of an actor this page did not record cannot be replayed: left out, and said so by its absence.
      if (!flow) return;
      roles[role] = flow.index;
    }
    const step: WiringStep = { seq: sequence(), at: at(), name, flows: roles, ...(target ? { map: true as const } : {}) };
    const mapIndex = target ? mapOf.get(target) : undefined;
    // A map the recorder was not given cannot be replayed: neither can this wiring.
    if (target && mapIndex === undefined) return;
    if (mapIndex !== undefined) wiredMap.set(step.seq, mapIndex);
    wirings.push(step);
    return () => wirings.push({ seq: sequence(), at: at(), unwire: step.seq });
  });

  return {
    /** Starts recording an actor (once); before `actor.start()`, so that its trace has the init step. */
    addFlow(actor: AnyActorRef): void {
      if (flows.has(actor)) return;
      flows.set(actor, { index: flowCount++, recorder: createRecorder(actor as AnyActor, { context: true, now, epoch, sequence }) });
    },
    /** The map as the seat-selection wiring should see it: its selections are recorded, and its taps. */
    map(target: RecordableSeatMap): { target: SelectionTarget; stop(): void } {
      const mapIndex = mapCount++;
      const note = (step: SeatMapStep) => map.push({ step, mapIndex });
      const offs = [
        target.on('seatTap', ({ seatId }) => note({ seq: sequence(), at: at(), tap: seatId })),
        target.on('standTap', ({ id }) => note({ seq: sequence(), at: at(), tap: id, stand: true })),
      ];
      const recorded: SelectionTarget = {
        select(seatId) {
          note({ seq: sequence(), at: at(), select: seatId });
          return target.select(seatId);
        },
        unselect(seatId) {
          note({ seq: sequence(), at: at(), unselect: seatId });
          return target.unselect(seatId);
        },
      };
      mapOf.set(recorded, mapIndex);
      return { target: recorded, stop: () => offs.forEach((off) => off()) };
    },
    /** The page so far: the given flows (all recorded ones by default) and the wirings among them. */
    trace(meta: { recordedAt: string; page?: string }, only?: readonly AnyActorRef[]): PageTrace {
      const chosen = [...flows.entries()].filter(([actor]) => !only || only.includes(actor));
      const renumber = new Map(chosen.map(([, f], i) => [f.index, i]));
      const kept = wirings.flatMap((w): WiringStep[] => {
        if ('unwire' in w) return [w];
        const roles = Object.entries(w.flows);
        if (roles.some(([, index]) => !renumber.has(index))) return [];
        return [{ ...w, flows: Object.fromEntries(roles.map(([role, index]) => [role, renumber.get(index)!])) }];
      });
      const keptSeqs = new Set(kept.map((w) => w.seq));
      // Only the maps a kept wiring drove: an earlier page's map is not this page's.
      const maps = new Set(kept.flatMap((w) => (wiredMap.has(w.seq) ? [wiredMap.get(w.seq)!] : [])));
      return {
        kind: PAGE_TRACE_KIND,
        version: 1,
        recordedAt: meta.recordedAt,
        ...(meta.page ? { page: meta.page } : {}),
        flows: chosen.map(([, f]) => f.recorder.trace()),
        wirings: kept.filter((w) => !('unwire' in w) || keptSeqs.has(w.unwire)),
        map: map.filter((m) => maps.has(m.mapIndex)).map((m) => ({ ...m.step })),
      };
    },
    /** The trace of one recorded actor alone. */
    flowTrace(actor: AnyActorRef): Trace | undefined {
      return flows.get(actor)?.recorder.trace();
    },
    /** Stops recording one actor (its page left); its trace is taken first if wanted. */
    removeFlow(actor: AnyActorRef): void {
      flows.get(actor)?.recorder.stop();
      flows.delete(actor);
    },
    stop(): void {
      stopWiring();
      flows.forEach((f) => f.recorder.stop());
    },
  };
}

export type PageRecorder = ReturnType<typeof createPageRecorder>;
