import { getAdjacencyMap, getShortestPaths, getStateNodes } from '@xstate/graph';
import { __unsafe_getAllOwnEventDescriptors, initialTransition, transition } from 'xstate';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { canonicalJson } from '../replay/digest';
import { createDriver } from '../replay/driver';

// Model-based testing of the flow machines: @xstate/graph walks each machine's own model
// (pure transitions) to every reachable abstract state and along every edge; each path
// is then run on a real actor (simulated clock, held network actors, real countdown
// children) which must agree with the model at every step, and together visit every
// state node and take every transition of the machine. That much proves coverage, not
// behaviour (the machine agrees with itself): what the machine must do is stated apart
// from it, from the product notes (docs/product/), and checked on every step of every path: business invariants
// in every state, the effect each event must have (`effects`: what the cart holds after
// an order, what a tick takes off), and the interval of every timer it arms (`timers`).

/** An event with its payload. */
export const ev = (type: string, payload: Record<string, unknown> = {}): AnyEventObject => ({ type, ...payload });
/** The answers an invoked actor may give, as the done events a model offers. */
export const done = (actor: string, ...outputs: unknown[]) => ({ [`xstate.done.actor.${actor}`]: outputs.map((output) => ev(`xstate.done.actor.${actor}`, { output })) });
/** A stable key for an abstraction of a snapshot. */
export const key = (value: unknown) => canonicalJson(value);

/** Event payloads per event type; types without an entry are sent bare. */
export type EventMenu = Record<string, AnyEventObject[] | ((snapshot: AnyMachineSnapshot) => AnyEventObject[])>;

export type Model = {
  name: string;
  machine: AnyStateMachine;
  /** Several inputs when branches depend on input alone. */
  inputs: unknown[];
  events: EventMenu;
  /** The abstraction of a snapshot that keeps the graph small; value + context by default. */
  serialize?: (snapshot: AnyMachineSnapshot) => string;
  /** Business rules that must hold in every reachable state; return a message when broken. */
  invariant?: (snapshot: AnyMachineSnapshot) => string | undefined;
  /**
   * What an event must do, by event type (a delayed event by `xstate.after.<delay>`): given
   * the snapshots before and after it, a message when it did not.
   */
  effects?: Record<string, (before: AnyMachineSnapshot, after: AnyMachineSnapshot, event: AnyEventObject) => string | undefined>;
  /**
   * Every timer the machine arms, by its delay's name, with the interval the product notes give it
   * (ms). A timer armed for another interval, or not listed, fails the path.
   */
  timers?: Record<string, number>;
  limit?: number;
};

type Step = { event: AnyEventObject; state: AnyMachineSnapshot };
/** A path as the events that walk it; the model's expected states are recomputed from them. */
export type ModelPath = { input: unknown; events: AnyEventObject[] };

const defaultSerialize = (s: AnyMachineSnapshot) => canonicalJson({ value: s.value, context: s.context });

function eventsFor(menu: EventMenu) {
  return (snapshot: AnyMachineSnapshot): AnyEventObject[] =>
    __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type): AnyEventObject[] => {
      const entry = menu[type];
      if (entry) return typeof entry === 'function' ? entry(snapshot) : entry;
      if (type.startsWith('xstate.error.actor.')) return [{ type, error: new Error('network down') }];
      if (type.startsWith('xstate.done.actor.')) throw new Error(`model: no outputs listed for '${type}'`);
      return [{ type }];
    });
}

/**
 * Paths that reach every abstract state, plus one path per edge of the abstract graph.
 * Under an abstraction the graph's stored snapshots stand for many concrete ones, so only
 * the event sequences are kept.
 */
export function modelPaths(model: Model): ModelPath[] {
  const serialize = model.serialize ?? defaultSerialize;
  const paths: ModelPath[] = [];
  for (const input of model.inputs) {
    const options = {
      input,
      events: eventsFor(model.events),
      serializeState: (s: AnyMachineSnapshot) => serialize(s),
      // A machine that reached a final state takes no more events.
      stopWhen: (s: AnyMachineSnapshot) => s.status !== 'active',
      limit: model.limit ?? 20_000,
    };
    const shortest = getShortestPaths(model.machine, options as never) as unknown as Array<{ state: AnyMachineSnapshot; steps: Step[] }>;
    const toState = new Map<string, AnyEventObject[]>();
    for (const p of shortest) {
      // steps[0] is the initial state (event xstate.init); each later step holds the event that led to it.
      const events = p.steps.slice(1).map((s) => s.event);
      toState.set(serialize(p.state), events);
      paths.push({ input, events });
    }
    const adjacency = getAdjacencyMap(model.machine, options as never) as unknown as Record<string, { state: AnyMachineSnapshot; transitions: Record<string, { event: AnyEventObject; state: AnyMachineSnapshot }> }>;
    for (const [key, node] of Object.entries(adjacency)) {
      const head = toState.get(key);
      if (!head) continue;
      for (const edge of Object.values(node.transitions)) paths.push({ input, events: [...head, edge.event] });
    }
  }
  return paths;
}

const transitionKey = (t: AnyTransitionDefinition) => {
  const list = t.source.always?.includes(t) ? t.source.always : t.source.transitions.get(t.eventType);
  return `${t.source.id} ${t.eventType || 'always'} #${list?.indexOf(t) ?? -1}`;
};

/** Every state node id and transition of a machine, the coverage goal. */
export function machineGraph(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const nodes = [machine.root, ...getStateNodes(machine.root)];
  const transitions = nodes.flatMap((n) => [...[...n.transitions.values()].flat(), ...(n.always ?? [])].map(transitionKey));
  return { states: nodes.map((n) => n.id), transitions };
}

