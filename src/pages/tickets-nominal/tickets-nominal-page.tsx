import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Lang } from '../../../contract/lang';
import { NominalForm, useNominalForm, useOrderData } from '../../features/nominal';
import { useSetup } from '../../features/setup/api/get-setup';
import { useLang } from '../../i18n/use-lang';
import { useDocumentTitle } from '../../shell/use-document-title';
import '../../styles/page.css';

/** /nominal-tickets/{hash}: the holders of an order's nominal tickets (docs/product/nominal.md). */
export function TicketsNominalPage() {
  const { t } = useTranslation();
  const { hash = '' } = useParams();
  const lang = useLang();
  const setup = useSetup();
  // The machine counts ages and future dates from the server's today, so it starts with setup.
  const today = setup.data?.date;
  return (
    <div className="page nominal-page">
      <h1 className="page__title">{t('nominal.title')}</h1>
      {today ? (
        // Another order is another form; a language change is the machine's to handle.
        <NominalContent key={hash} hash={hash} lang={lang} today={today} currency={setup.data?.app.currency} />
      ) : setup.isError ? (
        <div className="nominal-message">
          <p role="alert">{t('nominal.loadFailed')}</p>
          <button type="button" className="nominal-button" onClick={() => void setup.refetch()}>
            {t('nominal.retry')}
          </button>
        </div>
      ) : (
        <p className="nominal-message" role="status">
          {t('nominal.loading')}
        </p>
      )}
    </div>
  );
}

function NominalContent({ hash, lang, today, currency }: { hash: string; lang: Lang; today: string; currency: string | undefined }) {
  const { t } = useTranslation();
  const { actor, submitLost, clearSubmitLost } = useNominalForm({ hash, lang, today });
  const num = useOrderData(hash, lang).data?.response[0]?.ord_num;
  useDocumentTitle(num ? t('nominal.documentTitle', { num }) : t('nominal.title'));
  return <NominalForm actor={actor} hash={hash} lang={lang} currency={currency} submitLost={submitLost} onSubmitLostClose={clearSubmitLost} />;
}
