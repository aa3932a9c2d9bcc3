import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { orderCreationMachine } from '../../../../engine/machines';

/**
 * The order got no answer (no connection, the server down): the machine went back to the
 * form with everything the buyer entered, and this says why nothing happened, until the
 * next attempt. Before, the button only came back, and the buyer was left guessing.
 */
export function OrderSendFailure({ order }: { order: ActorRefFrom<typeof orderCreationMachine> }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const subs = [
      order.on('failure', (e) => {
        if (e.actor === 'createOrder') setFailed(true);
      }),
    ];
    // A new attempt clears it: it either works or fails again.
    const snapshots = order.subscribe((s) => {
      if (s.matches('creating') || s.matches('confirming') || s.matches('captcha')) setFailed(false);
    });
    return () => {
      subs.forEach((s) => s.unsubscribe());
      snapshots.unsubscribe();
    };
  }, [order]);
  if (!failed) return null;
  return (
    <p className="order-send-failure" role="alert" data-testid="order-send-failure">
      {t('loadFailure.orderOffline')}
    </p>
  );
}
