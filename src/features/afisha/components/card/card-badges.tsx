import { useTranslation } from 'react-i18next';
import type { AfishaEvent } from '../../../../../contract/afisha';

/** Card payment (the Pushkin card), sign language and free entry, as small labels. */
export function CardBadges({ event, pushkin }: { event: AfishaEvent; pushkin: boolean }) {
  const { t } = useTranslation();
  const badges: { key: string; text: string; tone: string }[] = [];
  if (pushkin && event.usepushkarta === 1) {
    badges.push({ key: 'pushkin', text: event.usenopushkarta === 0 ? t('afisha.card.pushkinOnly') : t('afisha.card.pushkin'), tone: 'pushkin' });
  }
  if (event.signlang === 1) badges.push({ key: 'sign', text: t('afisha.card.signLanguage'), tone: 'sign' });
  if (event.maybefree === 1) badges.push({ key: 'free', text: t('afisha.card.free'), tone: 'free' });
  if (badges.length === 0) return null;
  return (
    <ul className="badges" aria-label={t('afisha.card.badges')}>
      {badges.map((b) => (
        <li key={b.key} className={`badge badge--${b.tone}`}>
          {b.text}
        </li>
      ))}
    </ul>
  );
}
