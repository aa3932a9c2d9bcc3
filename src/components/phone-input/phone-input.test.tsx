// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { allCountries } from './countries';
import { lookupCountry, parseCountryLookup } from './country-lookup';
import { PhoneInput } from './phone-input';
import type { PhoneInputProps, PhoneResult } from './types';

beforeAll(async () => {
  await i18n.changeLanguage('ru');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type Props = Partial<Omit<PhoneInputProps, 'value' | 'onChange'>> & { initial?: string };

/** A parent that keeps the value, as a form would, and records every result. */
function setup(props: Props = {}) {
  const results: PhoneResult[] = [];
  const { initial = '', ...rest } = props;
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <PhoneInput
        id="phone"
        ariaLabel="Телефон"
        value={value}
        onChange={(text, result) => {
          setValue(text);
          results.push(result);
        }}
        {...rest}
      />
    );
  }
  render(<Host />);
  const input = screen.getByRole('textbox', { name: 'Телефон' }) as HTMLInputElement;
  const trigger = screen.getByRole('combobox');
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  return { input, trigger, type, results, last: () => results[results.length - 1] };
}

const options = () => within(screen.getByRole('listbox')).getAllByRole('option');
const activeOption = (trigger: HTMLElement) => document.getElementById(trigger.getAttribute('aria-activedescendant') ?? '');

describe('phone input: the field', () => {
  it('is a tel input named telephone with maxlength 25 and the default placeholder', () => {
    const { input } = setup();
    expect(input.type).toBe('tel');
    expect(input.name).toBe('telephone');
    expect(input.maxLength).toBe(25);
    expect(input.placeholder).toBe('Введите номер телефона');
  });

  it('never lets the text grow past maxlength, even formatted', () => {
    const { type, input } = setup({ mode: 'international', maxLength: 12 });
    type('+79123456789');
    expect(input.value.length).toBeLessThanOrEqual(12);
  });

  it('starts with Russia by default, or the given default country', () => {
    const { trigger } = setup();
    expect(trigger.getAttribute('aria-label')).toBe('Страна: Россия, +7');
    cleanup();
    const other = setup({ defaultCountry: 'de' });
    expect(other.trigger.getAttribute('aria-label')).toBe('Страна: Германия, +49');
  });
});

describe('phone input: formatting by mode', () => {
  it('international: adds the dial code and formats internationally', () => {
    const { type, input, last } = setup({ mode: 'international' });
    type('+79123456789');
    expect(input.value).toBe('+7 912 345 67 89');
    type('9123456789');
    expect(input.value).toBe('+7 912 345 67 89');
    expect(last()).toMatchObject({ countryCode: 'RU', valid: true, formatted: '+7 912 345 67 89', nationalNumber: '9123456789' });
  });

  it('international: an empty field gets the dial code on focus', () => {
    const { input } = setup({ mode: 'international', defaultCountry: 'KZ' });
    fireEvent.focus(input);
    expect(input.value).toBe('+7');
  });

  it('national: the number in the country format, without the dial code', () => {
    const { type, input, last } = setup({ mode: 'national' });
    type('9123456789');
    expect(input.value).toBe('912 345-67-89');
    expect(last()).toMatchObject({ valid: true, countryCode: 'RU', nationalNumber: '9123456789' });
    type('+79123456789');
    expect(input.value).toBe('912 345-67-89');
  });

  it('auto: national while there is no plus, international with one', () => {
    const { type, input } = setup({ mode: 'auto' });
    type('89123456789');
    expect(input.value).toBe('8 (912) 345-67-89');
    type('+79123456789');
    expect(input.value).toBe('+7 912 345 67 89');
  });

  it('autoFormat off keeps the text as typed', () => {
    const { type, input, last } = setup({ mode: 'international', autoFormat: false });
    type('+79123456789');
    expect(input.value).toBe('+79123456789');
    expect(last()?.valid).toBe(true);
  });

  it('a typed dial code switches the country', () => {
    const { type, trigger, last } = setup({ mode: 'auto' });
    type('+4915112345678');
    expect(trigger.getAttribute('aria-label')).toBe('Страна: Германия, +49');
    expect(last()).toMatchObject({ countryCode: 'DE', valid: true, nationalNumber: '15112345678' });
  });

  it('the caret stays after the same digit when the formatter moves characters', () => {
    const { input } = setup({ mode: 'international', initial: '+7 912 345 67 89' });
    input.focus();
    // The 2 of "+7 912" deleted: the caret was after "+7 91" in the raw text.
    fireEvent.change(input, { target: { value: '+7 91 345 67 89', selectionStart: 5, selectionEnd: 5 } });
    expect(input.value).toBe('+7 913 456 78 9');
    expect(input.selectionStart).toBe(5);
  });

  it('international: digits typed in front of the dial code go after it', () => {
    const { type, input } = setup({ mode: 'international' });
    type('9+7');
    expect(input.value).toBe('+7 9');
  });

  it('international: the caret is after the dial code put in on focus', () => {
    const { input } = setup({ mode: 'international' });
    input.focus();
    fireEvent.focus(input);
    expect(input.value).toBe('+7');
    expect(input.selectionStart).toBe(2);
  });

  it('deleting a formatting character is not undone by the formatter', () => {
    const { type, input } = setup({ mode: 'national' });
    type('9123456789');
    expect(input.value).toBe('912 345-67-89');
    type('912 345-6789');
    expect(input.value).toBe('912 345-6789');
  });
});

