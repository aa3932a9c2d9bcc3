import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { orderPaymentMachine } from '../../../../engine/machines';

/** The running order-payment flow (engine/machines/orderPayment.ts), as usePaymentFlow makes it. */
export type PaymentActor = ActorRefFrom<typeof orderPaymentMachine>;
export type PaymentSnapshot = SnapshotFrom<typeof orderPaymentMachine>;
