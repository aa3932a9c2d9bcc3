import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { Lang } from '../../../../contract/lang';
import { loyaltyMachine, type AddDiscountInput } from '../../../../engine/machines';
import { useFlowActor } from '../../../flows';
import { addDiscount } from '../api/add-discount';
import { cancelDiscount, type CancelDiscountInput } from '../api/cancel-discount';

/**
 * The loyalty machine of an order (bonuses and promo code) with the real add-discount and
 * cancel-discount calls. It starts without a card (hidden): `wireOrderPage` sends it
 * ORDER_RELOADED with the order's discountData, and reloads the order on 'order.changed'.
 */
export function useLoyaltyFlow(hash: string, lang: Lang) {
  // The machine reads `lang` once; the buyer may switch language later, and the server's
  // refusal texts (an invalid promo code) should come in the language on the screen.
  const langRef = useRef(lang);
  langRef.current = lang;
  const machine = useMemo(
    () =>
      loyaltyMachine.provide({
        actors: {
          addDiscount: fromPromise(({ input, signal }: { input: AddDiscountInput; signal: AbortSignal }) =>
            addDiscount({ ...input, lang: langRef.current }, { signal }),
          ),
          cancelDiscount: fromPromise(({ input, signal }: { input: CancelDiscountInput; signal: AbortSignal }) =>
            cancelDiscount({ ...input, lang: langRef.current }, { signal }),
          ),
        },
      }),
    [],
  );
  const actor = useFlowActor(machine, { input: { hash, lang, discount: null } });

  useEffect(() => {
    // A request that got no answer is only logged.
    const sub = actor.on('failure', (e) => console.error(`[loyalty] ${e.actor} failed: ${e.message}`));
    return () => sub.unsubscribe();
  }, [actor]);

  return actor;
}
