import { z } from 'zod';
import type { StateValue } from 'xstate';
import type { PageTrace } from './page';
import type { Trace } from './recorder';

/**
 * The files QA hand around: a single trace (what the recorder and fixtures/traces/ hold),
 * or the bundle a development build downloads with every flow of the page at once.
 */
export const TRACE_BUNDLE_KIND = 'flow-traces';
export type TraceBundle = { kind: typeof TRACE_BUNDLE_KIND; version: 1; recordedAt: string; page?: string; traces: Trace[] };

export function traceBundle(traces: Trace[], meta: { recordedAt: string; page?: string }): TraceBundle {
  return { kind: TRACE_BUNDLE_KIND, version: 1, recordedAt: meta.recordedAt, ...(meta.page ? { page: meta.page } : {}), traces };
}

const stateValue: z.ZodType<StateValue> = z.lazy(() => z.union([z.string(), z.record(z.string(), stateValue)]));

const actorResult = z.discriminatedUnion('status', [
  z.object({ actor: z.string(), status: z.literal('done'), output: z.unknown() }),
  z.object({ actor: z.string(), status: z.literal('error'), error: z.object({ name: z.string(), message: z.string() }) }),
]);

const step = z.object({
  event: z.looseObject({ type: z.string().min(1) }),
  state: stateValue,
  contextDigest: z.string(),
  context: z.unknown().optional(),
  actorResults: z.array(actorResult).optional(),
  at: z.number().finite().nonnegative(),
  from: z.string().optional(),
  seq: z.number().int().nonnegative().optional(),
});

const trace = z.object({
  machine: z.string().min(1),
  version: z.literal(1),
  input: z.unknown(),
  steps: z.array(step).min(1),
});

const bundle = z.object({
  kind: z.literal(TRACE_BUNDLE_KIND),
  version: z.literal(1),
  recordedAt: z.string(),
  page: z.string().optional(),
  traces: z.array(trace),
});

const seqAt = { seq: z.number().int().nonnegative(), at: z.number().finite().nonnegative() };
const seatId = z.number().int();
const mapStep = z.union([
  z.object({ ...seqAt, tap: seatId, stand: z.literal(true).optional() }),
  z.object({ ...seqAt, select: seatId }),
  z.object({ ...seqAt, unselect: seatId }),
]);
const wiringStep = z.union([
  z.object({ ...seqAt, name: z.string().min(1), flows: z.record(z.string(), z.number().int().nonnegative()), map: z.literal(true).optional() }),
  z.object({ ...seqAt, unwire: z.number().int().nonnegative() }),
]);
const pageTrace = z.object({
  kind: z.literal('page-trace'),
  version: z.literal(1),
  recordedAt: z.string(),
  page: z.string().optional(),
  flows: z.array(trace.extend({ steps: z.array(step.extend({ seq: z.number().int().nonnegative() })).min(1) })),
  wirings: z.array(wiringStep),
  map: z.array(mapStep),
});

export class TraceFileError extends Error {
  override name = 'TraceFileError';
}

/**
 * What a file holds for `npm run replay`: single traces (a trace, a list, a bundle) or a
 * page trace (every flow of a page with its wiring and map). Throws TraceFileError.
 */
export function readReplayFile(json: unknown): { traces: Trace[]; pages: PageTrace[] } {
  if (json && typeof json === 'object' && 'kind' in json && json.kind === 'page-trace') {
    const parsed = pageTrace.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
      throw new TraceFileError(`not a valid page trace${where}: ${issue?.message ?? 'unreadable'}`);
    }
    return { traces: [], pages: [parsed.data as PageTrace] };
  }
  return { traces: readTraceFile(json), pages: [] };
}

/** The traces a file holds, in order; throws TraceFileError saying what is wrong with it. */
export function readTraceFile(json: unknown): Trace[] {
  // Judged by shape first, so that the error names the field at fault in that shape.
  const [schema, what] = Array.isArray(json)
    ? ([z.array(trace), 'list of traces'] as const)
    : json && typeof json === 'object' && 'kind' in json
      ? ([bundle, 'trace bundle'] as const)
      : ([trace, 'trace'] as const);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    throw new TraceFileError(`not a valid ${what}${where}: ${issue?.message ?? 'unreadable'}`);
  }
  const data = parsed.data;
  return (Array.isArray(data) ? data : 'traces' in data ? data.traces : [data]) as Trace[];
}
