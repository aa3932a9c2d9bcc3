import { StateMachine } from 'xstate';
import type { AnyActor, AnyEventObject, InspectionEvent, StateValue } from 'xstate';
import { canonicalJson, digest } from './digest';
import type { ActorResult } from './driver';
import { relaying } from './relay';

export type TraceStep = {
  /** The event the machine processed: JSON data; done/error events carry their result in actorResults. */
  event: AnyEventObject;
  state: StateValue;
  contextDigest: string;
  /** The full context, when the recorder was asked to keep it (readable diffs in QA). */
  context?: unknown;
  /** The answer of an invoked network actor that this event delivered. */
  actorResults?: ActorResult[];
  /** Milliseconds since the recording began, taken when the event arrived. */
  at: number;
  /**
   * Who sent it, when not the page: 'self' for delayed events, 'wiring' for what another
   * flow passed through engine/machines/wiring.ts, else the child's id.
   */
  from?: string;
  /** Order among all the steps of a page recording (every flow's, and the map's). */
  seq?: number;
};

export type Trace = { machine: string; version: 1; input: unknown; steps: TraceStep[] };

export type RecorderOptions = {
  /** The clock to time steps with; defaults to the actor's clock when it has one, else Date.now. */
  now?: () => number;
  /** Keep each step's full context as well as its digest. */
  context?: boolean;
  /**
   * The time origin of `at`, on the `now` clock: a page recording shares one among its
   * flows, so that their steps can be put back in order. Defaults to the recorder's start.
   */
  epoch?: number;
  /** Numbers the steps across the recorders of one page (TraceStep.seq). */
  sequence?: () => number;
};

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

function toJson(value: unknown): unknown {
  const text = canonicalJson(value);
  return text === undefined ? null : JSON.parse(text);
}

function describeError(error: unknown): { name: string; message: string } {
  return error instanceof Error ? { name: error.name, message: error.message } : { name: 'Error', message: String(error) };
}

/** The event as a trace stores it, and the actor answer it delivered. */
export function splitEvent(event: AnyEventObject): { event: AnyEventObject; actorResults?: ActorResult[] } {
  if (event.type.startsWith(DONE)) {
    return { event: { type: event.type }, actorResults: [{ actor: event.type.slice(DONE.length), status: 'done', output: toJson(event.output) }] };
  }
  if (event.type.startsWith(ERROR)) {
    return { event: { type: event.type }, actorResults: [{ actor: event.type.slice(ERROR.length), status: 'error', error: describeError(event.error) }] };
  }
  return { event: toJson(event) as AnyEventObject };
}

/**
 * Records what a running flow machine does: every event it processes, the state it
 * reached and a digest of its context, as a JSON trace that `replayTrace` re-runs.
 * Attach it before `actor.start()` so that the trace begins with the initial state.
 */
export function createRecorder(actor: AnyActor, options: RecorderOptions = {}): { trace(): Trace; stop(): void } {
  const clock = actor.clock as { now?: () => number };
  const now = options.now ?? (typeof clock.now === 'function' ? () => clock.now!() : () => Date.now());
  const t0 = options.epoch ?? now();
  const arrivals = new WeakMap<object, { at: number; from?: string; fromMachine?: boolean; seq?: number }>();
  const steps: TraceStep[] = [];

  const record = (event: AnyEventObject, snapshot: { value: StateValue; context: unknown }) => {
    // React StrictMode (and Activity) stops an actor and restarts it from its own snapshot:
    // neither is a step of the flow, and a replay could not reproduce them.
    if (event.type === 'xstate.stop' || (event.type === 'xstate.init' && steps.length > 0)) return;
    const arrival = arrivals.get(event);
    const { event: stored, actorResults } = splitEvent(event);
    // A child machine (a countdown) finishing is not a network answer to feed back.
    const results = arrival?.fromMachine ? undefined : actorResults;
    const step: TraceStep = {
      event: stored,
      state: toJson(snapshot.value) as StateValue,
      contextDigest: digest(snapshot.context),
      at: event.type === 'xstate.init' && options.epoch === undefined ? 0 : (arrival?.at ?? now() - t0),
    };
    // Numbered on arrival, not on processing: an event a flow passes on while it processes
    // its own arrives after it, though the receiver may finish first.
    if (options.sequence) step.seq = arrival?.seq ?? options.sequence();
    if (options.context) step.context = toJson(snapshot.context);
    if (results) step.actorResults = results;
    if (arrival?.from) step.from = arrival.from;
    steps.push(step);
  };

  const subscription = actor.system.inspect((e: InspectionEvent) => {
    if (e.actorRef !== actor) return;
    if (e.type === '@xstate.event') {
      const source = e.sourceRef as AnyActor | undefined;
      const from = source === undefined ? (relaying() ? 'wiring' : undefined) : source === actor ? 'self' : source.id;
      const fromMachine = !!source && source !== actor && source.logic instanceof StateMachine;
      arrivals.set(e.event, { at: now() - t0, ...(from ? { from } : {}), ...(fromMachine ? { fromMachine } : {}), ...(options.sequence ? { seq: options.sequence() } : {}) });
    } else if (e.type === '@xstate.snapshot') {
      record(e.event, e.snapshot as unknown as { value: StateValue; context: unknown });
    }
  });

  return {
    trace: () => ({
      machine: (actor.logic as { id?: string }).id ?? 'unknown',
      version: 1,
      input: toJson(actor.options.input ?? null),
      steps: steps.map((s) => ({ ...s })),
    }),
    stop: () => subscription.unsubscribe(),
  };
}
