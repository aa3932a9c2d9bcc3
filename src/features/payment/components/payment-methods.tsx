import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localized, type Lang } from '../../../../contract/lang';
import type { OrderView } from '../../../../contract/order';
import type { PaymentActor } from '../model/payment-actor';

type Props = { actor: PaymentActor; payments: OrderView['payments']; lang: Lang };

/** The order's payment types as radios; a choice is the machine's SELECT_PAYMENT. */
export function PaymentMethods({ actor, payments, lang }: Props) {
  const { t } = useTranslation();
  const group = useId();
  const chosen = useSelector(actor, (s) => s.context.paymentId);
  // The machine takes a new choice only while nothing is under way.
  const choosing = useSelector(actor, (s) => s.matches({ payable: 'choosing' }));
  if (payments.length === 0) return null;
  return (
    <fieldset className="payment-methods" disabled={!choosing}>
      <legend className="payment-methods__legend">{t('payment.methods.legend')}</legend>
      {payments.map((p) => {
        const id = p.creditcompany_id;
        const name = localized(p, 'name', lang) || t('payment.methods.fallback', { id });
        const descript = localized(p, 'descript', lang);
        return (
          <label key={id} className="payment-method">
            <input
              type="radio"
              name={group}
              value={id}
              checked={chosen === id}
              onChange={() => actor.send({ type: 'SELECT_PAYMENT', id })}
              aria-labelledby={`${group}-${id}-name`}
              aria-describedby={descript ? `${group}-${id}-descript` : undefined}
            />
            <span className="payment-method__text">
              <span id={`${group}-${id}-name`} className="payment-method__name">
                {name}
              </span>
              {descript && (
                <span id={`${group}-${id}-descript`} className="payment-method__descript">
                  {descript}
                </span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
