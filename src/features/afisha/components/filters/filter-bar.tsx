import { useTranslation } from 'react-i18next';
import type { Afisha } from '../../../../../contract/afisha';
import type { Lang } from '../../../../../contract/lang';
import type { ListingFilters } from '../../model/filters';
import { DateRangeFilter } from './date-range-filter';
import { SearchFilter } from './search-filter';
import { TagFilter } from './tag-filter';
import { ToggleFilter } from './toggle-filter';

type Props = {
  filters: ListingFilters;
  update: (patch: Partial<ListingFilters>) => void;
  lang: Lang;
  isPhone: boolean;
  /** null: the menu kind has no date calendar (showfiltercalendar 0). */
  calendar: { days: ReadonlySet<string>; today: string } | null;
  /** null: the menu kind shows no tags (showattribute 0). */
  tags: Afisha['list_tags'] | null;
  /** Shown only to a logged-in client who has subscriptions. */
  canFilterSubscriptions: boolean;
};

export function FilterBar({ filters, update, lang, isPhone, calendar, tags, canFilterSubscriptions }: Props) {
  const { t } = useTranslation();
  return (
    <div role="search" className="filters" aria-label={t('afisha.filters.label')}>
      <div className="filters__row">
        <SearchFilter value={filters.search} onChange={(search) => update({ search })} />
        {calendar && (
          <DateRangeFilter
            lang={lang}
            from={filters.from}
            to={filters.to}
            days={calendar.days}
            today={calendar.today}
            isPhone={isPhone}
            onChange={(from, to) => update({ from, to })}
          />
        )}
      </div>
      {tags && <TagFilter tags={tags} selected={filters.tags} lang={lang} isPhone={isPhone} onChange={(next) => update({ tags: next })} />}
      <div className="filters__row filters__toggles">
        <ToggleFilter label={t('afisha.filters.available')} checked={filters.available} onChange={(available) => update({ available })} />
        {canFilterSubscriptions && (
          <ToggleFilter label={t('afisha.filters.subscriptions')} checked={filters.subscriptions} onChange={(subscriptions) => update({ subscriptions })} />
        )}
      </div>
    </div>
  );
}
