// The flow machines as the shell runs them: `useFlowActor` (a machine's actor, recorded in
// development builds) and the seat map's part in a page recording (`recordSeatMap`). The
// download control (trace-download.tsx) is loaded on its own by the root layout, in
// development builds only.
export { useFlowActor } from './use-flow-actor';
export { recordSeatMap } from './flow-registry';
