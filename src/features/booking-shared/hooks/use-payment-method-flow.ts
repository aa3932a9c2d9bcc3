import type { Setup } from '../../../../contract/setup';
import { paymentMethodMachine } from '../../../../engine/machines';
import { useFlowActor } from '../../../flows';

type ActionCards = { usepushkarta?: number | null; usenopushkarta?: number | null; demquantlimit: number };

/** The payment-method flow of a booking page: which cards the event takes, under its order limit. */
export function usePaymentMethodFlow(action: ActionCards, setup: Setup | undefined) {
  return useFlowActor(paymentMethodMachine, {
    input: {
      usePushkin: action.usepushkarta === 1,
      useBank: action.usenopushkarta === 1,
      cultureProgram: setup?.db.showproculture === 1,
      totalLimit: action.demquantlimit,
    },
  });
}
