import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function SearchFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="filter-search">
      <label htmlFor={id} className="visually-hidden">
        {t('afisha.filters.search')}
      </label>
      <input
        id={id}
        type="search"
        className="input filter-search__input"
        value={value}
        maxLength={200}
        placeholder={t('afisha.filters.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
