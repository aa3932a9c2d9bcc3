import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { localized } from '../../../contract/lang';
import { LoadFailure, LoadingPlaceholder, Skeleton } from '../../components/load-failure';
import { useKnownClient } from '../../features/account/model/use-known-client';
import { ruDayFromIso, routeTime } from '../../features/booking-shared';
import { SeatBooking, useScheme } from '../../features/seat-booking';
import { useSetup } from '../../features/setup/api/get-setup';
import { useLang } from '../../i18n/use-lang';
import { useDocumentTitle } from '../../shell/use-document-title';
import { instrumentSeatMap } from './debug';
import '../../styles/page.css';

/** /scheme/{hash}/{date?}/{time?}: seat booking on a hall map (docs/product/scheme.md). */
export function SchemePage() {
  const { t } = useTranslation();
  const { hash = '', date, time } = useParams();
  const lang = useLang();
  const scheme = useScheme(hash, lang);
  const setup = useSetup();
  // The client of ?sessionId or the one stored on login prefills the buyer (docs/product/scheme.md).
  const known = useKnownClient();
  useDocumentTitle(scheme.data ? localized(scheme.data.action, 'action', lang) : '');

  // Setup decides the card mode and the captcha; without it the defaults apply.
  if (scheme.isPending || setup.isPending || known.pending) {
    return (
      <div className="page">
        <LoadingPlaceholder>
          <Skeleton kind="title" />
          <Skeleton kind="line" style={{ width: '70%' }} />
          <Skeleton kind="row" style={{ height: 72 }} />
          <Skeleton kind="map" />
        </LoadingPlaceholder>
      </div>
    );
  }
  if (scheme.isError) {
    return (
      <div className="page">
        <LoadFailure
          error={scheme.error}
          onRetry={() => scheme.refetch()}
          retrying={scheme.isFetching}
          notFound={
            <p className="page page--message" role="alert" data-testid="scheme-data-not-found">
              {t('scheme.notFound')}
            </p>
          }
        />
      </div>
    );
  }
  return (
    <div className="page">
      <SeatBooking
        // Another event, language or client is another page: its flows start afresh (a page the
        // server rendered knows the client stored in the browser only after hydration).
        key={`${hash}|${lang}|${known.client?.sessionId ?? ''}`}
        hash={hash}
        lang={lang}
        scheme={scheme.data}
        setup={setup.data}
        client={known.client}
        date={ruDayFromIso(date)}
        time={routeTime(time)}
        instrument={instrumentSeatMap}
      />
    </div>
  );
}
