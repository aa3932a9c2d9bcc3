import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { dateTimeMachine } from '../../../../engine/machines';

/** "Получить по подписке": shown to a known client whose subscription covers this event. */
export function SubscriptionToggle({ dateTime, left }: { dateTime: ActorRefFrom<typeof dateTimeMachine>; left: number }) {
  const { t } = useTranslation();
  const on = useSelector(dateTime, (s) => s.context.subscriptionMode);
  return (
    <label className="events-subscription">
      <input type="checkbox" checked={on} onChange={(e) => dateTime.send({ type: 'SET_SUBSCRIPTION_MODE', on: e.target.checked })} />
      <span>
        {t('booking.subscription.option')}
        <span className="events-subscription__left">{t('booking.subscription.left', { count: left })}</span>
      </span>
    </label>
  );
}
