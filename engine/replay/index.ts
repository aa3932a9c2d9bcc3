// Recording and replaying the flow machines (README "Record and replay"). The trace-file
// schemas (./traceFile) are a module of their own: only the replay command and the
// development-only download need them, and production bundles go without.
export { SteppingClock } from './clock';
export { digest, canonicalJson } from './digest';
export { createDriver, flush } from './driver';
export type { ActorResult, Driver } from './driver';
export { createRecorder } from './recorder';
export type { Trace, TraceStep, RecorderOptions } from './recorder';
export { replayTrace, replayPage, DEFAULT_TIMER_TOLERANCE } from './replay';
export type { ReplayResult, PageReplayResult, ReplayStep, Divergence, ReplayOptions, StepOutcome } from './replay';
export { createPageRecorder, PAGE_TRACE_KIND } from './page';
export type { PageTrace, PageRecorder, SeatMapStep, WiringStep, RecordableSeatMap } from './page';
export { relay, relaying, announceWiring, onWiring } from './relay';
export type { SelectionTarget, WiringActors } from './relay';
