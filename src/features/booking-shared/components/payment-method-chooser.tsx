import { useSelector } from '@xstate/react';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { CardKind, paymentMethodMachine } from '../../../../engine/machines';

type Actor = ActorRefFrom<typeof paymentMethodMachine>;
type Snapshot = ReturnType<Actor['getSnapshot']>;

/** The Pushkin-card notice of the machine's state: which one, or none. */
export function pushkinNotice(s: Snapshot): 'available' | 'only' | 'unavailable' | null {
  if (s.matches('choosing')) return 'available';
  if (s.matches('pushkinOnly')) return 'only';
  // A Pushkin-only event while the culture programme is off: no card can pay for it here.
  if (s.matches('bankOnly') && !s.context.useBank) return 'unavailable';
  return null;
}

function PushkinNoticeView({ actor }: { actor: Actor }) {
  const { t } = useTranslation();
  const notice = useSelector(actor, pushkinNotice);
  if (!notice) return null;
  return (
    <p className={`booking-pushkin booking-pushkin--${notice}`} role={notice === 'unavailable' ? 'alert' : undefined}>
      {t(`booking.pushkin.${notice}`)}
    </p>
  );
}

/** Bank card or Pushkin card, offered only when both may pay (docs/product/payment.md). */
function PaymentMethodChooserView({ actor }: { actor: Actor }) {
  const { t } = useTranslation();
  const name = useId();
  const choosing = useSelector(actor, (s) => s.matches('choosing'));
  const card = useSelector(actor, (s) => s.context.card);
  if (!choosing) return null;
  const option = (value: CardKind) => (
    <label className="booking-payment__option">
      <input type="radio" name={name} value={value} checked={card === value} onChange={() => actor.send({ type: 'CHOOSE', card: value })} />
      <span>{t(`booking.payment.${value}`)}</span>
    </label>
  );
  return (
    <fieldset className="booking-payment">
      <legend className="booking-payment__legend">{t('booking.payment.title')}</legend>
      {option('bank')}
      {option('pushkin')}
    </fieldset>
  );
}

// Renders again only for new props: the booking pages render whole when a hall or a cart changes.
export const PushkinNotice = memo(PushkinNoticeView);
export const PaymentMethodChooser = memo(PaymentMethodChooserView);
