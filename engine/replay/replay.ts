import type { AnyActorRef, AnyStateMachine, StateValue } from 'xstate';
import { SteppingClock } from './clock';
import { canonicalJson } from './digest';
import { createDriver, flush } from './driver';
import type { Driver } from './driver';
import type { SeatMapStep, PageTrace, WiringStep } from './page';
import { createRecorder } from './recorder';
import type { Trace, TraceStep } from './recorder';
import type { SelectionTarget, WiringActors } from './relay';

export type StepOutcome = { event: string; state: StateValue; contextDigest: string; at: number };
export type ReplayStep = { index: number; event: string; expected: StepOutcome; actual: StepOutcome | null; match: boolean; flow?: string };
export type Divergence = {
  index: number;
  event: string;
  expected: StepOutcome | null;
  actual: StepOutcome | null;
  /** Why the step could not be reproduced, beyond the mismatch itself. */
  reason?: string;
  /** Top-level context keys that differ, when the trace kept full contexts. */
  contextKeys?: string[];
  /** In a page replay: the flow (machine id) or 'map' where it happened. */
  flow?: string;
};
export type ReplayResult = { ok: boolean; machine: string; steps: ReplayStep[]; divergence?: Divergence };
export type PageReplayResult = {
  ok: boolean;
  page?: string;
  flows: string[];
  steps: ReplayStep[];
  /** The map's taps replayed, and its selections compared. */
  map: { taps: number; selections: number };
  divergence?: Divergence;
};

export type ReplayOptions = {
  /**
   * How late (ms) a recorded timer may have fired after the replayed schedule: a busy
   * browser fires timers late. A timer recorded later than that, or earlier than its
   * schedule (beyond EARLY_MS), is a divergence; so is any step replayed further than this
   * from its recorded time.
   */
  timerTolerance?: number;
};

/** Browsers may fire a timer a millisecond early (rounding); never more. */
const EARLY_MS = 5;
export const DEFAULT_TIMER_TOLERANCE = 100;

type Wiring = (actors: WiringActors, map?: SelectionTarget) => () => void;

type Lane = {
  name: string;
  expected: TraceStep[];
  driver: Driver;
  produced: () => TraceStep[];
  stop: () => void;
};

type Entry =
  | { kind: 'flow'; lane: Lane; k: number; at: number }
  | { kind: 'wiring'; step: WiringStep; at: number }
  | { kind: 'map'; step: SeatMapStep; at: number };

const outcome = (s: TraceStep, base = 0): StepOutcome => ({ event: s.event.type, state: s.state, contextDigest: s.contextDigest, at: s.at - base });

/** A step the machine's own timers cause: a delayed event, or what a child machine sends when its timer fires. */
const isTimed = (s: TraceStep) => s.event.type.startsWith('xstate.after.') || (s.from !== undefined && s.from !== 'wiring' && !s.actorResults);

function differingKeys(expected: unknown, actual: unknown): string[] | undefined {
  if (!expected || !actual || typeof expected !== 'object' || typeof actual !== 'object') return undefined;
  const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...keys].filter((k) => canonicalJson((expected as Record<string, unknown>)[k]) !== canonicalJson((actual as Record<string, unknown>)[k])).sort();
}

const describeMap = (step: SeatMapStep) => ('tap' in step ? `tap ${step.stand ? 'stand' : 'seat'} ${step.tap}` : 'select' in step ? `select ${step.select}` : `unselect ${step.unselect}`);

/**
 * Re-runs a recorded trace against the current machine: the recorded events are sent
 * again at their recorded times on a simulated clock, network actors get the recorded
 * answers back in order, and each resulting state, context digest, stored context (when
 * the trace kept it) and time is compared. A timer firing at another time than recorded
 * diverges.
 */
export async function replayTrace(trace: Trace, machines: Record<string, AnyStateMachine>, options: ReplayOptions = {}): Promise<ReplayResult> {
  const machine = machines[trace.machine];
  if (!machine) throw new Error(`replay: no machine '${trace.machine}' in the registry (known: ${Object.keys(machines).join(', ')})`);
  if (trace.version !== 1) throw new Error(`replay: trace version ${String(trace.version)} is not supported`);
  const run = createRun(new SteppingClock(), options, false);
  const lane = run.lane(trace.machine, machine, trace);
  const result = await run.play(trace.steps.map((_, k) => ({ kind: 'flow', lane, k, at: trace.steps[k]!.at })));
  return { ok: !result.divergence, machine: trace.machine, steps: result.steps, ...(result.divergence ? { divergence: result.divergence } : {}) };
}

/**
 * Re-runs a recorded page: its flows together on one simulated clock, joined by the same
 * wiring (engine/machines/wiring.ts) at the moments the page joined them. The page's own
 * events (taps on buttons, network answers, timers) are fed again; what one flow passed to
 * another must be passed again by the wiring, and the map must be told to select and free
 * the same seats in the same order.
 */
