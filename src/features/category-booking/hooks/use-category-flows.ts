import { useLayoutEffect } from 'react';
import type { NoScheme } from '../../../../contract/booking';
import type { ClientSubscription } from '../../../../contract/order';
import type { Lang } from '../../../../contract/lang';
import type { Setup } from '../../../../contract/setup';
import {
  categoryCartMachine,
  dateTimeMachine,
  wireCategoryBooking,
  type OrderCreationInput,
} from '../../../../engine/machines';
import { routes } from '../../../config/routes';
import type { StoredClient } from '../../account';
import { initialDate, knownClientOrder, orderSettings, ruDayFromIso, routeTime, useDateTimeRoute, useOrderCreation, usePaymentMethodFlow } from '../../booking-shared';
import { captchaSettings } from '../../captcha';
import { useFlowActor } from '../../../flows';

export type CategoryFlowsInput = {
  hash: string;
  lang: Lang;
  data: NoScheme;
  setup: Setup | undefined;
  client: StoredClient | null;
  subscription: ClientSubscription | null;
  /** `?sub=1`: start in subscription mode (when the client has a subscription to use). */
  subscriptionOn: boolean;
  routeDate: string | undefined;
  routeTime: string | undefined;
};

/**
 * The events page's flows (date and time, payment method, category cart, order) created
 * from the first load, and wired so that each tells the next what it needs. The page
 * only renders them.
 */
export function useCategoryFlows(p: CategoryFlowsInput) {
  const { action } = p.data;
  const totalLimit = action.demquantlimit;
  const calendar = p.data.calendar;
  const routeDay = ruDayFromIso(p.routeDate) ?? p.routeDate ?? null;

  const dateTime = useFlowActor(dateTimeMachine, {
    input: {
      calendar,
      date: initialDate(calendar, routeDay),
      time: routeTime(p.routeTime),
      totalLimit,
      subscriptionQuant: p.subscription?.quant ?? null,
      subscriptionMode: p.subscriptionOn && !!p.subscription,
    },
  });
  const paymentMethod = usePaymentMethodFlow(action, p.setup);
  const cart = useFlowActor(categoryCartMachine, {
    input: { prices: p.data.price, groupPrices: p.data.ticketPrice, free: action.maybefree === 1 },
  });
  const captcha = captchaSettings(p.setup);
  const { buyer, crmClient } = knownClientOrder(p.client, p.subscription);
  const orderInput: OrderCreationInput = {
    flow: 'category',
    hash: p.hash,
    lang: p.lang,
    ...orderSettings(action, p.data.checkboxList),
    captcha: captcha.mode,
    ...(crmClient ? { crmClient } : {}),
    ...(buyer ? { buyer } : {}),
  };
  const order = useOrderCreation(orderInput);

  // A layout effect, so that the wiring is in place before the actors start (in passive
  // effects) and hears the session and card each machine announces on entry.
  useLayoutEffect(() => wireCategoryBooking({ dateTime, cart, paymentMethod, order }), [dateTime, cart, paymentMethod, order]);

  // Changing date or time rewrites the route parameters.
  useDateTimeRoute(dateTime, (date, time) => routes.event(p.hash, date, time));

  return { dateTime, paymentMethod, cart, order, captcha };
}
