import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { LangLink } from '../../components/lang-link';
import { routes } from '../../config/routes';
import { useKnownClient } from '../../features/account/model/use-known-client';
import { subscriptionFor, useNoScheme } from '../../features/booking-shared';
import { useSetup } from '../../features/setup/api/get-setup';
import { useLang } from '../../i18n/use-lang';
import { useDocumentTitle } from '../../shell/use-document-title';
import { localized } from '../../../contract/lang';
import { CategoryBooking } from '../../features/category-booking';
import '../../styles/page.css';

/** `/event/{hash}/{date?}/{time?}`: category-based booking (spec 2, events page). */
export function EventsPage() {
  const { t } = useTranslation();
  const { hash = '', date, time } = useParams();
  const [params] = useSearchParams();
  const lang = useLang();
  const setup = useSetup();
  const booking = useNoScheme(hash, lang);
  // The client of ?sessionId or the one stored on login (spec 2 §6).
  const known = useKnownClient();

  // The previous language's data stands in while the new one loads, so the buyer's
  // choices survive a language switch; another event's never does.
  const data = booking.data?.action.hash_id === hash ? booking.data : undefined;
  useDocumentTitle(data ? localized(data.action, 'action', lang) : '');
  const waiting = (!data && booking.isFetching) || setup.isPending || known.pending;
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

  const subscription = subscriptionFor(known.client, hash);
  return (
    <CategoryBooking
      key={hash}
      hash={hash}
      lang={lang}
      data={data}
      setup={setup.data}
      client={known.client}
      subscription={subscription}
      subscriptionOn={params.get('sub') === '1'}
      routeDate={date}
      routeTime={time}
    />
  );
}
