import { useTranslation } from 'react-i18next';
import { LangLink } from '../../../../components/lang-link';

type Props = { href: string | null; soonOnSale: boolean; titleId: string };

/** Book: a link to the booking page, or a disabled button when there is nothing to book yet. */
export function BookButton({ href, soonOnSale, titleId }: Props) {
  const { t } = useTranslation();
  if (soonOnSale || !href) {
    return (
      <button type="button" className="button button--book" disabled aria-describedby={titleId}>
        {soonOnSale ? t('afisha.soonOnSale') : t('afisha.card.book')}
      </button>
    );
  }
  return (
    <LangLink to={href} className="button button--book" aria-describedby={titleId}>
      {t('afisha.card.book')}
    </LangLink>
  );
}