describe('phone input: result and validity', () => {
  it('reports {countryCode, valid, country, formatted, nationalNumber}', () => {
    const { type, last } = setup({ mode: 'international' });
    type('+7912');
    expect(last()).toMatchObject({ countryCode: 'RU', valid: false, formatted: '+7 912' });
    type('+79123456789');
    const r = last()!;
    expect(r.countryCode).toBe('RU');
    expect(r.valid).toBe(true);
    expect(r.country).toMatchObject({ iso2: 'RU', dialCode: '7', name: 'Россия' });
    expect(r.formatted).toBe('+7 912 345 67 89');
    expect(r.nationalNumber).toBe('9123456789');
    expect(r.number).toBe('+79123456789');
  });

  it('a number of an ignored country is invalid', () => {
    const { type, last } = setup({ mode: 'auto', ignoredCountries: ['de'] });
    type('+4915112345678');
    expect(last()?.valid).toBe(false);
  });

  it('a number of a country outside onlyCountries is invalid', () => {
    const { type, last } = setup({ mode: 'auto', onlyCountries: ['RU', 'KZ'] });
    type('+4915112345678');
    expect(last()?.valid).toBe(false);
    type('+77011234567');
    expect(last()).toMatchObject({ valid: true, countryCode: 'KZ' });
  });

  it('valid characters only: letters and other symbols are dropped', () => {
    const { type, input } = setup({ mode: 'national', autoFormat: false, validCharactersOnly: true });
    type('8 (912) abc 345-67_89#');
    expect(input.value).toBe('8 (912)  345-6789');
  });

  it('without validCharactersOnly the text keeps what was typed', () => {
    const { type, input } = setup({ mode: 'national', autoFormat: false });
    type('912x');
    expect(input.value).toBe('912x');
  });

  it('a custom pattern must also match', () => {
    const { type, last } = setup({ mode: 'international', customValidate: /^\+7 9/ });
    type('+79123456789');
    expect(last()?.valid).toBe(true);
    type('+74951234567');
    expect(last()?.valid).toBe(false);
  });
});

