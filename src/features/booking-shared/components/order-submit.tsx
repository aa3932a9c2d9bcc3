import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { orderCreationMachine } from '../../../../engine/machines';
import { canSend } from '../../../../engine/machines';
import { OrderSendFailure } from './order-send-failure';

/** The submit button: enabled once the machine would send, busy while the order is made. */
export function OrderSubmit({ order, label }: { order: ActorRefFrom<typeof orderCreationMachine>; label: string }) {
  const ready = useSelector(order, (s) => s.matches('editing') && canSend(s.context));
  const busy = useSelector(order, (s) => !s.matches('editing') && !s.matches('failed'));
  return (
    <>
      <button type="button" className="booking-submit" disabled={!ready || busy} aria-busy={busy || undefined} onClick={() => order.send({ type: 'SUBMIT' })}>
        {label}
      </button>
      <OrderSendFailure order={order} />
    </>
  );
}
