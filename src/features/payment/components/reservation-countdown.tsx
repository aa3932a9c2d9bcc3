import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { CountdownTimer, type CountdownActor } from '../../../components/countdown';
import type { PaymentActor } from '../model/payment-actor';

/** The reservation's time left, from the payment machine's countdown child. */
export function ReservationCountdown({ actor }: { actor: PaymentActor }) {
  const { t } = useTranslation();
  const countdown = useSelector(actor, (s) => s.children.reservation as CountdownActor | undefined);
  return countdown ? <CountdownTimer countdown={countdown} timer="reservation" label={t('common.countdown.reservation')} /> : null;
}
