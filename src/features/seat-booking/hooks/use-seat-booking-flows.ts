import { useLayoutEffect, useState } from 'react';
import type { Scheme } from '../../../../contract/booking';
import type { Lang } from '../../../../contract/lang';
import type { Setup } from '../../../../contract/setup';
import type { CaptchaMode } from '../../../../engine/machines';
import { dateTimeMachine, seatCartMachine, wireSeatBooking, type CalendarDay, type OrderCreationInput } from '../../../../engine/machines';
import { orderSettings, useOrderCreation, usePaymentMethodFlow, type SendOrder } from '../../booking-shared';
import { useFlowActor } from '../../../flows';
import { createSchemeOrder } from '../api/create-scheme-order';

/** The scheme flow's call for the shared order wiring (which redirects once the order exists). */
export const sendSchemeOrder: SendOrder = (input, signal) => {
  // The scheme page only ever builds scheme orders; a category body here is a wiring bug.
  if (input.flow !== 'scheme') return Promise.reject(new Error('sendSchemeOrder: a category order needs the create call'));
  return createSchemeOrder(input.body, { signal });
};

export interface SeatBookingFlowsInput {
  hash: string;
  lang: Lang;
  scheme: Scheme;
  calendar: CalendarDay[];
  setup: Setup | undefined;
  /** The check before sending (captchaSettings of setup). */
  captcha: CaptchaMode;
  /** From the route: dd.mm.yyyy and HH:MM, or null. */
  date: string | null;
  time: string | null;
  /** Buyer data and CRM fields of a known personal-account client. */
  buyer?: OrderCreationInput['buyer'];
  crmClient?: OrderCreationInput['crmClient'];
}

/**
 * The scheme page's flows: date/time, payment method, seat cart and order creation,
 * wired as engine/machines/wiring.ts says. The page renders their states; every rule is
 * the machines'.
 */
export function useSeatBookingFlows(p: SeatBookingFlowsInput) {
  const { action, checkboxList } = p.scheme;
  const totalLimit = action.demquantlimit;

  const dateTime = useFlowActor(dateTimeMachine, { input: { calendar: p.calendar, date: p.date, time: p.time, totalLimit } });
  const paymentMethod = usePaymentMethodFlow(action, p.setup);
  const seatCart = useFlowActor(seatCartMachine, { input: { limit: totalLimit } });
  // The order is made once per page: later changes of these inputs do not rebuild it.
  const [orderInput] = useState<OrderCreationInput>(() => ({
      flow: 'scheme',
      hash: p.hash,
      lang: p.lang,
      ...orderSettings(action, checkboxList),
      captcha: p.captcha,
      ...(p.crmClient ? { crmClient: p.crmClient } : {}),
      ...(p.buyer ? { buyer: p.buyer } : {}),
  }));
  const order = useOrderCreation(orderInput, sendSchemeOrder);

  // A layout effect: the wiring is in place before the actors start (in passive effects),
  // so it hears the first card and session each machine announces on entry.
  useLayoutEffect(() => wireSeatBooking({ dateTime, seatCart, paymentMethod, order }), [dateTime, paymentMethod, seatCart, order]);

  return { dateTime, paymentMethod, seatCart, order };
}

export type SeatBookingFlows = ReturnType<typeof useSeatBookingFlows>;
