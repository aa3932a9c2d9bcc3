// @vitest-environment jsdom
import { cleanup, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setup, registerPhoneTestHooks } from './testing/phone-host';

registerPhoneTestHooks();

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
