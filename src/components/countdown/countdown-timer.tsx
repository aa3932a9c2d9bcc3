import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { countdownMachine } from '../../../engine/machines';
import { countdownParts, isoDuration, shownUnits } from './countdown-parts';
import './countdown.css';

export type CountdownActor = ActorRefFrom<typeof countdownMachine>;

type Props = {
  /** A flow machine's countdown child (engine/machines/countdown.ts). */
  countdown: CountdownActor;
  /** Which of its timers: the reservation, or a refund group. */
  timer: string;
  /** What runs out, e.g. "Бронь действует ещё". */
  label: string;
  className?: string;
};

/** Time left as days, hours, minutes and seconds with their plurals, read from a countdown child. */
export function CountdownTimer({ countdown, timer, label, className }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  const seconds = useSelector(countdown, (s) => s.context.remaining[timer] ?? 0);
  const parts = countdownParts(seconds);
  const text = shownUnits(parts)
    .map((unit) => t(`common.countdown.${unit}`, { count: parts[unit] }))
    .join(' ');
  return (
    <p className={`countdown${className ? ` ${className}` : ''}`}>
      <span id={labelId} className="countdown__label">
        {label}
      </span>{' '}
      {/* A timer is not announced every second (its implicit aria-live is off). */}
      <span role="timer" aria-labelledby={labelId} className="countdown__time">
        <time dateTime={isoDuration(seconds)}>{text}</time>
      </span>
    </p>
  );
}
