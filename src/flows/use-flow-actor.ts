import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorOptions, ActorRefFrom, AnyStateMachine } from 'xstate';
import { mountFlow, recordFlow } from './flow-registry';

/**
 * `useActorRef` for the booking flows: the same actor, and in development builds a
 * recorder attached before it starts, so that the page's trace can be downloaded.
 */
export function useFlowActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options?: ActorOptions<TMachine>,
): ActorRefFrom<TMachine> {
  const actor = useActorRef(machine, options as never) as ActorRefFrom<TMachine>;
  // Render runs before the effect that starts the actor; recordFlow is idempotent.
  if (import.meta.env.DEV) recordFlow(actor);
  useEffect(() => (import.meta.env.DEV ? mountFlow(actor) : undefined), [actor]);
  return actor;
}
