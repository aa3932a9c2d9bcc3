import type { AnyActorRef } from 'xstate';

/** Seconds left per timer of the countdown child (machines/countdown.ts) the page shows. */
export const timersLeft = (child: AnyActorRef | undefined) => (child?.getSnapshot() as { context: { remaining: Record<string, number> } } | undefined)?.context.remaining;