describe('phone input: the country dropdown', () => {
  it('is a collapsed combobox until clicked; the listbox has flags and dial codes; no search box by default', () => {
    const { trigger } = setup();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.getAttribute('aria-haspopup')).toBe('listbox');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(options().length).toBe(allCountries('ru').length);
    const russia = options().find((o) => o.textContent?.includes('Россия'))!;
    expect(russia.textContent).toBe('Россия+7');
    expect(russia.querySelector('img')?.getAttribute('data-country')).toBe('RU');
    expect(russia.querySelector('img')?.getAttribute('src')).toMatch(/RU.*\.svg/);
    expect(russia.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(russia.getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('combobox', { name: 'Поиск страны' })).toBeNull();
  });

  it('is 390 px wide', () => {
    const { trigger } = setup();
    fireEvent.click(trigger);
    const dropdown = screen.getByRole('listbox').parentElement!;
    expect(dropdown.style.width).toBe('390px');
  });

  it('a click on a country chooses it and carries the number over to the new dial code', () => {
    const { trigger, type, input, last } = setup({ mode: 'international' });
    type('+79123456789');
    fireEvent.click(trigger);
    fireEvent.click(options().find((o) => o.textContent?.includes('Казахстан'))!);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger.getAttribute('aria-label')).toBe('Страна: Казахстан, +7');
    expect(input.value).toBe('+7 912 345 67 89');
    // Checked against the chosen country: 912 is a Russian code, not a Kazakh one.
    expect(last()).toMatchObject({ countryCode: 'KZ', valid: false });
    fireEvent.click(trigger);
    fireEvent.click(options().find((o) => o.textContent?.includes('Германия'))!);
    expect(input.value.startsWith('+49')).toBe(true);
    expect(document.activeElement).toBe(input);
  });

  it('arrows move the highlighted country, Enter chooses it, Escape closes', () => {
    const { trigger } = setup({ onlyCountries: ['RU', 'KZ', 'BY', 'AM'] });
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    // Sorted by name: Армения, Беларусь, Казахстан, Россия; the current one is highlighted first.
    expect(options().map((o) => o.textContent)).toEqual(['Армения+374', 'Беларусь+375', 'Казахстан+7', 'Россия+7']);
    expect(activeOption(trigger)?.textContent).toContain('Россия');
    fireEvent.keyDown(trigger, { key: 'ArrowUp' });
    fireEvent.keyDown(trigger, { key: 'ArrowUp' });
    expect(activeOption(trigger)?.textContent).toContain('Беларусь');
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    expect(activeOption(trigger)?.textContent).toContain('Казахстан');
    fireEvent.keyDown(trigger, { key: 'Home' });
    expect(activeOption(trigger)?.textContent).toContain('Армения');
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger.getAttribute('aria-label')).toBe('Страна: Армения, +374');
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger.getAttribute('aria-label')).toBe('Страна: Армения, +374');
  });

  it('preferred countries come first, in the order given', () => {
    const { trigger } = setup({ preferredCountries: ['kz', 'BY'] });
    fireEvent.click(trigger);
    expect(options().slice(0, 3).map((o) => o.textContent)).toEqual(['Казахстан+7', 'Беларусь+375', 'Австралия+61']);
  });

  it('ignored countries are not offered; onlyCountries limits the list', () => {
    const { trigger } = setup({ ignoredCountries: ['KZ'] });
    fireEvent.click(trigger);
    expect(options().some((o) => o.textContent?.includes('Казахстан'))).toBe(false);
    expect(options().length).toBe(allCountries('ru').length - 1);
  });

  it('typed letters find a country; after 700 ms without typing they start afresh', () => {
    vi.useFakeTimers();
    const { trigger } = setup();
    fireEvent.click(trigger);
    fireEvent.keyDown(trigger, { key: 'г' });
    fireEvent.keyDown(trigger, { key: 'е' });
    expect(activeOption(trigger)?.textContent).toContain('Германия');
    act(() => vi.advanceTimersByTime(699));
    fireEvent.keyDown(trigger, { key: 'р' });
    // Still one word: "гер".
    expect(activeOption(trigger)?.textContent).toContain('Германия');
    act(() => vi.advanceTimersByTime(700));
    fireEvent.keyDown(trigger, { key: 'ф' });
    const firstF = allCountries('ru').find((c) => c.name.toLowerCase().startsWith('ф'))!;
    expect(activeOption(trigger)?.textContent).toContain(firstF.name);
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(trigger.getAttribute('aria-label')).toBe(`Страна: ${firstF.name}, +${firstF.dialCode}`);
  });

  it('type-to-find finds a preferred country at the top', () => {
    const { trigger } = setup({ preferredCountries: ['BY', 'RU'], defaultCountry: 'BY' });
    fireEvent.click(trigger);
    fireEvent.keyDown(trigger, { key: 'р' });
    expect(activeOption(trigger)?.textContent).toBe('Россия+7');
    expect(activeOption(trigger)).toBe(options()[1]);
  });

  it('without the pause the letters add up (no country starts with "гф")', () => {
    vi.useFakeTimers();
    const { trigger } = setup();
    fireEvent.click(trigger);
    fireEvent.keyDown(trigger, { key: 'г' });
    const afterG = activeOption(trigger)?.textContent;
    act(() => vi.advanceTimersByTime(300));
    fireEvent.keyDown(trigger, { key: 'ф' });
    expect(activeOption(trigger)?.textContent).toBe(afterG);
  });

  it('opens below when more than 200 px are free under it, else above', () => {
    const { trigger } = setup();
    const root = trigger.parentElement!;
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    const at = (bottom: number) => vi.spyOn(root, 'getBoundingClientRect').mockReturnValue({ bottom, top: bottom - 44, left: 0, right: 300, width: 300, height: 44, x: 0, y: bottom - 44, toJSON: () => ({}) });
    at(599);
    fireEvent.click(trigger);
    expect(screen.getByRole('listbox').parentElement!.dataset.placement).toBe('below');
    fireEvent.click(trigger);
    at(600);
    fireEvent.click(trigger);
    expect(screen.getByRole('listbox').parentElement!.dataset.placement).toBe('above');
  });

  it('a click outside closes it', () => {
    const { trigger } = setup();
    fireEvent.click(trigger);
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('the search box, when on, filters by name or dial code', () => {
    const { trigger } = setup({ searchable: true });
    fireEvent.click(trigger);
    const search = screen.getByRole('combobox', { name: 'Поиск страны' });
    expect(document.activeElement).toBe(search);
    fireEvent.change(search, { target: { value: 'казах' } });
    expect(options().map((o) => o.textContent)).toEqual(['Казахстан+7']);
    fireEvent.change(search, { target: { value: '+375' } });
    expect(options().map((o) => o.textContent)).toEqual(['Беларусь+375']);
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(trigger.getAttribute('aria-label')).toBe('Страна: Беларусь, +375');
  });
});