export async function replayPage(
  page: PageTrace,
  machines: Record<string, AnyStateMachine>,
  wirings: Record<string, Wiring>,
  options: ReplayOptions = {},
): Promise<PageReplayResult> {
  if (page.version !== 1) throw new Error(`replay: page trace version ${String(page.version)} is not supported`);
  const run = createRun(new SteppingClock(), options, true);
  const lanes = page.flows.map((trace) => {
    const machine = machines[trace.machine];
    if (!machine) throw new Error(`replay: no machine '${trace.machine}' in the registry (known: ${Object.keys(machines).join(', ')})`);
    if (trace.steps.some((s) => s.seq === undefined)) throw new Error(`replay: the ${trace.machine} trace is not from a page recording (steps without seq)`);
    return run.lane(trace.machine, machine, trace);
  });
  for (const w of page.wirings) {
    if ('name' in w && !wirings[w.name]) throw new Error(`replay: no wiring '${w.name}' (known: ${Object.keys(wirings).join(', ')})`);
    if ('name' in w && Object.values(w.flows).some((i) => !lanes[i])) throw new Error(`replay: wiring '${w.name}' names a flow the page trace does not hold`);
  }
  // A flow's steps stay in their own order: an event can arrive (and be numbered) before
  // the actor it was sent to has started, so a step sorts no earlier than the ones before it.
  const flowEntries = lanes.flatMap((lane) => {
    let seq = -Infinity;
    return lane.expected.map((s, k) => ({ kind: 'flow' as const, lane, k, at: s.at, seq: (seq = Math.max(seq, s.seq!)) }));
  });
  const entries: Array<Entry & { seq: number }> = [
    ...flowEntries,
    ...page.wirings.map((step) => ({ kind: 'wiring' as const, step, at: step.at, seq: step.seq })),
    ...page.map.map((step) => ({ kind: 'map' as const, step, at: step.at, seq: step.seq })),
  ].sort((a, b) => a.seq - b.seq || (a.kind === 'flow' && b.kind === 'flow' ? lanes.indexOf(a.lane) - lanes.indexOf(b.lane) || a.k - b.k : 0));

  // The recorded map's stand-in: it only notes what the wiring tells it.
  const told: string[] = [];
  const stand: SelectionTarget = {
    select: (seatId) => (told.push(`select ${seatId}`), true),
    unselect: (seatId) => (told.push(`unselect ${seatId}`), true),
  };
  const unwire = new Map<number, () => void>();
  const result = await run.play(entries, {
    wire(step) {
      if ('unwire' in step) {
        unwire.get(step.unwire)?.();
        unwire.delete(step.unwire);
        return;
      }
      const actors = Object.fromEntries(Object.entries(step.flows).map(([role, i]) => [role, lanes[i]!.driver.actor as AnyActorRef]));
      unwire.set(step.seq, wirings[step.name]!(actors, step.map ? stand : undefined));
    },
    told,
  });
  unwire.forEach((undo) => undo());
  return {
    ok: !result.divergence,
    ...(page.page ? { page: page.page } : {}),
    flows: page.flows.map((t) => t.machine),
    steps: result.steps,
    map: result.map,
    ...(result.divergence ? { divergence: result.divergence } : {}),
  };
}

