import { enqueueActions, setup } from 'xstate';

/** Seconds left per named timer (the reservation, or each refund group). */
export type CountdownInput = { timers: Record<string, number> };
export type CountdownExpired = { type: 'COUNTDOWN.EXPIRED'; key: string };

/**
 * A one-second countdown that runs as a child of the flow machines, so that a flow's
 * recorded trace holds only the expiry, not a step per second; the shell reads the
 * seconds left from the child's snapshot. Ticks are counted rather than read from a
 * wall clock so that replays are exact; the server stays the authority on holds, and
 * every order reload re-seeds the countdown from the server's `reservetime`.
 */
export const countdownMachine = setup({
  types: {
    input: {} as CountdownInput,
    context: {} as { remaining: Record<string, number> },
  },
  delays: { tick: 1000 },
  guards: {
    allExpired: ({ context }) => Object.values(context.remaining).every((s) => s <= 0),
  },
  actions: {
    // A timer is announced on the tick that brings it to 0; timers already at 0 at start
    // are the parent's to handle. Run standalone (tests), there is no parent to tell.
    countDown: enqueueActions(({ context, self, enqueue }) => {
      const remaining: Record<string, number> = {};
      for (const [key, seconds] of Object.entries(context.remaining)) {
        remaining[key] = Math.max(0, seconds - 1);
        if (seconds === 1 && self._parent) enqueue.sendParent({ type: 'COUNTDOWN.EXPIRED', key } satisfies CountdownExpired);
      }
      enqueue.assign({ remaining });
    }),
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => ({ remaining: { ...input.timers } }),
  initial: 'running',
  states: {
    running: {
      always: { guard: 'allExpired', target: 'finished' },
      after: { tick: { target: 'running', reenter: true, actions: 'countDown' } },
    },
    finished: { type: 'final' },
  },
});
