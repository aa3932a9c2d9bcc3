import type { AnyEventObject, InputFrom, StateValue } from 'xstate';
import { createDriver } from '../../replay/driver';
import { machines } from '../../machines/index';
import type { MachineId } from '../../machines/index';
import { createRecorder } from '../../replay/recorder';
import type { Trace } from '../../replay/recorder';

// Scripted runs of the flow machines: what traces.gen.ts records into fixtures/traces/.

/** One thing that happens to a running machine in a scripted run. */
export type Stimulus =
  | { send: AnyEventObject }
  | { resolve: string; output: unknown }
  | { reject: string; message: string }
  /** Let simulated time pass (timers and countdowns run). */
  | { wait: number };

export type Scenario = { name: string; machine: MachineId; input: unknown; script: Stimulus[]; expect: StateValue };

/** Simulated think time before each stimulus, so that traces carry realistic times. */
const PACE = 400;

export function scenario<M extends MachineId>(machine: M, name: string, input: InputFrom<(typeof machines)[M]>, expect: StateValue, script: Stimulus[]): Scenario {
  return { name, machine, input, script, expect };
}

/** Runs a scenario on a fresh actor with a recorder attached; returns the trace and end state. */
export async function runScenario(sc: Scenario): Promise<{ trace: Trace; state: StateValue }> {
  const driver = createDriver(machines[sc.machine], { input: sc.input });
  const recorder = createRecorder(driver.actor, { context: true });
  driver.start();
  try {
    for (const [i, step] of sc.script.entries()) {
      if ('wait' in step) {
        await driver.advanceBy(step.wait);
        continue;
      }
      await driver.advanceBy(PACE);
      if ('send' in step) driver.send(step.send);
      else {
        const result = 'resolve' in step
          ? { actor: step.resolve, status: 'done' as const, output: step.output }
          : { actor: step.reject, status: 'error' as const, error: { name: 'Error', message: step.message } };
        if (!(await driver.settle(result))) throw new Error(`${sc.machine}.${sc.name}: step ${i}: actor '${result.actor}' is not running`);
      }
    }
    return { trace: recorder.trace(), state: driver.actor.getSnapshot().value };
  } finally {
    recorder.stop();
    driver.stop();
  }
}

export const send = (type: string, payload: Record<string, unknown> = {}): Stimulus => ({ send: { type, ...payload } });
export const resolve = (actor: string, output: unknown): Stimulus => ({ resolve: actor, output });
export const reject = (actor: string, message = 'network down'): Stimulus => ({ reject: actor, message });
export const wait = (ms: number): Stimulus => ({ wait: ms });

export const traceFileName = (sc: Scenario) => `${sc.machine}.${sc.name}.json`;