function createRun(clock: SteppingClock, options: ReplayOptions, page: boolean) {
  const tolerance = options.timerTolerance ?? DEFAULT_TIMER_TOLERANCE;
  const lanes: Lane[] = [];

  /** Moves the clock to `at`: timers due well before fire at their own time, those due within the tolerance at `at` (as the browser fired them). */
  async function reach(at: number, timed: boolean) {
    if (at - tolerance > clock.now()) clock.advanceTo(at - tolerance);
    if (at > clock.now()) {
      // A timer step pins the timers due by now to the recorded moment, so the next ones are
      // armed from it as in the browser; any other step leaves them pending (they fired after it).
      if (timed) clock.set(at);
      else clock.moveTo(at);
    }
    await flush();
  }

  /** Makes the recorded step happen again; says why when it cannot. */
  async function stimulate(lane: Lane, step: TraceStep, k: number): Promise<string | undefined> {
    if (k === 0) {
      lane.driver.start();
      return undefined;
    }
    if (step.actorResults) {
      for (const result of step.actorResults) {
        if (!(await lane.driver.settle(result))) return `actor '${result.actor}' was not running to deliver its recorded answer`;
      }
      return undefined;
    }
    if (step.event.type.startsWith('xstate.after.')) {
      return (await lane.driver.fire(step.event.type, step.at + EARLY_MS)) ? undefined : `timer '${step.event.type}' was not due by t=${step.at} ms`;
    }
    if (step.from === 'wiring' && page) return `the wiring did not pass '${step.event.type}' by t=${step.at} ms`;
    if (step.from === undefined || step.from === 'wiring') {
      lane.driver.send(step.event);
      return undefined;
    }
    // Sent by a child machine (a countdown) when its timer fired: due by now, or just after.
    const due = clock.nextDue();
    if (due !== undefined && due <= step.at + EARLY_MS) {
      await lane.driver.advanceTo(due);
      if (lane.produced().length > k) return undefined;
    }
    return `'${step.event.type}' from '${step.from}' did not arrive by t=${step.at} ms`;
  }

  return {
    lane(name: string, machine: AnyStateMachine, trace: Trace): Lane {
      const driver = createDriver(machine, { input: trace.input, clock });
      const recorder = createRecorder(driver.actor, { now: () => clock.now(), context: true });
      const lane: Lane = { name, expected: trace.steps, driver, produced: () => recorder.trace().steps, stop: () => (recorder.stop(), driver.stop()) };
      lanes.push(lane);
      return lane;
    },

    async play(entries: Entry[], hooks: { wire?: (step: WiringStep) => void; told?: string[] } = {}) {
      const base = Math.min(...entries.map((e) => e.at));
      const steps: ReplayStep[] = [];
      const map = { taps: 0, selections: 0 };
      let divergence: Divergence | undefined;
      try {
        for (const entry of entries) {
          if (divergence) break;
          const at = entry.at - base;
          if (entry.kind === 'wiring') {
            await reach(at, false);
            hooks.wire?.(entry.step);
            await flush();
            continue;
          }
          if (entry.kind === 'map') {
            const step = entry.step;
            if ('tap' in step) {
              // A tap changes no flow by itself: what it led to (the popover's Add) is the cart's own step.
              await reach(at, false);
              map.taps++;
              continue;
            }
            const index = map.selections++;
            const told = hooks.told ?? [];
            if (told.length <= index) await reach(at, false);
            const expected = describeMap(step);
            const actual = told[index];
            if (actual !== expected) {
              divergence = {
                flow: 'map',
                index,
                event: expected,
                expected: null,
                actual: null,
                reason: actual ? `the map was told to ${actual}, the recording says ${expected}` : `the map was not told to ${expected} by t=${at} ms`,
              };
            }
            continue;
          }
          const { lane, k } = entry;
          const expected = { ...lane.expected[k]!, at };
          let reason: string | undefined;
          if (lane.produced().length <= k) {
            await reach(at, isTimed(expected));
            if (lane.produced().length <= k) reason = await stimulate(lane, expected, k);
            await flush();
          }
          const actual = lane.produced()[k];
          const exp = outcome(expected);
          const act = actual ? outcome(actual) : null;
          const sameOutcome = !!act && act.event === exp.event && canonicalJson(act.state) === canonicalJson(exp.state) && act.contextDigest === exp.contextDigest;
          const sameContext = !actual || expected.context === undefined || canonicalJson(expected.context) === canonicalJson(actual.context);
          const late = act ? act.at - exp.at : 0;
          const onTime = Math.abs(late) <= tolerance;
          const match = sameOutcome && sameContext && onTime;
          steps.push({ index: k, event: exp.event, expected: exp, actual: act, match, ...(page ? { flow: lane.name } : {}) });
          if (match) continue;
          divergence = { index: k, event: exp.event, expected: exp, actual: act, ...(page ? { flow: lane.name } : {}) };
          if (reason) divergence.reason = reason;
          else if (sameOutcome && !sameContext) divergence.reason = 'the stored context differs from the replayed one';
          else if (sameOutcome && !onTime) divergence.reason = `replayed at t=${act!.at} ms, recorded at t=${exp.at} ms (${late < 0 ? 'the recording is later' : 'the recording is earlier'} than the machine's schedule by ${Math.abs(late)} ms)`;
          const keys = actual && expected.context !== undefined ? differingKeys(expected.context, actual.context) : undefined;
          if (keys && keys.length > 0) divergence.contextKeys = keys;
        }
        if (!divergence) {
          for (const lane of lanes) {
            const extra = lane.produced()[lane.expected.length];
            if (extra) {
              divergence = { index: lane.expected.length, event: extra.event.type, expected: null, actual: outcome(extra), reason: 'the machine did more than the trace recorded', ...(page ? { flow: lane.name } : {}) };
              break;
            }
          }
        }
        const told = hooks.told ?? [];
        if (!divergence && told.length > map.selections) {
          divergence = { flow: 'map', index: map.selections, event: told[map.selections]!, expected: null, actual: null, reason: `the map was told to ${told[map.selections]}, which the recording does not have` };
        }
      } finally {
        lanes.forEach((lane) => lane.stop());
      }
      return { steps, map, ...(divergence ? { divergence } : {}) };
    },
  };
}
