import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../../contract/lang';
import type { OrderView } from '../../../../contract/order';
import { formatPrice } from '../../../i18n/format';
import { useFollowNavigation } from '../hooks/use-follow-navigation';
import { usePaymentReturn } from '../hooks/use-payment-return';
import type { PaymentActor } from '../model/payment-actor';
import { ExtrasDialog, PaymentErrorModal, QrModal } from './payment-dialogs';
import { PaymentMethods } from './payment-methods';
import { ReservationCountdown } from './reservation-countdown';

export type PaymentBlockProps = {
  actor: PaymentActor;
  /** The order view as the page renders it: the amount and the payment types' names. */
  order: OrderView;
  lang: Lang;
  /** setup.app.currency; roubles by default. */
  currency?: string;
};

/**
 * The payment block (docs/product/payment.md): payment-type radios, the reservation countdown,
 * the amount and the pay button, with the dialogs of the payment machine. Shown only in
 * the machine's `payable` state (the reservation runs and printing is not allowed), and not
 * while a payment the bank reported is being confirmed.
 */
export function PaymentBlock({ actor, order, lang, currency }: PaymentBlockProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const payable = useSelector(actor, (s) => s.matches('payable'));
  const choosing = useSelector(actor, (s) => s.matches({ payable: 'choosing' }));
  const paying = useSelector(actor, (s) => s.matches({ payable: 'paying' }));
  const leaving = useSelector(actor, (s) => s.matches({ payable: 'leaving' }));
  const widget = useSelector(actor, (s) => s.matches({ payable: 'widget' }));
  const paymentAllowed = useSelector(actor, (s) => s.context.order?.paymentAllowed === true);
  const { confirming } = usePaymentReturn(actor);
  const leavingFailed = useFollowNavigation(actor);

  if (!payable || confirming) return null;
  return (
    <section className="panel payment" aria-labelledby={titleId}>
      <h2 id={titleId} className="payment__title">
        {t('payment.title')}
      </h2>
      <PaymentMethods actor={actor} payments={order.payments} lang={lang} />
      <ReservationCountdown actor={actor} />
      <p className="payment__amount">
        <span>{t('payment.amount')}</span> <strong className="payment__sum">{formatPrice(order.demsumma, lang, currency)}</strong>
      </p>
      {paymentAllowed && (
        <button
          type="button"
          className="button payment__pay"
          disabled={!choosing}
          aria-busy={paying || undefined}
          onClick={() => actor.send({ type: 'PAY' })}
        >
          {paying ? t('payment.paying') : t('payment.pay')}
        </button>
      )}
      {(leaving || widget) && (
        <p className={`payment-notice ${leavingFailed ? 'payment-notice--error' : 'payment-notice--progress'}`} role={leavingFailed ? 'alert' : 'status'}>
          {!leavingFailed && <span className="payment-spinner" aria-hidden="true" />}
          {leavingFailed ? t('payment.leavingFailed') : leaving ? t('payment.leaving') : t('payment.widget')}
        </p>
      )}
      <PaymentErrorModal actor={actor} />
      <ExtrasDialog actor={actor} />
      <QrModal actor={actor} />
    </section>
  );
}
