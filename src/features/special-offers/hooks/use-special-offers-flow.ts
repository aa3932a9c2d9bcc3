import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { specialOffersMachine, type AddOffersInput, type RemoveOfferInput } from '../../../../engine/machines';
import { useFlowActor } from '../../../flows';
import { addSpecialOffer } from '../api/add-special-offer';
import { removeSpecialOffer } from '../api/remove-special-offer';

/**
 * The special-offers machine of an order with the real add and remove calls. It starts
 * empty: `wireOrderPage` (engine/machines/wiring.ts) sends it ORDER_RELOADED with the
 * offers and extras each time the order loads, and reloads the order on 'order.changed'.
 */
export function useSpecialOffersFlow(hash: string) {
  const machine = useMemo(
    () =>
      specialOffersMachine.provide({
        actors: {
          addOffers: fromPromise(({ input, signal }: { input: AddOffersInput; signal: AbortSignal }) => addSpecialOffer(input, { signal })),
          removeOffer: fromPromise(({ input, signal }: { input: RemoveOfferInput; signal: AbortSignal }) => removeSpecialOffer(input, { signal })),
        },
      }),
    [],
  );
  const actor = useFlowActor(machine, { input: { hash, offers: [], added: [] } });

  useEffect(() => {
    // A request that got no answer is only logged.
    const sub = actor.on('failure', (e) => console.error(`[special offers] ${e.actor} failed: ${e.message}`));
    return () => sub.unsubscribe();
  }, [actor]);

  return actor;
}
