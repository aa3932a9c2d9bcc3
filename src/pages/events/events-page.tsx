import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { LangLink } from '../../components/lang-link';
import { routes } from '../../config/routes';
import { subscriptionFor, useClientInfo, useNoScheme } from '../../features/booking';
import { useSetup } from '../../features/setup/api/get-setup';
import { useLang } from '../../i18n/use-lang';
import { useDocumentTitle } from '../../shell/use-document-title';
import { localized } from '../../../contract/lang';
import { EventBooking } from './event-booking';
import '../../styles/page.css';
import './events-page.css';

/** `/event/{hash}/{date?}/{time?}`: category-based booking (spec 2, events page). */
export function EventsPage() {
  const { t } = useTranslation();
  const { hash = '', date, time } = useParams();
  const [params] = useSearchParams();
  const lang = useLang();
  const sessionId = params.get('sessionId');
  const setup = useSetup();
  const booking = useNoScheme(hash, lang);
  const client = useClientInfo(sessionId);

  // The previous language's data stands in while the new one loads, so the buyer's
  // choices survive a language switch; another event's never does.
  const data = booking.data?.action.hash_id === hash ? booking.data : undefined;
  useDocumentTitle(data ? localized(data.action, 'action', lang) : '');
  const waiting = (!data && booking.isFetching) || setup.isPending || (!!sessionId && client.isPending);
  if (waiting) {
    return (
      <div className="page">
        <p className="status" role="status">
          {t('common.loading')}
        </p>
      </div>
    );
  }
  // No action: the page error (the failure itself is logged by the API layer).
  if (!data) {
    return (
      <div className="page page--message">
        <h1 className="page__title">{t('events.notFound')}</h1>
        <LangLink to={routes.afisha()} className="button-link">
          {t('events.toAfisha')}
        </LangLink>
      </div>
    );
  }

  const subscription = subscriptionFor(client.data, hash);
  return (
    <EventBooking
      key={hash}
      hash={hash}
      lang={lang}
      data={data}
      setup={setup.data}
      client={client.data}
      subscription={subscription}
      subscriptionOn={params.get('sub') === '1'}
      routeDate={date}
      routeTime={time}
    />
  );
}
