import type { AnyStateMachine, StateValue } from 'xstate';
import { canonicalJson } from './digest';
import { createDriver, flush } from './driver';
import { createRecorder } from './recorder';
import type { Trace, TraceStep } from './recorder';

export type StepOutcome = { event: string; state: StateValue; contextDigest: string };
export type ReplayStep = { index: number; event: string; expected: StepOutcome; actual: StepOutcome | null; match: boolean };
export type Divergence = {
  index: number;
  event: string;
  expected: StepOutcome | null;
  actual: StepOutcome | null;
  /** Why the step could not be reproduced, beyond the mismatch itself. */
  reason?: string;
  /** Top-level context keys that differ, when the trace kept full contexts. */
  contextKeys?: string[];
};
export type ReplayResult = { ok: boolean; machine: string; steps: ReplayStep[]; divergence?: Divergence };

export type ReplayOptions = {
  /**
   * How late (ms) a recorded timer may have fired relative to the replayed schedule. Real
   * browsers fire timers a little late or, rarely, a millisecond early.
   */
  timerTolerance?: number;
};

const outcome = (s: TraceStep): StepOutcome => ({ event: s.event.type, state: s.state, contextDigest: s.contextDigest });
const same = (a: StepOutcome, b: StepOutcome) => a.event === b.event && canonicalJson(a.state) === canonicalJson(b.state) && a.contextDigest === b.contextDigest;

function differingKeys(expected: unknown, actual: unknown): string[] | undefined {
  if (!expected || !actual || typeof expected !== 'object' || typeof actual !== 'object') return undefined;
  const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...keys].filter((k) => canonicalJson((expected as Record<string, unknown>)[k]) !== canonicalJson((actual as Record<string, unknown>)[k])).sort();
}

/**
 * Re-runs a recorded trace against the current machine: the recorded events are sent
 * again at their recorded times on a simulated clock, network actors get the recorded
 * answers back in order, and each resulting state and context digest is compared.
 */
export async function replayTrace(trace: Trace, machines: Record<string, AnyStateMachine>, options: ReplayOptions = {}): Promise<ReplayResult> {
  const machine = machines[trace.machine];
  if (!machine) throw new Error(`replay: no machine '${trace.machine}' in the registry (known: ${Object.keys(machines).join(', ')})`);
  if (trace.version !== 1) throw new Error(`replay: trace version ${String(trace.version)} is not supported`);
  const tolerance = options.timerTolerance ?? 50;
  const driver = createDriver(machine, { input: trace.input });
  const recorder = createRecorder(driver.actor, { now: () => driver.clock.now(), context: true });
  const steps: ReplayStep[] = [];
  const produced = () => recorder.trace().steps;
  let divergence: Divergence | undefined;

  try {
    driver.start();
    for (let i = 0; i < trace.steps.length && !divergence; i++) {
      const expected = trace.steps[i]!;
      let reason: string | undefined;
      if (i > 0 && produced().length <= i) {
        await driver.advanceTo(Math.max(expected.at, driver.clock.now()));
        if (produced().length <= i) reason = await stimulate(expected);
        await flush();
      }
      const actual = produced()[i];
      const match = !!actual && same(outcome(expected), outcome(actual));
      steps.push({ index: i, event: expected.event.type, expected: outcome(expected), actual: actual ? outcome(actual) : null, match });
      if (!match) {
        divergence = { index: i, event: expected.event.type, expected: outcome(expected), actual: actual ? outcome(actual) : null };
        if (reason) divergence.reason = reason;
        const keys = actual && expected.context !== undefined ? differingKeys(expected.context, actual.context) : undefined;
        if (keys && keys.length > 0) divergence.contextKeys = keys;
      }
    }
    const extra = produced()[trace.steps.length];
    if (!divergence && extra) {
      divergence = { index: trace.steps.length, event: extra.event.type, expected: null, actual: outcome(extra), reason: 'the machine did more than the trace recorded' };
    }
  } finally {
    recorder.stop();
    driver.stop();
  }
  return { ok: !divergence, machine: trace.machine, steps, ...(divergence ? { divergence } : {}) };

  /** Makes the recorded step happen again; says why when it cannot. */
  async function stimulate(step: TraceStep): Promise<string | undefined> {
    if (step.actorResults) {
      for (const result of step.actorResults) {
        if (!(await driver.settle(result))) return `actor '${result.actor}' was not running to deliver its recorded answer`;
      }
      return undefined;
    }
    if (step.event.type.startsWith('xstate.after.')) {
      return (await driver.fire(step.event.type, step.at + tolerance)) ? undefined : `timer '${step.event.type}' was not due by t=${step.at} ms`;
    }
    if (step.from === undefined) {
      driver.send(step.event);
      return undefined;
    }
    // Sent by a child machine (a countdown): it should have arrived by this time.
    return `'${step.event.type}' from '${step.from}' did not arrive by t=${step.at} ms`;
  }
}
