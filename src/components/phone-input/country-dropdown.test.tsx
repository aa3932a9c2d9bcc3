// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { allCountries } from './countries';
import { activeOption, options, setup, registerPhoneTestHooks } from './testing/phone-host';

registerPhoneTestHooks();

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
    const { trigger } = setup({ onlyCountries: ['RU', 'KZ', 'BY', 'AM'], preferredCountries: [] });
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

  it('without preferredCountries, Russia, Kazakhstan, Belarus, China, the USA and Britain come first; the interface language\'s country leads', async () => {
    const { trigger } = setup();
    fireEvent.click(trigger);
    const top = ['Россия+7', 'Казахстан+7', 'Беларусь+375', 'Китай+86', 'Соединенные Штаты+1', 'Великобритания+44'];
    expect(options().slice(0, 6).map((o) => o.textContent)).toEqual(top);
    // Each once: the rest, by name, no longer holds them.
    expect(options().filter((o) => o.textContent === 'Россия+7')).toHaveLength(1);
    expect(options()[6]?.textContent).toBe('Австралия+61');
    fireEvent.click(trigger);
    try {
      await act(() => i18n.changeLanguage('kk'));
      fireEvent.click(trigger);
      expect(options()[0]?.querySelector('img')?.getAttribute('data-country')).toBe('KZ');
      expect(options()[1]?.querySelector('img')?.getAttribute('data-country')).toBe('RU');
    } finally {
      await act(() => i18n.changeLanguage('ru'));
    }
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

  it('a letter on the closed trigger opens the list, and the next letters go on with the same name', () => {
    const { trigger } = setup();
    fireEvent.keyDown(trigger, { key: 'г' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(trigger, { key: 'е' });
    fireEvent.keyDown(trigger, { key: 'р' });
    expect(activeOption(trigger)?.textContent).toBe('Германия+49');
  });

  it('in the search box, letters, Home and End edit the search; arrows and Enter work the list', () => {
    const { trigger } = setup({ searchable: true, onlyCountries: ['RU', 'KZ', 'BY', 'AM'], preferredCountries: [] });
    fireEvent.click(trigger);
    const search = screen.getByRole('combobox', { name: 'Поиск страны' });
    const named = () => document.getElementById(search.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(named()).toBe('Россия+7');
    // Not taken by the type-ahead or the list: the browser types them or moves the caret.
    for (const key of ['к', 'Home', 'End', ' ']) expect(fireEvent.keyDown(search, { key }), key).toBe(true);
    expect(named()).toBe('Россия+7');
    fireEvent.keyDown(search, { key: 'ArrowUp' });
    expect(named()).toBe('Казахстан+7');
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger.getAttribute('aria-label')).toBe('Страна: Казахстан, +7');
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

  it('opens below the field when the list fits there, else above it (Floating UI flips it)', async () => {
    const { trigger } = setup();
    const root = trigger.parentElement!;
    // jsdom lays nothing out: an 800 px viewport, a 44 px field and a 200 px list.
    vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(800);
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1000);
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('phone-input__dropdown') ? 200 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('phone-input__dropdown') ? 390 : 0;
    });
    const at = (bottom: number) => vi.spyOn(root, 'getBoundingClientRect').mockReturnValue({ bottom, top: bottom - 44, left: 0, right: 300, width: 300, height: 44, x: 0, y: bottom - 44, toJSON: () => ({}) });
    const dropdown = () => screen.getByRole('listbox').parentElement!;
    at(500);
    fireEvent.click(trigger);
    await waitFor(() => expect(dropdown().style.opacity).toBe(''));
    expect(dropdown().dataset.placement).toBe('below');
    fireEvent.click(trigger);
    at(700);
    fireEvent.click(trigger);
    await waitFor(() => expect(dropdown().dataset.placement).toBe('above'));
    expect(height).toHaveBeenCalled();
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
