import { useSelector } from '@xstate/react';
import { useEffect, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PaymentActor } from '../model/payment-actor';
import { awaitingConfirmation, returnWatch } from '../model/return-watch';

/** `?state=` of the bank's return link: success, return (not completed), or none. */
export type ReturnOutcome = 'success' | 'return' | null;

export type PaymentReturnState = {
  outcome: ReturnOutcome;
  /** Back with success and the order not known paid yet: do not show "not paid". */
  confirming: boolean;
  /** Back with success and no confirmation within the time-out. */
  timedOut: boolean;
  /** Ask the server again (after the time-out). */
  checkAgain: () => void;
};

function outcomeOf(value: string | null): ReturnOutcome {
  return value === 'success' || value === 'return' ? value : null;
}

/**
 * The buyer's return from the bank (`?state=success|return&bankInvoiceId=…`). With
 * success, the order is read again every few seconds until it is paid (at most a minute),
 * and `confirming` is true meanwhile, so that the page can hide its "not paid" badge.
 * Every caller shares one poll per payment actor; it stops when the last one unmounts.
 */
export function usePaymentReturn(actor: PaymentActor): PaymentReturnState {
  const [params] = useSearchParams();
  const outcome = outcomeOf(params.get('state'));
  const watch = returnWatch(actor);
  const phase = useSyncExternalStore(watch.subscribe, watch.getPhase);
  const awaiting = useSelector(actor, awaitingConfirmation);

  useEffect(() => (outcome === 'success' ? watch.retain() : undefined), [watch, outcome]);

  return {
    outcome,
    confirming: outcome === 'success' && phase === 'waiting' && awaiting,
    timedOut: outcome === 'success' && phase === 'timedOut' && awaiting,
    checkAgain: () => watch.checkAgain(),
  };
}
