import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { usePaymentReturn } from '../hooks/use-payment-return';
import type { PaymentActor } from '../model/payment-actor';

/**
 * Back from the bank (`?state=success|return`): while a reported payment is being
 * confirmed, a status (and the order is read again every few seconds, see
 * usePaymentReturn); after a minute without the bank's word, a message and "check again";
 * once paid, a thank-you. With `state=return`, the payment was not completed: it can be
 * tried again while the reservation runs.
 */
export function PaymentReturn({ actor }: { actor: PaymentActor }) {
  const { t } = useTranslation();
  const { outcome, confirming, timedOut, checkAgain } = usePaymentReturn(actor);
  const paid = useSelector(actor, (s) => s.matches('paid'));
  const payable = useSelector(actor, (s) => s.matches('payable'));

  if (outcome === 'success') {
    if (paid)
      return (
        <p className="payment-notice payment-notice--success" role="status">
          {t('payment.return.paid')}
        </p>
      );
    if (confirming)
      return (
        <section className="payment-notice payment-notice--progress" role="status" aria-busy="true">
          <h2 className="payment-notice__title">
            <span className="payment-spinner" aria-hidden="true" />
            {t('payment.return.confirming')}
          </h2>
          <p>{t('payment.return.confirmingHint')}</p>
        </section>
      );
    if (timedOut)
      return (
        <section className="payment-notice payment-notice--warning" role="alert">
          <p>{t('payment.return.timedOut')}</p>
          <button type="button" className="button payment-notice__action" onClick={checkAgain}>
            {t('payment.return.checkAgain')}
          </button>
        </section>
      );
    return null;
  }
  if (outcome === 'return' && payable)
    return (
      <p className="payment-notice payment-notice--warning" role="status">
        {t('payment.return.notCompleted')}
      </p>
    );
  return null;
}
