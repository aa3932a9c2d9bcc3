import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localized, type Lang } from '../../../../../contract/lang';
import type { Afisha } from '../../../../../contract/afisha';

/** At most 20 tags, 6 on phones, before 'more'. */
export const TAGS_SHOWN = 20;
export const TAGS_SHOWN_PHONE = 6;

type Props = {
  tags: Afisha['list_tags'];
  selected: readonly number[];
  lang: Lang;
  isPhone: boolean;
  onChange: (tags: number[]) => void;
};

export function TagFilter({ tags, selected, lang, isPhone, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const limit = isPhone ? TAGS_SHOWN_PHONE : TAGS_SHOWN;
  if (tags.length === 0) return null;
  const chosen = new Set(selected);
  // A chosen tag stays visible when the list is folded, so it can be unchosen.
  const shown = expanded ? tags : tags.filter((tag, i) => i < limit || chosen.has(tag.attr_id));
  const folded = tags.length - shown.length;

  return (
    <div className="tag-filter" role="group" aria-label={t('afisha.filters.tags')}>
      <ul id={id} className="tag-filter__list">
        {shown.map((tag) => {
          const on = chosen.has(tag.attr_id);
          return (
            <li key={tag.attr_id}>
              <button
                type="button"
                className="chip"
                aria-pressed={on}
                onClick={() => onChange(on ? selected.filter((x) => x !== tag.attr_id) : [...selected, tag.attr_id])}
              >
                {localized(tag, 'attrname', lang)}
              </button>
            </li>
          );
        })}
      </ul>
      {(folded > 0 || expanded) && tags.length > limit && (
        <button type="button" className="link-button tag-filter__more" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((e) => !e)}>
          {expanded ? t('afisha.filters.lessTags') : t('afisha.filters.moreTags', { count: folded })}
        </button>
      )}
    </div>
  );
}
