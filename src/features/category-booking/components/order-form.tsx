import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { Checkbox } from '../../../../contract/booking';
import type { Lang } from '../../../../contract/lang';
import { cartTotals, type categoryCartMachine, type orderCreationMachine } from '../../../../engine/machines';
import { OrderSubmit, OrderTotal } from '../../booking-shared';
import { BuyerForm, ConsentList } from '../../buyer-form';

type Props = {
  cart: ActorRefFrom<typeof categoryCartMachine>;
  order: ActorRefFrom<typeof orderCreationMachine>;
  checkboxes: readonly Checkbox[];
  free: boolean;
  lang: Lang;
  currency?: string;
};

/** Personal data, consents, total and submit: shown once the cart meets the form rule (docs/product/booking.md). */
export function OrderForm({ cart, order, checkboxes, free, lang, currency }: Props) {
  const { t } = useTranslation();
  const totals = useSelector(cart, (s) => cartTotals(s.context), (a, b) => a.count === b.count && a.total === b.total && a.fees === b.fees && a.sum === b.sum);
  const subscription = useSelector(cart, (s) => s.context.session?.subscriptionMode ?? false);
  const pushkin = useSelector(order, (s) => s.context.card === 'pushkin');
  const label = subscription
    ? t('booking.submit.subscription')
    : free || totals.total === 0
      ? t('booking.submit.free')
      : pushkin
        ? t('booking.submit.pushkin')
        : t('booking.submit.buy');

  return (
    <section className="events-order" aria-label={t('events.order')}>
      <BuyerForm order={order} />
      <ConsentList order={order} checkboxes={checkboxes} />
      <OrderTotal {...totals} lang={lang} {...(currency ? { currency } : {})} />
      <OrderSubmit order={order} label={label} />
    </section>
  );
}
