import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getCountryCallingCode, parsePhoneNumberFromString, AsYouType, type CountryCode } from 'libphonenumber-js';
import { DROPDOWN_MIN_SPACE_BELOW, DROPDOWN_WIDTH, PHONE_MAX_LENGTH, TYPE_RESET_MS } from './constants';
import { countryList, findCountry, isAllowed, mainCountryOf } from './countries';
import { Flag } from './flags';
import { lookupCountry } from './country-lookup';
import { formatPhone, isInternational, keepValidChars, phoneResult } from './phone-format';
import type { Country, PhoneInputProps } from './types';
import './phone-input.css';

type Placement = 'below' | 'above';

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** Digits and the plus: what the caret is counted by. */
function significant(text: string): number {
  return text.replace(/[^\d+]/g, '').length;
}

/** The country to start with: the default when allowed, else the first preferred or allowed one. */
function initialCountry(value: string, defaultCountry: string | undefined, list: Country[]): CountryCode | undefined {
  const codes = new Set(list.map((c) => c.iso2 as string));
  if (value.trim().startsWith('+')) {
    const typer = new AsYouType();
    typer.input(value.trim());
    const fromNumber = typer.getCountry();
    if (fromNumber && codes.has(fromNumber)) return fromNumber;
  }
  const wanted = (defaultCountry ?? 'RU').toUpperCase();
  if (codes.has(wanted)) return wanted as CountryCode;
  return list[0]?.iso2;
}

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

  const filter = useMemo(() => ({ onlyCountries, ignoredCountries, preferredCountries }), [onlyCountries, ignoredCountries, preferredCountries]);
  const { countries, preferredCount } = useMemo(() => countryList(locale, filter), [locale, filter]);

  const [countryCode, setCountryCode] = useState<CountryCode | undefined>(() => initialCountry(value, defaultCountry, countries));
  const country = useMemo(() => findCountry(countryCode, locale), [countryCode, locale]);

  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<Placement>('below');
  const [active, setActive] = useState(0);
  const [search, setSearch] = useState('');
  const typed = useRef({ text: '', timer: undefined as ReturnType<typeof setTimeout> | undefined });

  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const options = useMemo(() => {
    const q = search.trim().toLowerCase().replace(/^\+/, '');
    if (!searchable || q === '') return countries;
    return countries.filter((c) => c.name.toLowerCase().includes(q) || c.iso2.toLowerCase() === q || c.dialCode.startsWith(q));
  }, [countries, search, searchable]);

  const resultOf = useCallback(
    (text: string, code: CountryCode | undefined) => phoneResult(text, code, { ...filter, locale, customValidate }),
    [filter, locale, customValidate],
  );

  const changeCountry = useCallback(
    (code: CountryCode | undefined) => {
      setCountryCode(code);
      const c = findCountry(code, locale);
      if (c) onCountryChange?.(c);
    },
    [locale, onCountryChange],
  );

  // A value set from outside (a known client's phone, the development prefill) brings its country.
  useEffect(() => {
    const text = value.trim();
    if (!text.startsWith('+')) return;
    const typer = new AsYouType();
    typer.input(text);
    const fromNumber = typer.getCountry() ?? (typer.getCallingCode() && countryCode && getCountryCallingCode(countryCode) === typer.getCallingCode() ? countryCode : undefined);
    if (fromNumber && fromNumber !== countryCode && isAllowed(fromNumber, filter)) changeCountry(fromNumber);
    // Only the value drives this; the country it picks must not re-trigger it.
  }, [value]);

  // The visitor's country from the IP-lookup service, when asked for and nothing is typed yet.
  useEffect(() => {
    if (!autoDefaultCountry) return;
    let cancelled = false;
    const lookup = typeof autoDefaultCountry === 'function' ? autoDefaultCountry : () => lookupCountry();
    lookup()
      .then((code) => {
        const iso2 = code.toUpperCase() as CountryCode;
        if (!cancelled && value.trim() === '' && isAllowed(iso2, filter) && findCountry(iso2, locale)) changeCountry(iso2);
      })
      // The spec shows nothing for a failed lookup: the default country stays.
      .catch((error: unknown) => console.warn('[phone-input] country lookup failed', error));
    return () => {
      cancelled = true;
    };
  }, [autoDefaultCountry]);

  useEffect(() => () => clearTimeout(typed.current.timer), []);

  // Formatting adds and removes spaces and brackets; the caret stays after the same digit.
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const el = inputRef.current;
    const wanted = caret.current;
    caret.current = null;
    if (wanted === null || !el || document.activeElement !== el) return;
    let pos = 0;
    for (let seen = 0; pos < value.length && seen < wanted; pos++) if (/[\d+]/.test(value[pos]!)) seen++;
    el.setSelectionRange(pos, pos);
  }, [value]);

  // Closes on a press outside, like a native select.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent | MouseEvent) => {
      if (rootRef.current && e.target instanceof Node && !rootRef.current.contains(e.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  // The highlighted option stays in view while arrows and typing move it.
  useEffect(() => {
    if (!open) return;
    const el = document.getElementById(optionId(active));
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, options]);

  useEffect(() => {
    if (open && searchable) searchRef.current?.focus();
  }, [open, searchable]);

  function openList() {
    if (disabled) return;
    const rect = (rootRef.current ?? triggerRef.current)?.getBoundingClientRect();
    const spaceBelow = rect ? window.innerHeight - rect.bottom : Infinity;
    setPlacement(spaceBelow > DROPDOWN_MIN_SPACE_BELOW ? 'below' : 'above');
    setSearch('');
    const current = countries.findIndex((c) => c.iso2 === countryCode);
    setActive(current >= 0 ? current : 0);
    setOpen(true);
  }

  function closeList(focusTrigger = true) {
    setOpen(false);
    typed.current.text = '';
    if (focusTrigger) triggerRef.current?.focus();
  }

  function choose(c: Country) {
    closeList(false);
    if (c.iso2 !== countryCode) {
      changeCountry(c.iso2);
      const text = value.trim();
      let next = text;
      if (isInternational(text, mode) || (mode === 'auto' && text.startsWith('+'))) {
        const parsed = text.startsWith('+') ? parsePhoneNumberFromString(text) : undefined;
        const national = parsed ? String(parsed.nationalNumber) : text.startsWith('+') ? '' : digitsOf(text);
        next = autoFormat ? new AsYouType().input(`+${c.dialCode}${national}`) : `+${c.dialCode}${national}`;
      } else if (text !== '' && autoFormat) {
        next = formatPhone(text, c.iso2, mode);
      }
      next = next.slice(0, maxLength);
      onChange(next, resultOf(next, c.iso2));
    }
    inputRef.current?.focus();
  }

  /** Type-to-find: letters typed within 700 ms of each other name one country. */
  function typeToFind(ch: string) {
    const state = typed.current;
    clearTimeout(state.timer);
    state.text += ch.toLowerCase();
    state.timer = setTimeout(() => {
      state.text = '';
    }, TYPE_RESET_MS);
    // In list order, so a preferred country is found in its place at the top.
    const i = options.findIndex((c) => c.name.toLowerCase().startsWith(state.text));
    if (i >= 0) setActive(i);
  }

  function onListKey(e: KeyboardEvent<HTMLElement>, fromSearch = false) {
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(e.key)) {
        e.preventDefault();
        openList();
      } else if (e.key.length === 1 && /\p{L}/u.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
        openList();
        typeToFind(e.key);
      }
      return;
    }
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        setActive((i) => Math.min(i + 1, options.length - 1));
        break;
      case 'ArrowUp':
        e.preventDefault();
        setActive((i) => Math.max(i - 1, 0));
        break;
      case 'Home':
        if (fromSearch) break;
        e.preventDefault();
        setActive(0);
        break;
      case 'End':
        if (fromSearch) break;
        e.preventDefault();
        setActive(options.length - 1);
        break;
      case 'Enter': {
        e.preventDefault();
        const c = options[active];
        if (c) choose(c);
        break;
      }
      case 'Escape':
        e.preventDefault();
        e.stopPropagation();
        closeList();
        break;
      case 'Tab':
        closeList(false);
        break;
      default:
        if (!fromSearch && e.key.length === 1 && /\p{L}/u.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
          e.preventDefault();
          typeToFind(e.key);
        }
    }
  }

  function onInput(raw: string, selectionStart: number | null) {
    let text = validCharactersOnly ? keepValidChars(raw) : raw;
    // Digits typed in front of the dial code belong after it ("9+7" is "+79").
    const plusAt = text.indexOf('+');
    if (plusAt > 0) text = `+${digitsOf(text.slice(plusAt))}${digitsOf(text.slice(0, plusAt))}`;
    else caret.current = significant(raw.slice(0, selectionStart ?? raw.length));
    let code = countryCode;
    const trimmed = text.trim();
    if (trimmed.startsWith('+')) {
      const typer = new AsYouType();
      typer.input(trimmed);
      const callingCode = typer.getCallingCode();
      const fromNumber = typer.getCountry() ?? (callingCode && (!code || getCountryCallingCode(code) !== callingCode) ? mainCountryOf(callingCode) : undefined);
      if (fromNumber && fromNumber !== code && isAllowed(fromNumber, filter) && findCountry(fromNumber, locale)) {
        code = fromNumber;
        changeCountry(fromNumber);
      }
    } else if (mode === 'international' && trimmed !== '' && code) {
      // Digits typed without the plus are read as a number of the selected country.
      caret.current = Number.MAX_SAFE_INTEGER;
      const parsed = parsePhoneNumberFromString(trimmed, code);
      text = parsed?.isPossible() ? parsed.formatInternational() : `+${getCountryCallingCode(code)}${digitsOf(trimmed)}`;
    }
    // A deleted space or bracket would come straight back if the text were re-formatted.
    const deleting = text.length < value.length && digitsOf(text) === digitsOf(value);
    if (autoFormat && !deleting) text = formatPhone(text, code, mode);
    text = text.slice(0, maxLength);
    onChange(text, resultOf(text, code));
  }

  function onFocusInput() {
    // In international mode the field starts with the dial code, as a hint of the format.
    if (mode === 'international' && value.trim() === '' && country) {
      const text = `+${country.dialCode}`;
      caret.current = text.length;
      onChange(text, resultOf(text, country.iso2));
    }
  }

  const activeOption = open ? options[active] : undefined;
  const countryLabel = country ? t('phoneInput.countryButton', { name: country.name, code: country.dialCode }) : t('phoneInput.chooseCountry');

  return (
    <div ref={rootRef} className={`phone-input${className ? ` ${className}` : ''}${disabled ? ' phone-input--disabled' : ''}`}>
      <button
        ref={triggerRef}
        type="button"
        role="combobox"
        className="phone-input__country"
        aria-label={countryLabel}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption && !searchable ? optionId(active) : undefined}
        disabled={disabled}
        onClick={() => (open ? closeList() : openList())}
        onKeyDown={(e) => onListKey(e)}
      >
        {country ? <Flag iso2={country.iso2} /> : <span className="phone-input__flag" aria-hidden="true" />}
        <span className="phone-input__dial" aria-hidden="true">
          {country ? `+${country.dialCode}` : ''}
        </span>
        <span className="phone-input__arrow" aria-hidden="true">
          {open ? '▲' : '▼'}
        </span>
      </button>
      {open && (
        <div className={`phone-input__dropdown phone-input__dropdown--${placement}`} data-placement={placement} style={{ width: DROPDOWN_WIDTH }}>
          {searchable && (
            <input
              ref={searchRef}
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
              onChange={(e) => {
                setSearch(e.target.value);
                setActive(0);
              }}
              onKeyDown={(e) => onListKey(e, true)}
            />
          )}
          <ul ref={listRef} id={listId} role="listbox" className="phone-input__list" aria-label={t('phoneInput.countries')}>
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
                onMouseMove={() => setActive(index)}
                onClick={() => choose(c)}
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
      )}
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
        onChange={(e) => onInput(e.target.value, e.target.selectionStart)}
        onFocus={onFocusInput}
        onBlur={onBlur}
      />
    </div>
  );
}
