import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeDescription, truncateHtml } from '../../model/description';

type Props = { html: string; tags: readonly string[]; limit: number };

/** The event's HTML description, sanitised, cut to the setup length with a 'more details' toggle. */
export function CardDescription({ html, tags, limit }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const clean = useMemo(() => sanitizeDescription(html, tags), [html, tags]);
  const short = useMemo(() => truncateHtml(clean, limit), [clean, limit]);
  if (!clean.trim()) return null;
  return (
    <div className="event-card__description-block">
      <div id={id} className="event-card__description" dangerouslySetInnerHTML={{ __html: expanded || short === null ? clean : short }} />
      {short !== null && (
        <button type="button" className="link-button event-card__toggle" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((e) => !e)}>
          {expanded ? t('afisha.card.lessDetails') : t('afisha.card.moreDetails')}
        </button>
      )}
    </div>
  );
}
