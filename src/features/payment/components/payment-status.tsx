import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../../contract/lang';
import type { Setup } from '../../../../contract/setup';
import { ErrorCode } from '../../../../contract/envelope';
import { ApiError, failureKind } from '../../../api/errors';
import { LangLink } from '../../../components/lang-link';
import { routes } from '../../../config/routes';
import { useLang } from '../../../i18n/use-lang';
import { usePaymentReturn } from '../hooks/use-payment-return';
import type { PaymentActor, PaymentSnapshot } from '../model/payment-actor';

export type PaymentStatusProps = {
  actor: PaymentActor;
  /** For the optional return-to-afisha link (db.returntoafishabutton, returntoafishaname). */
  setup?: Setup | null | undefined;
  /** The page shows that link already (the order's header): the notices then leave it out, so it is not there twice. */
  afishaLinkElsewhere?: boolean;
  /** What the order's last load threw (its query's error): a failing server is not "no connection". */
  loadError?: unknown;
};

type Notice = 'expired' | 'verifying' | 'annulled' | 'pushkinPaid' | 'loadFailed';

function noticeOf(s: PaymentSnapshot): Notice | null {
  if (s.matches('expired')) return 'expired';
  if (s.matches('verifying')) return 'verifying';
  if (s.matches('annulled')) return 'annulled';
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.matches('paid') && s.context.pushkin === 'paid') return 'pushkinPaid';
  return null;
}

/**
 * What the page says about the payment outside the payment block (docs/product/payment.md): the
 * reservation ran out; the Pushkin card is being checked (code 3), was refused or the
 * order cancelled (code 4: annulled), or paid (code 0); the order could not be loaded
 * for want of a connection (not "not found": the page may try again).
 */
export function PaymentStatus({ actor, setup, afishaLinkElsewhere = false, loadError }: PaymentStatusProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const notice = useSelector(actor, noticeOf);
  const pushkinAnnulled = useSelector(actor, (s) => s.context.pushkin === 'annulled');
  // Back from the bank with success, an expired reservation may still be paid: not yet said.
  const { confirming } = usePaymentReturn(actor);

  const afishaLink =
    setup?.db.returntoafishabutton === 1 && !afishaLinkElsewhere ? (
      <LangLink to={routes.afisha()} className="button payment-notice__action">
        {localized(setup.db, 'returntoafishaname', lang) || t('payment.status.toAfisha')}
      </LangLink>
    ) : null;

  switch (notice) {
    case 'expired':
      if (confirming) return null;
      return (
        <section className="payment-notice payment-notice--warning" role="status">
          <h2 className="payment-notice__title">{t('payment.status.expired.title')}</h2>
          <p>{t('payment.status.expired.text')}</p>
          {afishaLink}
        </section>
      );
    case 'verifying':
      return (
        <section className="payment-notice payment-notice--progress" role="status" aria-busy="true">
          <h2 className="payment-notice__title">
            <span className="payment-spinner" aria-hidden="true" />
            {t('payment.status.verifying.title')}
          </h2>
          <p>{t('payment.status.verifying.text')}</p>
        </section>
      );
    case 'annulled':
      return (
        <section className="payment-notice payment-notice--error" role="status">
          <h2 className="payment-notice__title">{t('payment.status.annulled.title')}</h2>
          <p>{pushkinAnnulled ? t('payment.status.annulled.pushkin') : t('payment.status.annulled.text')}</p>
          {afishaLink}
        </section>
      );
    case 'pushkinPaid':
      return (
        <p className="payment-notice payment-notice--success" role="status">
          {t('payment.status.pushkinPaid')}
        </p>
      );
    case 'loadFailed': {
      const server = loadError !== undefined && loadError !== null && failureKind(loadError) !== 'network';
      return (
        <section className="payment-notice payment-notice--error" role="alert">
          <h2 className="payment-notice__title">{t(server ? 'loadFailure.serverTitle' : 'payment.status.loadFailed.title')}</h2>
          <p>{server ? t('loadFailure.serverCode', { code: loadError instanceof ApiError ? loadError.code : ErrorCode.internal }) : t('payment.status.loadFailed.text')}</p>
          <button type="button" className="button payment-notice__action" onClick={() => actor.send({ type: 'RELOAD' })}>
            {t('payment.status.retry')}
          </button>
        </section>
      );
    }
    default:
      return null;
  }
}
