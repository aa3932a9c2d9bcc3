import type { AnyStateMachine } from 'xstate';
import { captchaMachine } from './captcha';
import { categoryCartMachine } from './categoryCart';
import { countdownMachine } from './countdown';
import { dateTimeMachine } from './dateTime';
import { loyaltyMachine } from './loyalty';
import { nominalFormMachine } from './nominalForm';
import { orderCreationMachine } from './orderCreation';
import { orderPaymentMachine } from './orderPayment';
import { paymentMethodMachine } from './paymentMethod';
import { refundMachine } from './refund';
import { seatCartMachine } from './seatCart';
import { specialOffersMachine } from './specialOffers';

export * from './captcha';
export * from './categoryCart';
export * from './countdown';
export * from './dateTime';
export * from './loyalty';
export * from './nominalForm';
export * from './orderCreation';
export * from './orderPayment';
export * from './paymentMethod';
export * from './refund';
export * from './seatCart';
export * from './specialOffers';
export * from './validation';
export * from './wiring';
export type { FlowError, FailureLog } from './shared';
// Recording and replaying them is engine/replay (its own entry point).

/** Every flow machine by its id: what a trace names and the replay looks up. */
export const machines = {
  countdown: countdownMachine,
  dateTime: dateTimeMachine,
  categoryCart: categoryCartMachine,
  paymentMethod: paymentMethodMachine,
  seatCart: seatCartMachine,
  captcha: captchaMachine,
  orderCreation: orderCreationMachine,
  orderPayment: orderPaymentMachine,
  specialOffers: specialOffersMachine,
  loyalty: loyaltyMachine,
  refund: refundMachine,
  nominalForm: nominalFormMachine,
} satisfies Record<string, AnyStateMachine>;

export type MachineId = keyof typeof machines;