describe('phone input: the country lookup', () => {
  it('reads the country from characters 2–3 of an answer that starts with 1', () => {
    expect(parseCountryLookup('1;RU;RUS;Russian Federation')).toBe('RU');
    expect(parseCountryLookup('1;kz;KAZ;Kazakhstan')).toBe('KZ');
  });

  it('throws "unable to fetch the country" for any other answer', () => {
    expect(() => parseCountryLookup('0;;;WRONG INPUT')).toThrow('unable to fetch the country');
    expect(() => parseCountryLookup('')).toThrow('unable to fetch the country');
    expect(() => parseCountryLookup('2;RU;RUS;x')).toThrow('unable to fetch the country');
  });

  it('asks the service with a GET', async () => {
    const fetch = vi.fn(async () => new Response('1;DE;DEU;Germany'));
    await expect(lookupCountry('https://lookup.test/s', fetch)).resolves.toBe('DE');
    expect(fetch).toHaveBeenCalledWith('https://lookup.test/s', expect.objectContaining({ method: 'GET' }));
    await expect(lookupCountry('https://lookup.test/s', async () => new Response('0;;;'))).rejects.toThrow('unable to fetch the country');
  });

  it('with autoDefaultCountry the found country is chosen; a failed lookup keeps the default and is only logged', async () => {
    const { trigger } = setup({ autoDefaultCountry: async () => 'BY' });
    await screen.findByRole('combobox', { name: 'Страна: Беларусь, +375' });
    expect(trigger.getAttribute('aria-label')).toBe('Страна: Беларусь, +375');
    cleanup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = setup({ autoDefaultCountry: () => Promise.reject(new Error('unable to fetch the country')) });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(failing.trigger.getAttribute('aria-label')).toBe('Страна: Россия, +7');
  });

  it('does not look the country up unless asked', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    setup();
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
