import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { countdownMachine } from '../../../../engine/machines';
import type { NominalFormActor } from '../hooks/use-nominal-form';
import { countdownParts, isoDuration, shownUnits } from '../model/countdown-text';

type Countdown = ActorRefFrom<typeof countdownMachine>;

/** The reservation's time left (days, hours, minutes, seconds), from the machine's countdown child. */
export function NominalCountdown({ actor }: { actor: NominalFormActor }) {
  const countdown = useSelector(actor, (s) => s.children.reservation as Countdown | undefined);
  return countdown ? <CountdownLine countdown={countdown} /> : null;
}

function CountdownLine({ countdown }: { countdown: Countdown }) {
  const { t } = useTranslation();
  const labelId = useId();
  const seconds = useSelector(countdown, (s) => s.context.remaining.reservation ?? 0);
  const parts = countdownParts(seconds);
  const text = shownUnits(parts)
    .map((unit) => t(`nominal.countdown.${unit}`, { count: parts[unit] }))
    .join(' ');
  return (
    <p className="nominal-countdown">
      <span id={labelId} className="nominal-countdown__label">
        {t('nominal.countdown.label')}
      </span>{' '}
      {/* A timer is not announced every second (its implicit aria-live is off). */}
      <span role="timer" aria-labelledby={labelId} className="nominal-countdown__time">
        <time dateTime={isoDuration(seconds)}>{text}</time>
      </span>
    </p>
  );
}