export type Coverage = { states: Set<string>; transitions: Set<string>; paths: number; steps: number };

/** The state nodes and transitions of the machine that no path visited or took. */
export function coverageGaps(machine: AnyStateMachine, coverage: Coverage): { states: string[]; transitions: string[] } {
  const goal = machineGraph(machine);
  return { states: goal.states.filter((id) => !coverage.states.has(id)), transitions: goal.transitions.filter((t) => !coverage.transitions.has(t)) };
}

/** Runs every path of a model on real actors; throws at the first disagreement or broken rule. */
export async function checkModel(model: Model): Promise<{ paths: ModelPath[]; coverage: Coverage; gaps: ReturnType<typeof coverageGaps> }> {
  const paths = modelPaths(model);
  const coverage: Coverage = { states: new Set(), transitions: new Set(), paths: 0, steps: 0 };
  for (const path of paths) await runPath(model, path, coverage);
  return { paths, coverage, gaps: coverageGaps(model.machine, coverage) };
}

const strip = (value: unknown) => canonicalJson(value);

/** Runs one model path on a real actor; throws where the actor and the model disagree. */
export async function runPath(model: Model, path: ModelPath, coverage: Coverage): Promise<void> {
  const inspect = (e: InspectionEvent) => {
    // The root actor only; this runs from construction on, before `driver` exists.
    if (e.actorRef.sessionId !== e.rootId) return;
    // A transient state (a start state that resolves at once) shows in no snapshot; the
    // transition it took proves it was active.
    if (e.type === '@xstate.microstep') {
      e._transitions.forEach((t) => {
        coverage.transitions.add(transitionKey(t));
        coverage.states.add(t.source.id);
      });
    }
    if (e.type === '@xstate.snapshot' || e.type === '@xstate.microstep') {
      (e.snapshot as AnyMachineSnapshot)._nodes.forEach((n) => coverage.states.add(n.id));
    }
  };
  const driver = createDriver(model.machine, { input: path.input, inspect });
  const where = (i: number) => `${model.name}: path ${path.events.map((e) => e.type).join(' → ') || '(initial)'}: step ${i}`;
  let [expected] = initialTransition(model.machine, path.input as never) as unknown as [AnyMachineSnapshot];
  const steps: Step[] = [{ event: { type: 'xstate.init' }, state: expected }];
  for (const event of path.events) {
    [expected] = transition(model.machine, expected as never, event as never) as unknown as [AnyMachineSnapshot];
    steps.push({ event, state: expected });
  }
  let before: AnyMachineSnapshot | undefined;
  try {
    driver.start();
    for (const [i, step] of steps.entries()) {
      const { event } = step;
      if (i > 0) {
        if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
          const actor = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
          const ok = event.type.startsWith('xstate.done')
            ? await driver.settle({ actor, status: 'done', output: event.output })
            : await driver.settle({ actor, status: 'error', error: { name: 'Error', message: 'network down' } });
          if (!ok) throw new Error(`${where(i)}: actor '${actor}' is not running on the real actor`);
        } else if (event.type.startsWith('xstate.after.')) {
          if (!(await driver.fire(event.type))) throw new Error(`${where(i)}: timer '${event.type}' is not pending on the real actor`);
        } else {
          driver.send(event);
        }
      }
      const actual = driver.actor.getSnapshot() as AnyMachineSnapshot;
      if (strip(actual.value) !== strip(step.state.value) || strip(actual.context) !== strip(step.state.context)) {
        throw new Error(`${where(i)}: the actor is in ${strip(actual.value)}, the model says ${strip(step.state.value)}`);
      }
      const broken = model.invariant?.(actual);
      if (broken) throw new Error(`${where(i)}: invariant broken in ${strip(actual.value)}: ${broken}`);
      if (i > 0) {
        const effect = effectOf(model, event.type);
        const wrong = effect?.(before!, actual, event);
        if (wrong) throw new Error(`${where(i)}: ${event.type} did not do what it must: ${wrong}`);
      }
      const badTimer = checkTimers(model, driver);
      if (badTimer) throw new Error(`${where(i)}: in ${strip(actual.value)}: ${badTimer}`);
      before = actual;
      coverage.steps++;
    }
    coverage.paths++;
  } finally {
    driver.stop();
  }
}

/** The effect a model states for an event type: exact, or by prefix up to a dot (`xstate.after.qrPoll`). */
function effectOf(model: Model, type: string) {
  if (!model.effects) return undefined;
  if (model.effects[type]) return model.effects[type];
  const prefix = Object.keys(model.effects).find((k) => type.startsWith(`${k}.`));
  return prefix ? model.effects[prefix] : undefined;
}

type Scheduled = { source: unknown; event: { type: string }; delay: number };

/** Every timer the actor itself has pending must be one the model names, with the model's interval. */
export function checkTimers(model: Model, driver: { actor: { system: unknown } }): string | undefined {
  const scheduled = Object.values((driver.actor.system as { getSnapshot(): { _scheduledEvents: Record<string, Scheduled> } }).getSnapshot()._scheduledEvents);
  for (const timer of scheduled) {
    if (timer.source !== driver.actor || !timer.event.type.startsWith('xstate.after.')) continue;
    const name = timer.event.type.split('.')[2]!;
    const expected = model.timers?.[name];
    if (expected === undefined) return `timer '${name}' (${timer.delay} ms) is not in the model`;
    if (timer.delay !== expected) return `timer '${name}' armed for ${timer.delay} ms, the spec says ${expected} ms`;
  }
  return undefined;
}
