import { useTranslation } from 'react-i18next';
import type { CountryCode } from 'libphonenumber-js';
import { DROPDOWN_WIDTH } from './constants';
import { Flag } from './flags';
import type { CountryList } from './use-country-list';

type Props = {
  list: CountryList;
  listId: string;
  optionId: (index: number) => string;
  /** The highlighted option's id, when one is. */
  activeId: string | undefined;
  countryCode: CountryCode | undefined;
  preferredCount: number;
  searchable: boolean;
};

/** The open dropdown: the optional search box and the listbox of countries. */
export function CountryDropdown({ list, listId, optionId, activeId, countryCode, preferredCount, searchable }: Props) {
  const { t } = useTranslation();
  const { placement, options, active, search } = list;
  return (
    <div
      ref={list.floatingRef}
      {...list.getFloatingProps({
        className: 'phone-input__dropdown',
        // The listbox is the list below, not this box that holds it and the search field.
        role: undefined,
        id: undefined,
        'aria-orientation': undefined,
        'aria-activedescendant': undefined,
      })}
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
          aria-activedescendant={activeId}
          value={search}
          onChange={(e) => list.onSearch(e.target.value)}
          onKeyDown={list.onSearchKey}
        />
      )}
      <ul id={listId} role="listbox" className="phone-input__list" aria-label={t('phoneInput.countries')}>
        {options.map((c, index) => (
          <li
            key={`${c.iso2}-${index < preferredCount ? 'p' : 'a'}`}
            ref={list.itemRef(index)}
            {...list.getItemProps({
              id: optionId(index),
              selected: c.iso2 === countryCode,
              className: [
                'phone-input__option',
                index === active ? 'phone-input__option--active' : '',
                c.iso2 === countryCode ? 'phone-input__option--selected' : '',
                index === preferredCount - 1 && !search ? 'phone-input__option--last-preferred' : '',
              ]
                .filter(Boolean)
                .join(' '),
              // The focus stays where it is (the trigger or the search box), as in a native select.
              onMouseDown: (e) => e.preventDefault(),
              onClick: () => list.choose(c),
            })}
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
