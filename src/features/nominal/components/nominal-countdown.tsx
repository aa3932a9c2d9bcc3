import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { CountdownTimer, type CountdownActor } from '../../../components/countdown';
import type { NominalFormActor } from '../hooks/use-nominal-form';

/** The reservation's time left (days, hours, minutes, seconds), from the machine's countdown child. */
export function NominalCountdown({ actor }: { actor: NominalFormActor }) {
  const { t } = useTranslation();
  const countdown = useSelector(actor, (s) => s.children.reservation as CountdownActor | undefined);
  return countdown ? <CountdownTimer countdown={countdown} timer="reservation" label={t('common.countdown.reservation')} /> : null;
}
