import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { FlowError } from '../../../../engine/machines';
import { ErrorModal, Modal } from '../../../components/modal';
import { isWebUrl } from '../model/bank-navigation';
import type { PaymentActor } from '../model/payment-actor';

/** The machine's error key as the catalogue's text (docs/product/payment.md); the server's errorText wins in the modal. */
export function paymentErrorText(t: TFunction, error: FlowError): string {
  switch (error.key) {
    case 'error.paymentMethodNotSet':
      return t('errors.paymentMethodNotSet', { code: error.code });
    case 'error.paymentMethodInvalid':
      return t('errors.invalidPaymentMethod', { code: error.code });
    case 'payment.declined':
      return t('payment.errors.declined');
    default:
      return t('payment.errors.unable');
  }
}

/** `payable.error`: the error modal; closing it is DISMISS. */
export function PaymentErrorModal({ actor }: { actor: PaymentActor }) {
  const { t } = useTranslation();
  const failed = useSelector(actor, (s) => s.matches({ payable: 'error' }));
  const error = useSelector(actor, (s) => s.context.error);
  if (!failed || !error) return null;
  const codeInText = error.key === 'error.paymentMethodNotSet' || error.key === 'error.paymentMethodInvalid';
  return <ErrorModal error={error} message={paymentErrorText(t, error)} codeInText={codeInText} onClose={() => actor.send({ type: 'DISMISS' })} />;
}

/**
 * `payable.extrasDialog` (docs/product/payment.md): extras are on offer and none taken. The machine only
 * knows "Add" and "Go to payment", so the dialog has no close button and Escape does not
 * pick one for the buyer.
 */
export function ExtrasDialog({ actor }: { actor: PaymentActor }) {
  const { t } = useTranslation();
  const open = useSelector(actor, (s) => s.matches({ payable: 'extrasDialog' }));
  const addRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={() => {}}
      dismissible={false}
      title={t('payment.extras.title')}
      role="alertdialog"
      size="small"
      initialFocus={addRef}
      footer={
        <>
          <button ref={addRef} type="button" className="modal__button" onClick={() => actor.send({ type: 'ADD_EXTRAS' })}>
            {t('payment.extras.add')}
          </button>
          <button type="button" className="modal__button modal__button--primary" onClick={() => actor.send({ type: 'GO_TO_PAYMENT' })}>
            {t('payment.extras.pay')}
          </button>
        </>
      }
    >
      <p className="modal__text">{t('payment.extras.message')}</p>
    </Modal>
  );
}

/** A QR code as an image source: a data or web URL as it came, bare base64 as a PNG. */
export function qrImageSrc(code: string): string {
  return /^(data:image\/|https?:\/\/|\/)/i.test(code) ? code : `data:image/png;base64,${code}`;
}

/**
 * `payable.qr`: the code (180×180, docs/product/payment.md) and its link, and the machine's polling as a
 * visible status. Closing is CLOSE_QR (the machine stops polling and reads the order).
 */
export function QrModal({ actor }: { actor: PaymentActor }) {
  const { t } = useTranslation();
  const open = useSelector(actor, (s) => s.matches({ payable: 'qr' }));
  const checking = useSelector(actor, (s) => s.matches({ payable: { qr: 'checking' } }));
  const qr = useSelector(actor, (s) => s.context.qr);
  const close = () => actor.send({ type: 'CLOSE_QR' });
  return (
    <Modal
      open={open}
      onClose={close}
      title={t('payment.qr.title')}
      size="small"
      className="payment-qr"
      footer={
        <button type="button" className="modal__button" onClick={close}>
          {t('payment.qr.close')}
        </button>
      }
    >
      {qr?.code && <img className="payment-qr__image" src={qrImageSrc(qr.code)} width={180} height={180} alt={t('payment.qr.image')} />}
      <p className="modal__text">{t('payment.qr.hint')}</p>
      {qr?.url && isWebUrl(qr.url) && (
        <p className="payment-qr__link-line">
          <a className="payment-qr__link" href={qr.url} target="_blank" rel="noopener noreferrer">
            {t('payment.qr.link')}
          </a>
        </p>
      )}
      <p className="payment-qr__status" role="status" aria-live="polite" aria-busy={checking || undefined}>
        <span className="payment-spinner" aria-hidden="true" />
        {checking ? t('payment.qr.checking') : t('payment.qr.waiting')}
      </p>
    </Modal>
  );
}
