import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { Navigation } from '../../../../engine/machines';
import { followNavigation } from '../model/bank-navigation';
import type { PaymentActor } from '../model/payment-actor';

/**
 * In `payable.leaving` the machine has the bank's answer: the page goes there (a redirect,
 * or a form it submits), once per answer. Returns true when the address could not be
 * followed (not a web address).
 */
export function useFollowNavigation(actor: PaymentActor): boolean {
  const navigation = useSelector(actor, (s) => (s.matches({ payable: 'leaving' }) ? s.context.navigation : null));
  const followed = useRef<Navigation | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!navigation || followed.current === navigation) return;
    followed.current = navigation;
    setFailed(!followNavigation(navigation));
  }, [navigation]);
  return failed;
}
