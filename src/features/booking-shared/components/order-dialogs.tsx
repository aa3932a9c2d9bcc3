import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { FlowError, orderCreationMachine } from '../../../../engine/machines';
import { ConfirmDialog, ErrorModal } from '../../../components/modal';
import { CaptchaGate, type CaptchaSettings } from '../../captcha';

type Props = {
  order: ActorRefFrom<typeof orderCreationMachine>;
  captcha: CaptchaSettings;
  /** `scheme-order` adds the code line under the text (docs/product/booking.md). */
  errorKind?: 'order' | 'scheme-order';
  /** The chosen date as the buyer reads it, for the subscription question. */
  subscriptionDate?: string;
  /**
   * A page's own answer to a failure: a node shown instead of the error modal (null shows
   * nothing yet, e.g. while the page checks what happened), or undefined for the modal.
   * `dismiss` leaves the failure as the modal's close does.
   */
  renderError?: (error: FlowError | null, dismiss: () => void) => ReactNode | undefined;
};

/**
 * Everything around sending an order: the overlay while it is sent, the captcha, the
 * subscription question and the error modal with the server's text and code.
 */
export function OrderDialogs({ order, captcha, errorKind = 'order', subscriptionDate = '', renderError }: Props) {
  const { t } = useTranslation();
  const creating = useSelector(order, (s) => s.matches('creating') || s.matches('created'));
  const asking = useSelector(order, (s) => s.matches('subscriptionDialog'));
  const failed = useSelector(order, (s) => s.matches('failed'));
  const error = useSelector(order, (s) => s.context.error);
  const count = useSelector(order, (s) => s.context.items.count);

  return (
    <>
      <CaptchaGate order={order} mode={captcha.mode} siteKey={captcha.siteKey} />
      {creating && (
        <div className="booking-overlay" role="status" aria-live="polite">
          <span className="booking-overlay__text">{t('booking.submit.sending')}</span>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        message={t('booking.subscription.confirm', { count, date: subscriptionDate })}
        confirmLabel={t('booking.subscription.confirmButton')}
        cancelLabel={t('booking.subscription.cancelButton')}
        onConfirm={() => order.send({ type: 'CONFIRM' })}
        onCancel={() => order.send({ type: 'CANCEL' })}
      />
      {failed && failure(error, renderError, () => order.send({ type: 'DISMISS' }), errorKind)}
    </>
  );
}

function failure(error: FlowError | null, render: Props['renderError'], dismiss: () => void, kind: Props['errorKind']): ReactNode {
  const own = render?.(error, dismiss);
  return own === undefined ? <ErrorModal kind={kind} error={error} onClose={dismiss} /> : own;
}
