import { useTranslation } from 'react-i18next';
import type { CountryCode } from 'libphonenumber-js';
import { DROPDOWN_WIDTH } from './constants';
import { Flag } from './flags';
import type { CountryList } from './use-country-list';

type Props = {
  list: CountryList;
  listId: string;
  optionId: (index: number) => string;
  countryCode: CountryCode | undefined;
  preferredCount: number;
  searchable: boolean;
};

/** The open dropdown: the optional search box and the listbox of countries. */
export function CountryDropdown({ list, listId, optionId, countryCode, preferredCount, searchable }: Props) {
  const { t } = useTranslation();
  const { placement, options, active, search } = list;
  const activeOption = options[active];
  return (
    <div
      ref={list.floatingRef}
      className="phone-input__dropdown"
      data-placement={placement}
      // Hidden until placed: at its unplaced spot it would flash over the page for a frame.
      style={{ ...list.floatingStyles, width: DROPDOWN_WIDTH, opacity: list.isPositioned ? undefined : 0 }}
    >
      {searchable && (
        <input
          ref={list.searchRef}
          type="search"
          className="phone-input__search"
          aria-label={t('phoneInput.search')}
          placeholder={t('phoneInput.search')}
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(active) : undefined}
          value={search}
          onChange={(e) => list.onSearch(e.target.value)}
          onKeyDown={(e) => list.onListKey(e, true)}
        />
      )}
      <ul id={listId} role="listbox" className="phone-input__list" aria-label={t('phoneInput.countries')}>
        {options.map((c, index) => (
          <li
            key={`${c.iso2}-${index < preferredCount ? 'p' : 'a'}`}
            id={optionId(index)}
            role="option"
            aria-selected={c.iso2 === countryCode}
            className={[
              'phone-input__option',
              index === active ? 'phone-input__option--active' : '',
              c.iso2 === countryCode ? 'phone-input__option--selected' : '',
              index === preferredCount - 1 && !search ? 'phone-input__option--last-preferred' : '',
            ]
              .filter(Boolean)
              .join(' ')}
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => list.setActive(index)}
            onClick={() => list.choose(c)}
          >
            <Flag iso2={c.iso2} />
            <span className="phone-input__name">{c.name}</span>
            <span className="phone-input__code">+{c.dialCode}</span>
          </li>
        ))}
        {options.length === 0 && (
          <li role="option" aria-disabled="true" aria-selected="false" className="phone-input__empty">
            {t('phoneInput.nothingFound')}
          </li>
        )}
      </ul>
    </div>
  );
}
