import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { countdownMachine } from '../../../../engine/machines';
import { countdownParts, isoDuration, shownUnits } from '../model/countdown-parts';
import type { PaymentActor } from '../model/payment-actor';

type Countdown = ActorRefFrom<typeof countdownMachine>;

/** The reservation's seconds left, from the payment machine's countdown child. */
export function ReservationCountdown({ actor }: { actor: PaymentActor }) {
  const countdown = useSelector(actor, (s) => s.children.reservation as Countdown | undefined);
  return countdown ? <CountdownLine countdown={countdown} /> : null;
}

function CountdownLine({ countdown }: { countdown: Countdown }) {
  const { t } = useTranslation();
  const labelId = useId();
  const seconds = useSelector(countdown, (s) => s.context.remaining.reservation ?? 0);
  const parts = countdownParts(seconds);
  const text = shownUnits(parts)
    .map((unit) => t(`payment.countdown.${unit}`, { count: parts[unit] }))
    .join(' ');
  return (
    <p className="payment__countdown">
      <span id={labelId} className="payment__countdown-label">
        {t('payment.countdown.label')}
      </span>{' '}
      {/* A timer is not announced every second (its implicit aria-live is off). */}
      <span role="timer" aria-labelledby={labelId} className="payment__countdown-time">
        <time dateTime={isoDuration(seconds)}>{text}</time>
      </span>
    </p>
  );
}
