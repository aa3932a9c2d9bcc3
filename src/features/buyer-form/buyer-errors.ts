import type { ContextFrom } from 'xstate';
import { buyerErrors, canSend, type orderCreationMachine } from '../../../engine/machines/orderCreation';
import type { FieldErrors } from '../../../engine/machines/validation';
import { phoneResult } from '../../components/phone-input';

type OrderContext = ContextFrom<typeof orderCreationMachine>;

/**
 * Whether the phone input would call the number valid. Spec 2 §5's rule (more than 5 and
 * at most 20 characters) lets '+7 912 3' through, a number nobody can call back; the
 * input's own libphonenumber verdict is asked as well. The form is international, so the
 * number carries its country.
 */
export function isDiallablePhone(phone: string): boolean {
  return phoneResult(phone.trim(), undefined).valid;
}

/**
 * The machine's buyer errors (spec 2 §5) plus an incomplete or impossible phone, reported
 * with the same key and message (required-phone). The card flow's phone has its own mask
 * and rule, so it is left to the machine.
 */
export function orderBuyerErrors(c: OrderContext): FieldErrors {
  const errors = buyerErrors(c);
  if (c.card === 'pushkin' || errors.phone || isDiallablePhone(c.buyer.phone)) return errors;
  return { ...errors, phone: 'required-phone' };
}

/** The machine's `canSend` with the phone check: the pages' guard and their submit buttons. */
export function canSendOrder(c: OrderContext): boolean {
  return canSend(c) && !orderBuyerErrors(c).phone;
}
