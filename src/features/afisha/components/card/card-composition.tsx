import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Composition } from '../../../../../contract/afisha';
import { localized, type Lang } from '../../../../../contract/lang';
import { formatDate, joinParts } from '../../../../i18n/format';

/** Three items, then a 'more' button. */
export const COMPOSITION_VISIBLE = 3;

function safeUrl(url: string | null | undefined): string | null {
  return url && /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : null;
}

function Item({ item, lang }: { item: Composition; lang: Lang }) {
  const name = localized(item, 'eventstr', lang);
  const url = safeUrl(item.url);
  const day = formatDate(item.eventstr_day, lang, { day: 'numeric', month: 'long', weekday: 'short' });
  const address = localized(item, 'address', lang);
  return (
    <li className="composition__item">
      <span className="composition__name">{url ? <a href={url}>{name}</a> : name}</span>
      {(day || item.eventstr_time) && <span className="composition__when">{joinParts([day, item.eventstr_time], lang)}</span>}
      {address && <span className="composition__address">{address}</span>}
    </li>
  );
}

export function CardComposition({ items, lang }: { items: readonly Composition[]; lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  if (items.length === 0) return null;
  const hidden = items.length - COMPOSITION_VISIBLE;
  const shown = expanded ? items : items.slice(0, COMPOSITION_VISIBLE);
  return (
    <div className="composition">
      <h4 className="composition__title">{t('afisha.card.composition')}</h4>
      <ul id={id} className="composition__list">
        {shown.map((item, i) => (
          // The list never reorders; its position is the identity.
          <Item key={i} item={item} lang={lang} />
        ))}
      </ul>
      {hidden > 0 && (
        <button type="button" className="link-button event-card__toggle" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((e) => !e)}>
          {expanded ? t('afisha.card.compositionLess') : t('afisha.card.compositionMore', { count: hidden })}
        </button>
      )}
    </div>
  );
}
