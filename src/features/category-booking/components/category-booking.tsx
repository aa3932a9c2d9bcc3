import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../../contract/lang';
import { ErrorModal } from '../../../components/modal';
import {
  BookingNotice,
  DateTimeNotice,
  DateTimePicker,
  EventHeader,
  GroupPrices,
  OrderDialogs,
  PaymentMethodChooser,
  PriceTable,
  PushkinNotice,
} from '../../booking-shared';
import { formatDate } from '../../../i18n/format';
import { OrderForm } from './order-form';
import { SubscriptionToggle } from './subscription-toggle';
import { useCategoryFlows, type CategoryFlowsInput } from '../hooks/use-category-flows';

/** The events page once its data is here: the flows, and what each of their states shows. */
export function CategoryBooking(props: CategoryFlowsInput) {
  const { t } = useTranslation();
  const { data, lang, setup, subscription } = props;
  const { action } = data;
  const { dateTime, paymentMethod, cart, order, captcha } = useCategoryFlows(props);
  const currency = setup?.app.currency;

  const session = useSelector(dateTime, (s) => s.context.session);
  const subscriptionMode = useSelector(dateTime, (s) => s.context.subscriptionMode);
  const cartOpen = useSelector(cart, (s) => s.matches('open'));
  const formShown = useSelector(cart, (s) => s.matches({ open: { editing: 'shown' } }));
  const overLimit = useSelector(cart, (s) => s.matches({ open: { editing: 'overLimit' } }));
  const limitError = useSelector(cart, (s) => s.matches({ open: 'limitError' }));
  const zonesLeft = useMemo(() => {
    const entry = session ? data.calendar.find((d) => d.day === session.date)?._time.find((x) => x.time === session.time) : undefined;
    return entry && entry.zones.length > 0 ? new Map(entry.zones.map((z) => [z.zonelevel_id, z.quantity])) : undefined;
  }, [data.calendar, session]);
  const ticketInfo = data.ticketInfo ? localized(data.ticketInfo, 'ticketinfo', lang) : '';

  return (
    <div className="page events-page">
      <EventHeader action={action} composition={data.actionStr} lang={lang} />
      {subscription && <SubscriptionToggle dateTime={dateTime} left={subscription.quant} />}
      <DateTimePicker actor={dateTime} lang={lang} priceLimit={setup?.db.price_limit} />
      <DateTimeNotice actor={dateTime} />
      {!subscriptionMode && (
        <>
          <PushkinNotice actor={paymentMethod} />
          <PaymentMethodChooser actor={paymentMethod} />
        </>
      )}
      {session && !cartOpen && <BookingNotice message="notFound" />}
      {cartOpen && (
        <section className="events-prices" aria-labelledby="events-prices-title">
          <h2 id="events-prices-title" className="booking-section__title">
            {t('booking.prices.title')}
          </h2>
          <PriceTable cart={cart} rowcount={action.rowcount} lang={lang} {...(currency ? { currency } : {})} {...(zonesLeft ? { zonesLeft } : {})} />
          <GroupPrices cart={cart} info={ticketInfo} lang={lang} {...(currency ? { currency } : {})} />
          {overLimit && <BookingNotice message="overLimit" />}
        </section>
      )}
      {formShown && <OrderForm cart={cart} order={order} checkboxes={data.checkboxList} free={action.maybefree === 1} lang={lang} {...(currency ? { currency } : {})} />}
      {limitError && <ErrorModal kind="limit" onClose={() => cart.send({ type: 'DISMISS' })} />}
      <OrderDialogs order={order} captcha={captcha} subscriptionDate={session ? formatDate(session.date, lang) : ''} />
    </div>
  );
}
