import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { isShownTime, type dateTimeMachine } from '../../../../engine/machines';
import { isoFromRuDay } from '../model/dates';

/**
 * The route follows the chosen date and time, keeping the query (lang,
 * sessionId). A layout effect, so it is subscribed before the actor starts and a time
 * picked on entry counts too. `path` builds the page's route from yyyy-mm-dd and HH:MM.
 */
export function useDateTimeRoute(dateTime: ActorRefFrom<typeof dateTimeMachine>, path: (date?: string, time?: string) => string) {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({ search: location.search, path });
  latest.current = { search: location.search, path };
  useLayoutEffect(() => {
    const sub = dateTime.on('route.changed', (e) => {
      const date = e.date ? (isoFromRuDay(e.date) ?? undefined) : undefined;
      const time = date && e.time && isShownTime(e.time) ? e.time : undefined;
      navigate({ pathname: latest.current.path(date, time), search: latest.current.search }, { replace: true });
    });
    return () => sub.unsubscribe();
  }, [dateTime, navigate]);
}
