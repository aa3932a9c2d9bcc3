import { useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_MAX_LENGTH } from './constants';
import { countryList, defaultPreferred } from './countries';
import { CountryDropdown } from './country-dropdown';
import { Flag } from './flags';
import { useCountryList } from './use-country-list';
import { usePhoneCountry } from './use-phone-country';
import { usePhoneText } from './use-phone-text';
import type { PhoneCountry, PhoneInputProps } from './types';
import './phone-input.css';

export function PhoneInput({
  value,
  onChange,
  mode = 'auto',
  autoFormat = true,
  defaultCountry = 'RU',
  onlyCountries,
  ignoredCountries,
  preferredCountries,
  validCharactersOnly = false,
  customValidate,
  searchable = false,
  autoDefaultCountry = false,
  onCountryChange,
  onBlur,
  name = 'telephone',
  id,
  maxLength = PHONE_MAX_LENGTH,
  placeholder,
  ariaLabel,
  required,
  disabled,
  invalid,
  describedBy,
  autoComplete = 'tel',
  className,
}: PhoneInputProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language || 'ru';
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const listId = `${ownId}-list`;
  const optionId = (index: number) => `${ownId}-opt-${index}`;

  const filter = useMemo(() => ({ onlyCountries, ignoredCountries, preferredCountries: preferredCountries ?? defaultPreferred(locale) }), [onlyCountries, ignoredCountries, preferredCountries, locale]);
  const { countries, preferredCount } = useMemo(() => countryList(locale, filter), [locale, filter]);

  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const { countryCode, country, changeCountry } = usePhoneCountry({ value, defaultCountry, autoDefaultCountry, onCountryChange, countries, filter, locale });
  const text = usePhoneText({ value, onChange, customValidate, mode, autoFormat, validCharactersOnly, maxLength, filter, locale, countryCode, country, changeCountry, inputRef });

  function choose(c: PhoneCountry) {
    if (c.iso2 !== countryCode) {
      changeCountry(c.iso2);
      text.carryOver(c);
    }
    inputRef.current?.focus();
  }

  const list = useCountryList({ countries, countryCode, searchable, disabled, rootRef, triggerRef, onChoose: choose });
  const { open, active } = list;

  // The highlighted option, for aria-activedescendant: the focus stays on the trigger or the search box.
  const activeId = open && active !== null && list.options[active] ? optionId(active) : undefined;
  const countryLabel = country ? t('phoneInput.countryButton', { name: country.name, code: country.dialCode }) : t('phoneInput.chooseCountry');

  return (
    <div ref={rootRef} className={`phone-input${className ? ` ${className}` : ''}${disabled ? ' phone-input--disabled' : ''}`}>
      <button
        ref={triggerRef}
        type="button"
        {...list.getReferenceProps({
          className: 'phone-input__country',
          'aria-label': countryLabel,
          'aria-controls': listId,
          'aria-activedescendant': searchable ? undefined : activeId,
          disabled,
          onClick: () => (open ? list.closeList() : list.openList()),
          onKeyDown: list.onTriggerKey,
        })}
      >
        {country ? <Flag iso2={country.iso2} /> : <span className="phone-input__flag" aria-hidden="true" />}
        <span className="phone-input__dial" aria-hidden="true">
          {country ? `+${country.dialCode}` : ''}
        </span>
        <span className="phone-input__arrow" aria-hidden="true">
          {open ? '▲' : '▼'}
        </span>
      </button>
      {open && <CountryDropdown list={list} listId={listId} optionId={optionId} activeId={activeId} countryCode={countryCode} preferredCount={preferredCount} searchable={searchable} />}
      <input
        ref={inputRef}
        id={inputId}
        type="tel"
        inputMode="tel"
        className="phone-input__input"
        name={name}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder ?? t('phoneInput.placeholder')}
        aria-label={ariaLabel}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        required={required}
        disabled={disabled}
        autoComplete={autoComplete}
        onChange={(e) => text.onInput(e.target.value, e.target.selectionStart)}
        onFocus={text.onFocusInput}
        onBlur={onBlur}
      />
    </div>
  );
}
